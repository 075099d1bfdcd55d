/** Calls the journey server's API directly (set-up steps a journey does not click through). */
export type ApiCall = <T>(path: string, init?: { method?: string; token?: string; body?: unknown }) => Promise<T>;

/** A caller for `${baseUrl()}/api/...`: answers the `token` of a login, otherwise the `data`; throws on a refusal. */
export function apiCaller(baseUrl: () => string): ApiCall {
  return async <T>(path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<T> => {
    const response = await fetch(`${baseUrl()}/api/${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const body = (await response.json()) as { data: T; token?: string; message: string };
    if (!response.ok) throw new Error(`${path}: ${response.status} ${body.message}`);
    return (body.token ?? body.data) as T;
  };
}

/** The account id inside a login token. */
export const idOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')).id as number;
