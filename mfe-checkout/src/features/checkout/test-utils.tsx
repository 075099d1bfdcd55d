/** Renders checkout screens with a real store from shared-lib and a fake axios adapter (no federation mocks). */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createAppStore } from 'shared-lib/store';
import { setViewportWidth } from 'shared-lib/testing';

// SweetAlert2 asks for matchMedia, which jsdom lacks
if (typeof window !== 'undefined' && !window.matchMedia) setViewportWidth(1280);

export { fakeServer, type Responder } from 'shared-lib/testing';

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
