/** Renders checkout screens with a real store from shared-lib and a fake axios adapter (no federation mocks). */
import { render } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { http } from 'shared-lib/http';
import { createAppStore } from 'shared-lib/store';

// SweetAlert2 asks for matchMedia, which jsdom lacks
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: false, media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false }),
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
    if (status >= 400) {
      const error = Object.assign(new Error(`Request failed with status code ${status}`), { isAxiosError: true, response, config });
      throw error;
    }
    return response;
  };
  http.defaults.adapter = adapter;
  return calls;
}

export function renderAt(path: string, routes: { path: string; element: ReactNode }[]) {
  const store = createAppStore();
  const utils = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {routes.map((route) => (
            <Route key={route.path} path={route.path} element={route.element} />
          ))}
          <Route path="/home" element={<p>home page</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...utils };
}

export const GUEST_CART = [
  { id: 11, product_name: 'Ashwagandha Tablets', quantity: 2, sales_price: 200, product_image: '/uploads/a.png', seller_id: 1 },
  { id: 12, product_name: 'Triphala Churna', quantity: 1, sales_price: 99, product_image: '/uploads/b.png', seller_id: 1 },
];
