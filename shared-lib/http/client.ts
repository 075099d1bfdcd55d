/** The one axios instance every app uses: bearer header when a token is stored, 'Session Expired' on 401, server reachability. */
import axios, { AxiosError, type AxiosInstance } from 'axios';
import { appConfig } from './config';
import { meansServerDown, reportServerReachable } from './connection';
import { readToken } from './session-storage';

type SessionExpiredHandler = () => void;
let onSessionExpired: SessionExpiredHandler = () => undefined;

/** The shell registers what a 401 with a stored token does (the 'Session Expired' dialog). */
export function setSessionExpiredHandler(handler: SessionExpiredHandler): void {
  onSessionExpired = handler;
}

function createHttp(): AxiosInstance {
  const instance = axios.create({ baseURL: appConfig().apiBase, timeout: 30000 });
  instance.interceptors.request.use((request) => {
    const token = readToken();
    // a call that names its own token (a doctor's onboarding token) keeps it
    if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  });
  instance.interceptors.response.use(
    (response) => {
      reportServerReachable(true);
      return response;
    },
    (error: AxiosError) => {
      reportServerReachable(!meansServerDown(error));
      if (error.response?.status === 401 && readToken()) onSessionExpired();
      return Promise.reject(error);
    },
  );
  return instance;
}

export const http = createHttp();

export const GENERIC_FAILURE = 'Something went wrong. Please try again.';
export const NETWORK_FAILURE = 'Cannot reach the server. Please check your connection.';

/**
 * The one way to tell a user why a call failed, whatever failed: an axios error (the server's
 * envelope message, or no connection), an RTK Query error (`{ status, message }` from the base query),
 * or anything else (the fallback; a thrown Error's own text is for developers, not users).
 */
export function errorMessage(error: unknown, fallback = GENERIC_FAILURE): string {
  if (axios.isAxiosError(error)) {
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
