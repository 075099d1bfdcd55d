import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithStore } from 'shared-lib/testing';
import { Header } from './Header';

const item = { id: 7, product_name: 'Triphala Churna', quantity: 2, sales_price: 150, product_image: '/t.png', seller_id: null };
const contact = { id: 1, phone: '1800 100 200', email: 'care@example.in', address: 'Pune' };
const parents = [{ id: 1, name: 'Digestion', categories: [{ id: 11, name: 'Churna' }] }];

const api = (config: { url?: string }) => {
  if (config.url?.includes('contact')) return { data: { success: true, message: 'ok', data: [contact] } };
  if (config.url?.includes('parent')) return { data: { success: true, message: 'ok', data: parents } };
  return undefined;
};

describe('header', () => {
  afterEach(() => sessionStorage.clear());

  it("shows a guest's cart count in its first render, then the api's parts once they have loaded", async () => {
    sessionStorage.setItem('cart', JSON.stringify([item]));
    renderWithStore(<Header />, { api });
    // the first commit: the layout's api part (contact details, the lists' dialogs) is not there yet
    expect(screen.getByRole('button', { name: 'Cart, 1 items' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wishlist, 0 items' })).toBeInTheDocument();
    expect(screen.queryByTestId('header-contact')).not.toBeInTheDocument();

    expect(await screen.findByTestId('header-contact')).toHaveTextContent('1800 100 200');
    expect(screen.getByRole('button', { name: 'Cart, 1 items' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cart, 1 items' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Triphala Churna');
  });

  it('opens the categories panel with every parent category', async () => {
    renderWithStore(<Header />, { api });
    await screen.findByTestId('header-contact');
    await userEvent.click(screen.getByRole('button', { name: 'Categories ▾' }));
    expect(await screen.findByRole('link', { name: 'Churna' })).toHaveAttribute('href', '/home/buy-medicine/category/11');
  });

  it("opens the phone bar's search field from its icon, focused", async () => {
    renderWithStore(<Header />, { api });
    const toggle = screen.getByRole('button', { name: 'Search products' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('combobox', { name: 'Search products' })).toHaveFocus();
  });

  it("puts the wishlist and the account's links in the menu drawer", async () => {
    renderWithStore(<Header />, { api });
    await screen.findByTestId('header-contact');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog');
    expect(drawer).toHaveTextContent('Wishlist');
    expect(drawer).toHaveTextContent('Login');
    await userEvent.click(screen.getByRole('button', { name: 'Wishlist' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Please login for wishlisting a product');
  });
});
