import { act, fireEvent, screen } from '@testing-library/react';
import { CART_QUANTITY_MAX, CART_QUANTITY_MIN } from 'shared-lib/domain/core';
import { renderWithStore } from 'shared-lib/testing';
import { boundCartQuantity } from './cart-quantity';
import { CartModal } from './CartModal';

const item = { id: 7, product_name: 'Triphala Churna', quantity: 2, sales_price: 150, product_image: '/t.png', seller_id: null };

const renderModal = () => renderWithStore(<CartModal open onClose={() => undefined} />).store;

describe('cart modal', () => {
  afterEach(() => sessionStorage.clear());

  it('bounds the quantity input to the cart limits', () => {
    expect(boundCartQuantity('0')).toBe(CART_QUANTITY_MIN);
    expect(boundCartQuantity('-3')).toBe(CART_QUANTITY_MIN);
    expect(boundCartQuantity(String(CART_QUANTITY_MAX + 1))).toBe(CART_QUANTITY_MAX);
    expect(boundCartQuantity('4')).toBe(4);
    expect(boundCartQuantity('2.7')).toBe(2);
    expect(boundCartQuantity('')).toBeNull();
    expect(boundCartQuantity('abc')).toBeNull();
    expect(boundCartQuantity('9', 3)).toBe(3);
  });

  it('clamps typed quantities and removes lines, then shows the empty text with Checkout disabled', () => {
    sessionStorage.setItem('cart', JSON.stringify([item]));
    const store = renderModal();
    const input = screen.getByLabelText('Quantity of Triphala Churna') as HTMLInputElement;
    expect(input.min).toBe(String(CART_QUANTITY_MIN));
    expect(input.max).toBe(String(CART_QUANTITY_MAX));
    fireEvent.change(input, { target: { value: String(CART_QUANTITY_MAX + 1) } });
    expect(store.getState().guestCart.items[0].quantity).toBe(CART_QUANTITY_MAX);
    expect(input.value).toBe(String(CART_QUANTITY_MAX));
    fireEvent.change(input, { target: { value: '0' } });
    expect(store.getState().guestCart.items[0].quantity).toBe(CART_QUANTITY_MIN);
    fireEvent.change(input, { target: { value: '3' } });
    expect(JSON.parse(sessionStorage.getItem('cart') ?? '[]')[0].quantity).toBe(3);
    expect((screen.getByRole('button', { name: 'Checkout' }) as HTMLButtonElement).disabled).toBe(false);
    act(() => screen.getByRole('button', { name: 'Remove Triphala Churna' }).click());
    expect(screen.getByTestId('cart-empty').textContent).toBe('Your Cart is empty.');
    expect((screen.getByRole('button', { name: 'Checkout' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('closes on Escape', () => {
    const onClose = jest.fn();
    renderWithStore(<CartModal open onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Your Cart' })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});
