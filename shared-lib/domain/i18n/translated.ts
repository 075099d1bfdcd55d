/**
 * The shape of a translation of a text table: the same keys, a string for each string and a function of the
 * same arguments for each function. A Hindi table typed with it fails `tsc` when it misses or adds a key.
 */
export type Translated<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { readonly [K in keyof T]: Translated<T[K]> };

/** Every English string of a text table paired with its translation, walking both trees key by key. */
export function pairTexts(english: unknown, translated: unknown, into: Map<string, string> = new Map()): Map<string, string> {
  if (typeof english === 'string' && typeof translated === 'string') {
    // a text two keys share in English keeps its first translation
    if (!into.has(english)) into.set(english, translated);
  } else if (english && typeof english === 'object' && translated && typeof translated === 'object') {
    for (const key of Object.keys(english)) pairTexts((english as Record<string, unknown>)[key], (translated as Record<string, unknown>)[key], into);
  }
  return into;
}
