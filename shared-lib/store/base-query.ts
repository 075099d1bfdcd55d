/** RTK Query base query on the shared axios instance; unwraps nothing, errors carry status and message. */
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { AxiosError, AxiosRequestConfig } from 'axios';
import { http } from 'shared-lib/http';

/** axios's own `isAxiosError` test, without importing axios (it loads with the first request: shared-lib/http). */
const isAxiosError = (error: unknown): error is AxiosError =>
  typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;

export interface HttpRequest {
  url: string;
  /** another base than the api's, e.g. siteBase() for /pay and /pincode */
  baseURL?: string;
  method?: AxiosRequestConfig['method'];
  data?: unknown;
  params?: AxiosRequestConfig['params'];
  headers?: Record<string, string>;
  /** ms before the request counts as unanswered (the instance's default otherwise) */
  timeout?: number;
}

export interface HttpError {
  status: number | 'NETWORK_ERROR';
  message: string;
  data?: unknown;
}

export const axiosBaseQuery: BaseQueryFn<HttpRequest | string, unknown, HttpError> = async (request) => {
  const { url, baseURL, method = 'GET', data, params, headers, timeout } = typeof request === 'string' ? { url: request } : request;
  try {
    const response = await http.request({ url, method, data, params, headers, ...(baseURL !== undefined ? { baseURL } : {}), ...(timeout !== undefined ? { timeout } : {}) });
    return { data: response.data };
  } catch (error) {
    if (isAxiosError(error)) {
      const body = error.response?.data as { message?: string } | undefined;
      return {
        error: {
          status: error.response?.status ?? 'NETWORK_ERROR',
          message: body?.message ?? error.message,
          data: error.response?.data,
        },
      };
    }
    return { error: { status: 'NETWORK_ERROR', message: String(error) } };
  }
};
