/**
 * A text column of the in-memory search index (memory-index.ts) as one string: the texts joined by a
 * separator, with where each starts, so `indexOf` finds a text's matches in all rows at once (memory-find.ts).
 */

/** Between two texts of a joined column; a search text holding it is answered by the database. */
export const SEPARATOR = '\u0000';

export interface JoinedColumn {
  /** SEPARATOR, text 0, SEPARATOR, text 1, ..., SEPARATOR */
  text: string;
  /** where each text starts in `text` (its length + 1 at the end: text r ends at starts[r + 1] - 1) */
  starts: Int32Array;
}

export function joinedColumn(texts: string[]): JoinedColumn {
  const starts = new Int32Array(texts.length + 1);
  let at = 1;
  for (let r = 0; r < texts.length; r++) {
    starts[r] = at;
    at += texts[r].length + 1;
  }
  starts[texts.length] = at;
  return { text: `${SEPARATOR}${texts.join(SEPARATOR)}${SEPARATOR}`, starts };
}

/** Text `r` of the column. */
export const textAt = ({ text, starts }: JoinedColumn, r: number) => text.slice(starts[r], starts[r + 1] - 1);
