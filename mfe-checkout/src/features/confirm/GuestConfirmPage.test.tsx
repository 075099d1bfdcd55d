import { fireEvent, screen } from '@testing-library/react';
import { GUEST_MESSAGES } from 'shared-lib/domain';
import { fakeServer, renderWithStore } from 'shared-lib/testing';
import { GuestConfirmPage } from './GuestConfirmPage';

const order = { unique_id: 'AYB-2026-11-000123', order_date: '2026-11-25', payment_type: 'COD', order_total_price: 540, lines: [{ name: 'Ashwagandha Churna', quantity: 2, total: 540 }], delivery_estimate: 'Delivery in 3-5 days', confirm_by: '2026-11-25T10:30:00.000Z' };
const renderPage = (query = '?order=AYB-2026-11-000123&token=tok') =>
  renderWithStore(<GuestConfirmPage />, { route: `/order/confirm${query}`, path: '/order/confirm', routes: { '/home': <p>home page</p> } });

describe('guest confirm page (the mailed link)', () => {
  it('opening the link only reads the order; "Confirm my order" POSTs the token and says confirmed with the delivery estimate', async () => {
    const calls = fakeServer((config) =>
      config.method === 'post'
        ? { data: { success: true, message: GUEST_MESSAGES.orderConfirmed, data: { state: 'confirmed', order: { ...order, confirm_by: null } } } }
        : { data: { success: true, message: '', data: { state: 'pending', order } } },
    );
    renderPage();
    await screen.findByText('Order AYB-2026-11-000123');
    expect(screen.getByText('Ashwagandha Churna')).toBeTruthy();
    expect(calls.map((c) => c.method)).toEqual(['get']);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my order' }));
    expect(await screen.findByText('Your order is confirmed')).toBeTruthy();
    expect(screen.getByText(/Delivery in 3-5 days/)).toBeTruthy();
    expect(calls.map((c) => c.method)).toEqual(['get', 'post']);
    expect(JSON.parse(calls[1].data as string)).toEqual({ order: 'AYB-2026-11-000123', token: 'tok' });
    expect(screen.queryByRole('button', { name: 'Confirm my order' })).toBeNull();
  });

  it.each([
    [409, GUEST_MESSAGES.alreadyConfirmed, 'This order is already confirmed'],
    [410, GUEST_MESSAGES.confirmExpired, 'This confirmation link has expired. The order was cancelled and nothing will be delivered.'],
    [404, GUEST_MESSAGES.confirmWrongToken, GUEST_MESSAGES.confirmWrongToken],
    [429, 'Too many attempts. Please try again in 5 minutes.', GUEST_MESSAGES.confirmRateLimited],
  ])('a %s answer to the button shows its own message', async (status, message, shown) => {
    fakeServer((config) => (config.method === 'post' ? { status, data: { success: false, message, data: null } } : { data: { success: true, message: '', data: { state: 'pending', order } } }));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm my order' }));
    expect(await screen.findByText(shown)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Transaction Failed/);
    if (status === 410) expect(screen.getByRole('link', { name: 'Order again' }).getAttribute('href')).toBe('/home');
  });

  it('a link already used says so without a button; a lapsed one says expired with Order again; a wrong one says it is not valid', async () => {
    fakeServer(() => ({ data: { success: true, message: '', data: { state: 'confirmed', order } } }));
    const first = renderPage();
    expect(await screen.findByText('This order is already confirmed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm my order' })).toBeNull();
    first.unmount();

    fakeServer(() => ({ data: { success: true, message: '', data: { state: 'expired', order } } }));
    const second = renderPage();
    expect(await screen.findByText(GUEST_MESSAGES.confirmExpired)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Order again' })).toBeTruthy();
    second.unmount();

    fakeServer(() => ({ status: 404, data: { success: false, message: GUEST_MESSAGES.confirmWrongToken, data: null } }));
    renderPage('?order=AYB-2026-11-000123&token=forged');
    expect(await screen.findByText(GUEST_MESSAGES.confirmWrongToken)).toBeTruthy();
  });
});
