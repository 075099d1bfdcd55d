/**
 * The one axios instance, built the first time a request is made (client.ts loads this module then): axios
 * is about 19 KB compressed that no first render needs. Bearer header when a token is stored, 'Session
 * Expired' on a 401, server reachability, Accept-Language of the language on screen.
 */
import axios, { type AxiosError, type AxiosInstance } from 'axios';
import { appConfig } from './config';
import { meansServerDown, reportServerReachable } from './connection';
import { requestLanguageHeader } from './request-language';
import { readToken } from './session-storage';

export function createHttp(onUnauthorized: () => void): AxiosInstance {
  // withXSRFToken false: the API takes a bearer token, never a cookie, so there is no XSRF cookie to send; axios
  // would otherwise read document.cookie (a synchronous call to the browser process) before every request
  const instance = axios.create({ baseURL: appConfig().apiBase, timeout: 30000, withXSRFToken: false });
  instance.interceptors.request.use((request) => {
    const token = readToken();
    // a call that names its own token (a doctor's onboarding token) keeps it
    if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
    // API messages in the language on screen (shared-lib/i18n keeps it current)
    if (!request.headers.has('Accept-Language')) request.headers.set('Accept-Language', requestLanguageHeader());
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
