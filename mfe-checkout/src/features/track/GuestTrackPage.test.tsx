import { fireEvent, screen, within } from '@testing-library/react';
import type { PatientOrder } from 'shared-lib/contract';
import { MESSAGES, RATE_LIMIT_MESSAGES } from 'shared-lib/domain';
import { fakeServer, renderWithStore } from 'shared-lib/testing';
import { GuestTrackPage } from './GuestTrackPage';

const order: PatientOrder = {
  id: 9,
  unique_id: 'AYB-2026-11-000123',
  order_date: '2026-11-25T10:00:00.000Z',
  status: 2,
  order_total_price: 590,
  total_price: 540,
  shipping_charges: 50,
  discount_price: 0,
  tax: 0,
  coupon_id: null,
  coupon: null,
  payment_type: '2',
  payment_status: 'cod',
  user_id: null,
  user_address: { state_id: 1, city_id: 1, address: '7 Lake View Road, Near the park, 560034', pincode: '560034', state_name: 'Karnataka', city_name: 'Bengaluru' },
  order_details: [{ id: 1, product_id: 4, quantity: 2, total_price: 540, product: { id: 4, name: 'Ashwagandha Churna', image: 'a.png', code: 'ASH-1', sales_price: 270 } }],
  history: [
    { status: 1, changed_at: '2026-11-25T10:00:00.000Z' },
    { status: 2, changed_at: '2026-11-26T09:00:00.000Z' },
  ],
  shipments: [{ id: 3, seller_name: 'Herbal Co', status: 2, courier: 'Blue Dart', tracking_number: 'BD123456789IN', shipped_at: '2026-11-26T09:00:00.000Z', delivered_at: null, order_detail_ids: [1] }],
  can_cancel: false,
  has_invoice: true,
};

const renderPage = (query = '?order=AYB-2026-11-000123') => renderWithStore(<GuestTrackPage />, { route: `/order/track${query}`, path: '/order/track' });
const track = (contact: string) => {
  fireEvent.change(screen.getByLabelText('E-mail or mobile number'), { target: { value: contact } });
  fireEvent.click(screen.getByRole('button', { name: 'Track' }));
};

describe('Track an order (guests)', () => {
  it("takes the order ID from the mail's link and shows the patient's view: details, timeline, shipment with its tracking number, the invoice", async () => {
    const calls = fakeServer(() => ({ data: { success: true, message: '', data: order } }));
    renderPage();
    expect((screen.getByLabelText('Order ID') as HTMLInputElement).value).toBe('AYB-2026-11-000123');
    track('9876543210');
    const tracked = await screen.findByTestId('tracked-order');
    expect(JSON.parse(calls[0].data as string)).toEqual({ unique_id: 'AYB-2026-11-000123', contact: '9876543210' });
    expect(calls[0].method).toBe('post');
    expect(within(tracked).getByTestId('order-timeline').textContent).toMatch(/Processing.*Shipped/);
    expect(within(tracked).getByText('BD123456789IN')).toBeTruthy();
    expect(within(tracked).getByText('Ashwagandha Churna')).toBeTruthy();
    expect(within(tracked).getByRole('button', { name: /tax invoice/ })).toBeTruthy();
    // shipped: nothing to cancel, and a guest has no review links
    expect(within(tracked).queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(within(tracked).queryByRole('link', { name: /review/i })).toBeNull();
  });

  it("a wrong combination says the spec's 'No order found in this tracking Id' and shows nothing", async () => {
    fakeServer(() => ({ status: 404, data: { success: false, message: MESSAGES.noTrackedOrder, data: null } }));
    renderPage();
    track('someone@example.in');
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.noTrackedOrder);
    expect(screen.queryByTestId('tracked-order')).toBeNull();
  });

  it('a refusal by a limit shows the server\'s words', async () => {
    fakeServer(() => ({ status: 429, data: { success: false, message: RATE_LIMIT_MESSAGES.busyNetwork, data: null } }));
    renderPage();
    track('someone@example.in');
    expect((await screen.findByRole('alert')).textContent).toBe(RATE_LIMIT_MESSAGES.busyNetwork);
  });

  it('offers Cancel order while the order can be cancelled, and no invoice before one was issued', async () => {
    fakeServer(() => ({ data: { success: true, message: '', data: { ...order, status: 1, shipments: [], history: [order.history[0]], can_cancel: true, has_invoice: false } } }));
    renderPage();
    track('kavya@example.in');
    const tracked = await screen.findByTestId('tracked-order');
    expect(within(tracked).getByRole('button', { name: 'Cancel order' })).toBeTruthy();
    expect(within(tracked).queryByRole('button', { name: /tax invoice/ })).toBeNull();
  });
});
