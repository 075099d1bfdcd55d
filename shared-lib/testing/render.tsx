/** One render helper for every app's component tests: a real store from shared-lib, a router at `route`, and the fake API. */
import { render, type RenderOptions } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createAppStore, type AppStore } from 'shared-lib/store';
import { fakeServer, setViewportWidth, type Responder } from './fake-server';

export interface RenderWithStoreOptions {
  /** the URL the router starts at ('/' by default) */
  route?: string;
  /** the route pattern `ui` is rendered at (it is rendered at every path when absent) */
  path?: string;
  /** other routes to render, e.g. `{ '/home': <p>home page</p> }` */
  routes?: Record<string, ReactNode>;
  /** answers the shared axios instance's requests (see fakeServer) */
  api?: Responder;
  /** an existing store (a new one by default) */
  store?: AppStore;
  renderOptions?: Omit<RenderOptions, 'wrapper'>;
}

// SweetAlert2 asks for matchMedia, which jsdom lacks
if (typeof window !== 'undefined' && !window.matchMedia) setViewportWidth(1280);

export function renderWithStore(ui: ReactElement, options: RenderWithStoreOptions = {}) {
  const calls: InternalAxiosRequestConfig[] = options.api ? fakeServer(options.api) : [];
  const store = options.store ?? createAppStore();
  const routes = Object.entries(options.routes ?? {});
  const tree =
    options.path || routes.length ? (
      <Routes>
        <Route path={options.path ?? '*'} element={ui} />
        {routes.map(([path, element]) => (
          <Route key={path} path={path} element={element} />
        ))}
      </Routes>
    ) : (
      ui
    );
  const utils = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>{tree}</MemoryRouter>
    </Provider>,
    options.renderOptions,
  );
  return { store, calls, ...utils };
}
