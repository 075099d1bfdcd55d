/**
 * Row sets of the in-memory search index (memory-index.ts) as bit sets: one bit per row (row r is bit r & 31
 * of word r >>> 5). A set of many rows is joined or intersected a word (32 rows) at a time, so its cost
 * follows the catalogue's size / 32, not how many rows the lists hold. The sets a request builds are
 * borrowed and given back, so a request allocates none.
 */

/** One bit per row: set when the row is in the set. */
export type RowBits = Uint32Array;

const spare: RowBits[] = [];

/** The words of a bit set of `rowCount` rows. */
export const bitWords = (rowCount: number) => (rowCount + 31) >>> 5;

/** An empty set of `rowCount` rows, to give back with returnBits. */
export function borrowBits(rowCount: number): RowBits {
  const bits = spare.pop();
  return bits && bits.length === bitWords(rowCount) ? bits : new Uint32Array(bitWords(rowCount));
}

export function returnBits(sets: RowBits[]): void {
  for (const bits of sets) {
    bits.fill(0);
    if (spare.length < 8) spare.push(bits);
  }
}

/** The rows of an ascending list as a bit set (the index's own, kept with the list). */
export function bitSetOf(rows: Int32Array, rowCount: number): RowBits {
  const bits = new Uint32Array(bitWords(rowCount));
  addRows(bits, rows);
  return bits;
}

export function addRows(bits: RowBits, rows: Int32Array): void {
  for (let i = 0; i < rows.length; i++) bits[rows[i] >>> 5] |= 1 << (rows[i] & 31);
}

export function addBits(into: RowBits, bits: RowBits): void {
  for (let i = 0; i < into.length; i++) into[i] |= bits[i];
}

export const hasRow = (bits: RowBits, row: number) => ((bits[row >>> 5] >>> (row & 31)) & 1) === 1;

/** The rows every one of `sets` holds, ascending, at most `limit`. */
export function rowsInAll(sets: RowBits[], limit: number): number[] {
  const found: number[] = [];
  if (sets.length === 0 || limit <= 0) return found;
  const words = sets[0].length;
  for (let i = 0; i < words; i++) {
    let word = sets[0][i];
    for (let k = 1; word !== 0 && k < sets.length; k++) word &= sets[k][i];
    while (word !== 0) {
      const lowest = word & -word;
      found.push((i << 5) + 31 - Math.clz32(lowest));
      if (found.length >= limit) return found;
      word ^= lowest;
    }
  }
  return found;
}
