/** Renders patient screens with a real store from shared-lib and a fake axios adapter (no federation mocks). */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createAppStore } from 'shared-lib/store';

export { fakeServer, setViewportWidth, type Responder } from 'shared-lib/testing';

export function renderWithStore(element: ReactNode) {
  const store = createAppStore();
  return { store, ...render(<Provider store={store}><MemoryRouter>{element}</MemoryRouter></Provider>) };
}
