/**
 * The one axios instance, built the first time a request is made (client.ts loads this module then): axios
 * is about 19 KB compressed that no first render needs. Bearer header when a token is stored, 'Session
 * Expired' on a 401, server reachability.
 */
import axios, { type AxiosError, type AxiosInstance } from 'axios';
import { appConfig } from './config';
import { meansServerDown, reportServerReachable } from './connection';
import { readToken } from './session-storage';

export function createHttp(onUnauthorized: () => void): AxiosInstance {
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
      if (error.response?.status === 401 && readToken()) onUnauthorized();
      return Promise.reject(error);
    },
  );
  return instance;
}
