/** Doctor test helpers: rendering goes through renderWithStore from shared-lib/testing (a real store, the fake API). */
import { configure } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderWithStore } from 'shared-lib/testing';

export { fakeServer, type Responder } from 'shared-lib/testing';

// a busy 2-core CI machine answers the fake server slowly; wait up to 5 s for what a user would see
configure({ asyncUtilTimeout: 5000 });

/** Renders `element` at `path` (a route pattern) opened on `url`; other routes render 'elsewhere'. */
export function renderAt(path: string, url: string, element: ReactNode) {
  return renderWithStore(<>{element}</>, { route: url, path, routes: { '*': <p data-testid="elsewhere">{'elsewhere'}</p> } });
}

/** An unsigned token with the given payload (the browser only decodes the middle part). */
export function fakeToken(payload: object): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256' })}.${part(payload)}.signature`;
}
