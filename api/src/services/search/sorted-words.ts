/** Look-ups in a list of words sorted in code unit order (`<`, as `Array.prototype.sort` sorts strings): the words starting with one text are neighbours. */

/** The index of the first word not below `text` (the list's length when there is none). */
export function firstNotBelow(sorted: readonly string[], text: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle] < text) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The indexes [start, end) of the words starting with `prefix`. */
export function wordsStartingWith(sorted: readonly string[], prefix: string): [number, number] {
  const start = firstNotBelow(sorted, prefix);
  let end = start;
  while (end < sorted.length && sorted[end].startsWith(prefix)) end++;
  return [start, end];
}
