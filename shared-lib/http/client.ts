/** The one axios instance every app uses: bearer header when a token is stored, 'Session Expired' on 401. */
import axios, { AxiosError, type AxiosInstance } from 'axios';
import { appConfig } from './config';
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
    (response) => response,
    (error: AxiosError) => {
      if (error.response?.status === 401 && readToken()) onSessionExpired();
      return Promise.reject(error);
    },
  );
  return instance;
}

export const http = createHttp();

/** The server's message of a failed call, or a generic one. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (axios.isAxiosError(error)) {
    const data = error.response?.data as { message?: unknown } | undefined;
    if (typeof data?.message === 'string' && data.message) return data.message;
    if (!error.response) return 'Cannot reach the server. Please check your connection.';
  }
  return fallback;
}
