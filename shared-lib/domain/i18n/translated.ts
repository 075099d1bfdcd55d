/**
 * The shape of a translation of a text table: the same keys, a string for each string and a function of the
 * same arguments for each function. A Hindi table typed with it fails `tsc` when it misses or adds a key.
 */
export type Translated<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { readonly [K in keyof T]: Translated<T[K]> };
