/**
 * The one axios instance every app uses, behind `http`: its request methods load axios with the first
 * request (axios-instance.ts, its own chunk), so no page's first render downloads it. Every call goes to
 * the same instance: bearer header when a token is stored, 'Session Expired' on 401, server reachability.
 */
import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';

type SessionExpiredHandler = () => void;
let onSessionExpired: SessionExpiredHandler = () => undefined;

/** The shell registers what a 401 with a stored token does (the 'Session Expired' dialog). */
export function setSessionExpiredHandler(handler: SessionExpiredHandler): void {
  onSessionExpired = handler;
}

/** What the apps call on the shared instance (axios's own signatures). */
export interface Http {
  request<T = unknown, D = unknown>(config: AxiosRequestConfig<D>): Promise<AxiosResponse<T, D>>;
  get<T = unknown, D = unknown>(url: string, config?: AxiosRequestConfig<D>): Promise<AxiosResponse<T, D>>;
  delete<T = unknown, D = unknown>(url: string, config?: AxiosRequestConfig<D>): Promise<AxiosResponse<T, D>>;
  post<T = unknown, D = unknown>(url: string, data?: D, config?: AxiosRequestConfig<D>): Promise<AxiosResponse<T, D>>;
  put<T = unknown, D = unknown>(url: string, data?: D, config?: AxiosRequestConfig<D>): Promise<AxiosResponse<T, D>>;
  patch<T = unknown, D = unknown>(url: string, data?: D, config?: AxiosRequestConfig<D>): Promise<AxiosResponse<T, D>>;
  /** The instance's defaults (tests set `adapter`); what is set before axios loads applies once it has. */
  readonly defaults: AxiosInstance['defaults'];
}

let loaded: AxiosInstance | null = null;
let loading: Promise<AxiosInstance> | null = null;
const earlyDefaults = {} as AxiosInstance['defaults'];

function instance(): Promise<AxiosInstance> {
  loading ??= import(/* webpackChunkName: "http-axios" */ './axios-instance').then(({ createHttp }) => {
    const created = createHttp(() => onSessionExpired());
    for (const [key, value] of Object.entries(earlyDefaults)) if (value !== undefined) Object.assign(created.defaults, { [key]: value });
    loaded = created;
    return created;
  });
  return loading;
}

export const http: Http = {
  request: (config) => instance().then((axios) => axios.request(config)),
  get: (url, config) => instance().then((axios) => axios.get(url, config)),
  delete: (url, config) => instance().then((axios) => axios.delete(url, config)),
  post: (url, data, config) => instance().then((axios) => axios.post(url, data, config)),
  put: (url, data, config) => instance().then((axios) => axios.put(url, data, config)),
  patch: (url, data, config) => instance().then((axios) => axios.patch(url, data, config)),
  get defaults() {
    return loaded ? loaded.defaults : earlyDefaults;
  },
};

/** axios's own test (`axios.isAxiosError`), without loading axios. */
export function isHttpError(error: unknown): error is { isAxiosError: true; message: string; response?: { status: number; data?: unknown }; code?: string } {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

export const GENERIC_FAILURE = 'Something went wrong. Please try again.';
export const NETWORK_FAILURE = 'Cannot reach the server. Please check your connection.';

/**
 * The one way to tell a user why a call failed, whatever failed: an axios error (the server's
 * envelope message, or no connection), an RTK Query error (`{ status, message }` from the base query),
 * or anything else (the fallback; a thrown Error's own text is for developers, not users).
 */
export function errorMessage(error: unknown, fallback = GENERIC_FAILURE): string {
  if (isHttpError(error)) {
    const data = error.response?.data as { message?: unknown } | undefined;
    if (typeof data?.message === 'string' && data.message) return data.message;
    return error.response ? fallback : NETWORK_FAILURE;
  }
  if (error && typeof error === 'object' && 'status' in error && !(error instanceof Error)) {
    const { status, message } = error as { status: unknown; message?: unknown };
    if (status === 'NETWORK_ERROR') return NETWORK_FAILURE;
    if (typeof message === 'string' && message) return message;
  }
  return fallback;
}
