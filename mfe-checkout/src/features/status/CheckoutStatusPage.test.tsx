import { fireEvent, screen, waitFor } from '@testing-library/react';
import Swal from 'sweetalert2';
import { fakeServer, renderWithStore } from 'shared-lib/testing';
import { CheckoutStatusPage } from './CheckoutStatusPage';

afterEach(() => Swal.close());

const renderStatus = (status: string) => renderWithStore(<CheckoutStatusPage />, { route: `/checkout-status/${status}`, path: '/checkout-status/:status', routes: { '/home': <p>home page</p> } });

describe('checkout-status popup', () => {
  beforeEach(() => {
    fakeServer(() => undefined);
    window.sessionStorage.setItem('cart', JSON.stringify([{ id: 1, product_name: 'A', quantity: 1, sales_price: 10, product_image: '', seller_id: null }]));
  });

  it("'success' shows 'Thank You!' after 3 s, clears the guest cart, and Continue Shopping goes home", async () => {
    const { store } = renderStatus('success');
    expect(Swal.isVisible()).toBe(false);
    await waitFor(() => expect(Swal.getTitle()?.textContent).toBe('Thank You!'), { timeout: 4000 });
    expect(Swal.getHtmlContainer()?.textContent).toBe('Order placed successfully.');
    expect(Swal.getConfirmButton()?.textContent).toBe('Continue Shopping');
    expect(store.getState().guestCart.items).toEqual([]);
    fireEvent.click(Swal.getConfirmButton() as HTMLElement);
    await screen.findByText('home page');
  });

  it("anything else shows 'Sorry!' / 'Transaction Failed!' / Go to cart", async () => {
    const { store } = renderStatus('failed');
    await waitFor(() => expect(Swal.getTitle()?.textContent).toBe('Sorry!'), { timeout: 4000 });
    expect(Swal.getHtmlContainer()?.textContent).toBe('Transaction Failed!');
    expect(Swal.getConfirmButton()?.textContent).toBe('Go to cart');
    expect(store.getState().guestCart.items).toHaveLength(1);
    fireEvent.click(Swal.getConfirmButton() as HTMLElement);
    await screen.findByText('home page');
  });
});
