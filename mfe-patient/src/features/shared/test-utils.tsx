/** Renders patient screens with a real store from shared-lib and a fake axios adapter (no federation mocks). */
import { render } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { http } from 'shared-lib/http';
import { createAppStore } from 'shared-lib/store';

/** jsdom has no matchMedia: `width` decides every max-width query (SweetAlert2 asks for one too). */
export function setViewportWidth(width: number) {
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

export type Responder = (config: InternalAxiosRequestConfig) => { status?: number; data: unknown } | undefined;

export function fakeServer(responder: Responder) {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const answer = responder(config) ?? { status: 404, data: { success: false, message: 'not found', data: null } };
    const status = answer.status ?? 200;
    const response = { data: answer.data, status, statusText: String(status), headers: {}, config };
    if (status >= 400) throw Object.assign(new Error(`Request failed with status code ${status}`), { isAxiosError: true, response, config });
    return response;
  };
  http.defaults.adapter = adapter;
  return calls;
}

export function renderWithStore(element: ReactNode) {
  const store = createAppStore();
  return { store, ...render(<Provider store={store}><MemoryRouter>{element}</MemoryRouter></Provider>) };
}
