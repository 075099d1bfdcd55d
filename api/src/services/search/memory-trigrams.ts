/**
 * Which three-character sequences occur anywhere in a joined column of the in-memory search index
 * (memory-index.ts), as a bit set of their hashes: a text with a sequence that occurs nowhere (most typos:
 * "tbalets", "kttakkal") matches no row, and the scan of the whole column is skipped. A hash collision only
 * lets a scan happen; it never skips a match.
 */

const BITS = 1 << 22;

const hashAt = (text: string, at: number) => (Math.imul(Math.imul(text.charCodeAt(at), 0x9e3779b1) ^ text.charCodeAt(at + 1), 0x85ebca6b) ^ text.charCodeAt(at + 2)) & (BITS - 1);

/** The bit set of the column's three-character sequences. */
export function buildTrigrams(text: string): Uint8Array {
  const bits = new Uint8Array(BITS >>> 3);
  for (let at = 0; at + 2 < text.length; at++) {
    const hash = hashAt(text, at);
    bits[hash >>> 3] |= 1 << (hash & 7);
  }
  return bits;
}

/** False when some three-character sequence of `needle` occurs nowhere in the column (then nothing contains it). */
export function mayContain(bits: Uint8Array, needle: string): boolean {
  for (let at = 0; at + 2 < needle.length; at++) {
    const hash = hashAt(needle, at);
    if ((bits[hash >>> 3] & (1 << (hash & 7))) === 0) return false;
  }
  return true;
}
