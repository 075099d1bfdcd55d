/** A logged-in doctor shops as a guest does (the browser's cart, guest checkout); the wishlist says it is for patients. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from 'shared-lib/contract';
import { MESSAGES } from 'shared-lib/domain';
import { createAppStore, registerStoreFeedback, sessionSlice } from 'shared-lib/store';
import { renderWithStore } from 'shared-lib/testing';
import { ProductDetailsPage } from './ProductDetailsPage';

const product: Product = {
  id: 5, name: 'Brahmi Capsules', image: '/b.png', code: 'B5', sales_price: 180, regular_price: 200, discount: 10,
  in_stock_quantity: 9, short_description: '', full_description: '<p>Memory</p>', seller_id: 2, seller: { id: 2, company_name: 'Herbal Co' },
  brand_id: 1, brand: { id: 1, name: 'Herbal' }, category_id: 1, locations: [], availableLocations: '', rating_average: 0, rating_count: 0, name_hi: '', composition: '',
};
const feedback = { success: jest.fn(), info: jest.fn(), warning: jest.fn(), error: jest.fn() };

function renderAs(user: { id: number; type: 'doctor' | 'patient'; name: string } | null) {
  const store = createAppStore();
  if (user) store.dispatch(sessionSlice.actions.sessionStarted({ token: 'token', user: user as never }));
  const calls = renderWithStore(<ProductDetailsPage />, {
    store,
    route: '/product-details/5',
    path: '/product-details/:id',
    api: (config) => (config.url === 'product/getProductDetails/5' ? { data: { success: true, message: 'ok', data: product } } : undefined),
  });
  return calls;
}

beforeEach(() => {
  sessionStorage.clear();
  registerStoreFeedback(feedback);
  Object.values(feedback).forEach((fn) => fn.mockClear());
});

describe('a logged-in doctor on a product page', () => {
  const doctor = { id: 40, type: 'doctor' as const, name: 'Dr. Ananya Sharma' };

  it('adds to the cart kept in this browser, with the toast a guest gets', async () => {
    renderAs(doctor);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(feedback.success).toHaveBeenCalledWith(MESSAGES.guestCartAdded));
    expect(JSON.parse(sessionStorage.getItem('cart') ?? '[]')).toEqual([expect.objectContaining({ id: 5, quantity: 1 })]);
  });

  it('is told that the wishlist is for patient accounts when the heart is pressed', async () => {
    renderAs(doctor);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to wishlist' }));
    expect(feedback.warning).toHaveBeenCalledWith(MESSAGES.wishlistPatientsOnly);
    expect(feedback.success).not.toHaveBeenCalled();
  });

  it('a guest is still asked to log in', async () => {
    renderAs(null);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to wishlist' }));
    expect(feedback.warning).toHaveBeenCalledWith(MESSAGES.wishlistLogin);
  });
});
