import { fireEvent, screen, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { ok, type SellerOrder } from 'shared-lib/contract';
import { fakeServer, renderWithStore } from 'shared-lib/testing';
import { Toasts } from 'shared-lib/ui';
import { OrdersPage } from './OrdersPage';

const order = (shipment_id: number, overrides: Partial<SellerOrder> = {}): SellerOrder => ({
  shipment_id,
  status: 1,
  courier: null,
  tracking_number: null,
  shipped_at: null,
  delivered_at: null,
  unique_id: `ORD-${shipment_id}`,
  order_date: '2026-11-20T10:00:00.000Z',
  order_status: 1,
  payment_type: '2',
  payment_status: 'cod',
  delivery_address: { name: 'Asha Rao', address_line_1: '12 MG Road', address_line_2: 'Near Metro', city_name: 'Bengaluru', state_name: 'Karnataka', pincode: '560001' },
  lines: [{ id: 1, product_id: 3, name: 'Triphala Churna', code: 'TRI-3', image: '/uploads/t.png', quantity: 2, sales_price: 150, total_price: 300 }],
  total: 300,
  next_action: 'ship',
  ...overrides,
});

function serve(move: (config: InternalAxiosRequestConfig) => { status?: number; data: unknown }) {
  return fakeServer((config) => {
    if (config.url === 'seller/orders')
      return { data: ok({ items: [order(5), order(4, { status: 2, next_action: 'deliver', courier: 'Blue Dart', tracking_number: 'BD123456', shipped_at: '2026-11-21T09:00:00.000Z' }), order(3, { status: 4, next_action: null })], total: 3, page: 1, pageSize: 10 }) };
    if (config.url?.startsWith('seller/shipments/')) return move(config);
    return undefined;
  });
}

function renderPage() {
  return renderWithStore(
    <>
      <OrdersPage />
      <Toasts />
    </>,
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('orders to fulfil', () => {
  it('shows each order with the delivery address, own lines, status and only the allowed move', async () => {
    serve(() => ({ data: ok(order(5)) }));
    renderPage();
    const [processing, shipped, cancelled] = await screen.findAllByTestId('seller-order');
    expect(within(processing).getByText('12 MG Road')).toBeInTheDocument();
    expect(within(processing).getByText('Triphala Churna')).toBeInTheDocument();
    expect(within(processing).getByTestId('order-status')).toHaveTextContent('Processing');
    expect(within(processing).getByRole('button', { name: 'Ship order ORD-5' })).toBeInTheDocument();
    expect(within(processing).queryByRole('button', { name: /Deliver/ })).not.toBeInTheDocument();
    expect(within(shipped).getByTestId('shipment-tracking')).toHaveTextContent('Blue Dart, tracking number BD123456');
    expect(within(shipped).getByRole('button', { name: 'Deliver order ORD-4' })).toBeInTheDocument();
    expect(within(shipped).queryByRole('button', { name: /Ship/ })).not.toBeInTheDocument();
    expect(within(cancelled).getByTestId('order-status')).toHaveTextContent('Cancelled');
    expect(within(cancelled).queryByRole('button')).not.toBeInTheDocument();
  });

  it('ships with a courier and tracking number, checking both first', async () => {
    const calls = serve(() => ({ data: ok(order(5, { status: 2, next_action: 'deliver' })) }));
    renderPage();
    const [processing] = await screen.findAllByTestId('seller-order');
    fireEvent.click(within(processing).getByRole('button', { name: 'Ship order ORD-5' }));
    fireEvent.click(within(processing).getByRole('button', { name: 'Mark as shipped' }));
    expect(await within(processing).findByText(/The courier name is mandatory/)).toBeInTheDocument();
    expect(calls.some((call) => call.url?.startsWith('seller/shipments/'))).toBe(false);

    fireEvent.change(within(processing).getByLabelText(/Courier name/), { target: { value: 'Delhivery' } });
    fireEvent.change(within(processing).getByLabelText(/Tracking number/), { target: { value: 'DLV-98765' } });
    fireEvent.click(within(processing).getByRole('button', { name: 'Mark as shipped' }));
    expect(await screen.findByText('Shipment marked as shipped')).toBeInTheDocument();
    const sent = calls.find((call) => call.url === 'seller/shipments/5/ship')!;
    expect(sent.method).toBe('put');
    expect(JSON.parse(sent.data as string)).toEqual({ courier: 'Delhivery', tracking_number: 'DLV-98765' });
  });

  it("shows the server's message when a move is refused", async () => {
    serve(() => ({ status: 409, data: { success: false, message: 'This shipment has already been delivered', data: null } }));
    renderPage();
    const [, shipped] = await screen.findAllByTestId('seller-order');
    fireEvent.click(within(shipped).getByRole('button', { name: 'Deliver order ORD-4' }));
    expect(await within(shipped).findByRole('alert')).toHaveTextContent('This shipment has already been delivered');
  });

  it('cancels an unshipped pay-on-delivery part with a reason for the buyer', async () => {
    const calls = serve(() => ({ data: ok(order(5, { status: 4, next_action: null })) }));
    renderPage();
    const [processing, shipped] = await screen.findAllByTestId('seller-order');
    expect(within(shipped).queryByRole('button', { name: /Cancel my items/ })).not.toBeInTheDocument();
    fireEvent.click(within(processing).getByRole('button', { name: 'Cancel my items of order ORD-5' }));
    fireEvent.click(within(processing).getByRole('button', { name: 'Cancel my items' }));
    expect(await within(processing).findByRole('alert')).toHaveTextContent(/Please give the buyer a reason/);
    fireEvent.change(within(processing).getByLabelText('Reason for the buyer'), { target: { value: 'Out of stock in our store' } });
    fireEvent.click(within(processing).getByRole('button', { name: 'Cancel my items' }));
    expect(await screen.findByText('Your part of this order is cancelled and the buyer has been told why')).toBeInTheDocument();
    const sent = calls.find((call) => call.url === 'seller/shipments/5/cancel')!;
    expect(JSON.parse(sent.data as string)).toEqual({ reason: 'Out of stock in our store' });
  });
});
