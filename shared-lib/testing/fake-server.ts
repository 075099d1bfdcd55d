/** A fake API behind the shared axios instance, and a matchMedia stub for jsdom. */
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { http } from 'shared-lib/http';

/** A responder's answer for a request that gets no answer at all (connection refused, timeout). */
export const NO_ANSWER = 'no answer';

export type Responder = (config: InternalAxiosRequestConfig) => { status?: number; data: unknown } | typeof NO_ANSWER | undefined;

/**
 * Answers every request of the shared axios instance with `responder` (404 when it returns nothing, a
 * network error for NO_ANSWER); returns the calls made.
 */
export function fakeServer(responder: Responder): InternalAxiosRequestConfig[] {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const reply = responder(config);
    if (reply === NO_ANSWER) throw Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK', config });
    const answer = reply ?? { status: 404, data: { success: false, message: 'not found', data: null } };
    const status = answer.status ?? 200;
    const response = { data: answer.data, status, statusText: String(status), headers: {}, config };
    if (status >= 400) throw Object.assign(new Error(`Request failed with status code ${status}`), { isAxiosError: true, response, config });
    return response;
  };
  http.defaults.adapter = adapter;
  return calls;
}

/** jsdom has no matchMedia: `width` decides every max-width query (SweetAlert2 asks for one too). */
export function setViewportWidth(width: number): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => {
      const max = /max-width:\s*(\d+)px/.exec(query);
      return {
        matches: max ? width <= Number(max[1]) : false,
        media: query,
        onchange: null,
        addEventListener() {},
        removeEventListener() {},
        addListener() {},
        removeListener() {},
        dispatchEvent: () => false,
      };
    },
  });
}
