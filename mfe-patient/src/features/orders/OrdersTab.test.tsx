import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PatientOrder } from 'shared-lib/contract';
import { fakeServer, renderWithStore, setViewportWidth } from 'shared-lib/testing';
import { OrdersTab } from './OrdersTab';

const ORDER: PatientOrder = {
  id: 7,
  unique_id: 'ORD-TEST-1001',
  order_date: '2026-11-20T10:00:00.000Z',
  status: 1,
  order_total_price: 635,
  total_price: 538,
  shipping_charges: 0,
  discount_price: 0,
  tax: 97,
  coupon_id: null,
  coupon: null,
  payment_type: '2',
  payment_status: 'cod',
  user_id: 3,
  user_address: null,
  order_details: [{ id: 1, product_id: 5, quantity: 2, total_price: 538, product: { id: 5, name: 'Ashwagandha Tablets', image: 'a.png', code: 'ASH-60', sales_price: 269 } }],
  history: [],
  shipments: [],
  can_cancel: true,
};

/** The server's answer to a paid order's cancel: the page must show this, not a text of its own. */
const REFUND_MESSAGE = 'Your order has been cancelled. A refund of ₹635 will be made to your original payment method within 5-7 working days.';

function serve() {
  let status = 1;
  return fakeServer((config) => {
    if (config.url?.startsWith('order/getOrderByUserId/3')) {
      return { data: { success: true, message: '', data: { items: [{ ...ORDER, status, can_cancel: status === 1 }], total: 1, page: 1, pageSize: 10 } } };
    }
    if (config.url === 'order/cancel/ORD-TEST-1001' && config.method === 'put') {
      status = 4;
      return { data: { success: true, message: REFUND_MESSAGE, data: { ...ORDER, status, can_cancel: false } } };
    }
    return undefined;
  });
}

// SweetAlert2 (behind shared-lib/ui) restores the scroll position on close, which jsdom does not implement
beforeAll(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});

/** The open dialog (shared-lib/ui's SweetAlert2 popup: role dialog, named by its title). */
const dialog = (name: string) => screen.findByRole('dialog', { name });

describe('OrdersTab', () => {
  it('is a table Order, Date, Status, Total, Actions on wide screens', async () => {
    setViewportWidth(1280);
    serve();
    renderWithStore(<OrdersTab patientId={3} />);
    const row = await screen.findByTestId('order-row');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Order', 'Date', 'Status', 'Total', 'Actions']);
    expect(row.tagName).toBe('TR');
    fireEvent.click(within(row).getByRole('button', { name: 'View' }));
    expect(screen.getByText('Order Total')).toBeInTheDocument();
    expect(screen.getByText('ASH-60')).toBeInTheDocument();
  });

  it('is one stacked card per order on phones, with the lines and totals below it', async () => {
    setViewportWidth(375);
    serve();
    renderWithStore(<OrdersTab patientId={3} />);
    const card = await screen.findByTestId('order-row');
    expect(card.tagName).toBe('LI');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    for (const label of ['Order', 'Date', 'Status', 'Total']) expect(within(card).getByText(label, { selector: 'dt' })).toBeInTheDocument();
    expect(within(card).getByText('ORD-TEST-1001')).toBeInTheDocument();
    expect(within(card).getByText('Processing')).toBeInTheDocument();
    const view = within(card).getByRole('button', { name: 'View' });
    fireEvent.click(view);
    expect(view).toHaveTextContent('Hide');
    expect(view).toHaveAttribute('aria-expanded', 'true');
    const items = within(card).getByRole('list', { name: 'Order items' });
    expect(within(items).getByText('Ashwagandha Tablets')).toBeInTheDocument();
    expect(within(items).getByText('Qty 2')).toBeInTheDocument();
    expect(within(card).getByText('Order Total')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("asks in a dialog before cancelling; Keep order leaves it, Yes cancels it and shows the server's message (the refund)", async () => {
    setViewportWidth(1280);
    const calls = serve();
    renderWithStore(<OrdersTab patientId={3} />);
    const row = await screen.findByTestId('order-row');

    fireEvent.click(within(row).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(await dialog('Cancel this order?')).getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'put')).toBe(false);

    fireEvent.click(within(row).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(await dialog('Cancel this order?')).getByRole('button', { name: 'Yes, cancel it' }));
    const success = await dialog('Success');
    expect(success).toHaveTextContent(REFUND_MESSAGE);
    expect(calls.filter((call) => call.method === 'put').map((call) => call.url)).toEqual(['order/cancel/ORD-TEST-1001']);
    fireEvent.click(within(success).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(within(screen.getByTestId('order-row')).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument());
  });
});

describe('tax invoice', () => {
  it('a cancelled order offers no invoice unless one was issued (has_invoice from the server)', async () => {
    setViewportWidth(1280);
    fakeServer((config) =>
      config.url?.startsWith('order/getOrderByUserId/3')
        ? { data: { success: true, message: '', data: { items: [{ ...ORDER, status: 4, has_invoice: false }, { ...ORDER, id: 9, unique_id: 'ORD-TEST-1003', status: 4, has_invoice: true }], total: 2, page: 1, pageSize: 10 } } }
        : undefined,
    );
    renderWithStore(<OrdersTab patientId={3} />);
    const [never, issued] = await screen.findAllByTestId('order-row');
    expect(within(never).queryByRole('button', { name: /tax invoice/ })).toBeNull();
    expect(within(issued).getByRole('button', { name: 'Download the tax invoice of order ORD-TEST-1003' })).toBeTruthy();
  });

  it("downloads the order's invoice PDF with the patient's token; a pending online order has no invoice button", async () => {
    setViewportWidth(1280);
    const requested: string[] = [];
    fakeServer((config) => {
      if (config.url?.startsWith('order/getOrderByUserId/3')) {
        return { data: { success: true, message: '', data: { items: [ORDER, { ...ORDER, id: 8, unique_id: 'ORD-TEST-1002', payment_type: '1', payment_status: 'pending' }], total: 2, page: 1, pageSize: 10 } } };
      }
      if (config.url === 'order/invoice/ORD-TEST-1001') {
        requested.push(`${config.url} ${config.responseType}`);
        return { data: new Blob(['%PDF-1.3'], { type: 'application/pdf' }) };
      }
      return undefined;
    });
    const created = jest.fn(() => 'blob:invoice');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithStore(<OrdersTab patientId={3} />);
    const [paid, pending] = await screen.findAllByTestId('order-row');
    expect(within(pending).queryByRole('button', { name: /tax invoice/ })).toBeNull();
    fireEvent.click(within(paid).getByRole('button', { name: 'Download the tax invoice of order ORD-TEST-1001' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(requested).toEqual(['order/invoice/ORD-TEST-1001 blob']);
    expect(created).toHaveBeenCalled();
    click.mockRestore();
  });
});
