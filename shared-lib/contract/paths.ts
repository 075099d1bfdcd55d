/**
 * Paths of the API (spec section 7), declared once per resource as Fastify patterns (`/cart/delete/:id`,
 * mounted under `/api`). The server registers the pattern; the client fills it with `urlOf`.
 */

/** The `:name` parameters of a path pattern. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamArgs<P extends string> = [PathParams<P>] extends [never] ? [] : [params: Record<PathParams<P>, string | number>];

/**
 * The request URL of a path pattern for the shared axios instance (relative to the api base, so no
 * leading slash): `urlOf('/cart/delete/:id', { id: 3 })` is `'cart/delete/3'`.
 */
export function urlOf<P extends string>(pattern: P, ...args: ParamArgs<P>): string {
  const params = (args[0] ?? {}) as Record<string, string | number>;
  return pattern.replace(/^\//, '').replace(/:([A-Za-z_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${pattern}`);
    // commas stay readable: they are legal in a path segment (comma-joined id lists)
    return encodeURIComponent(String(value)).replace(/%2C/gi, ',');
  });
}
