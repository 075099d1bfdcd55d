/** Renders doctor screens with a real store from shared-lib and a fake axios adapter (no federation mocks). */
import { configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createAppStore } from 'shared-lib/store';

export { fakeServer, type Responder } from 'shared-lib/testing';

// a busy 2-core CI machine answers the fake server slowly; wait up to 5 s for what a user would see
configure({ asyncUtilTimeout: 5000 });

/** Renders `element` at `path` (a route pattern) opened on `url`; other routes render their path. */
export function renderAt(path: string, url: string, element: ReactNode) {
  const store = createAppStore();
  return {
    store,
    ...render(
      <Provider store={store}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={element} />
            <Route path="*" element={<p data-testid="elsewhere">elsewhere</p>} />
          </Routes>
        </MemoryRouter>
      </Provider>,
    ),
  };
}

/** An unsigned token with the given payload (the browser only decodes the middle part). */
export function fakeToken(payload: object): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256' })}.${part(payload)}.signature`;
}
