import { render, screen, within } from '@testing-library/react';
import type { PatientOrder } from 'shared-lib/contract';
import { OrderTimeline } from './OrderTimeline';

const order = {
  unique_id: 'ORD-1',
  status: 2,
  history: [
    { status: 1, changed_at: '2026-11-20T04:30:00.000Z' },
    { status: 2, changed_at: '2026-11-21T06:45:00.000Z' },
  ],
  shipments: [
    { id: 1, seller_name: 'Sahyadri Herbals', status: 2, courier: 'Blue Dart', tracking_number: 'BD123456', shipped_at: '2026-11-21T06:45:00.000Z', delivered_at: null, order_detail_ids: [1] },
    { id: 2, seller_name: 'AyurVeda Bazaar', status: 3, courier: 'India Post', tracking_number: 'EE123', shipped_at: null, delivered_at: null, order_detail_ids: [2] },
  ],
} as unknown as PatientOrder;

describe('order timeline', () => {
  it('lists each status change with its date (India time), oldest first, and each shipment', () => {
    render(<OrderTimeline order={order} />);
    const steps = screen.getAllByTestId('timeline-step');
    expect(steps.map((step) => step.textContent)).toEqual([expect.stringMatching(/^Processing.*20 Nov 2026.*10:00/), expect.stringMatching(/^Shipped.*21 Nov 2026.*12:15/)]);
    const [first, second] = screen.getAllByTestId('order-shipment');
    expect(first).toHaveTextContent('Sold by Sahyadri Herbals');
    expect(within(first).getByTestId('order-status')).toHaveTextContent('Shipped');
    expect(first).toHaveTextContent('Blue Dart · Tracking number BD123456');
    expect(within(second).getByTestId('order-status')).toHaveTextContent('Delivered');
  });

  it("follows the order's own changes with its returns' steps (issue 33)", () => {
    const returned = { ...order, status: 3, return_steps: [
      { status: 'requested', changed_at: '2026-11-24T05:00:00.000Z' },
      { status: 'received', changed_at: '2026-11-26T05:00:00.000Z' },
    ] } as unknown as PatientOrder;
    render(<OrderTimeline order={returned} />);
    const steps = screen.getAllByTestId('timeline-step').map((step) => step.textContent);
    expect(steps).toEqual([
      expect.stringMatching(/^Processing/),
      expect.stringMatching(/^Shipped/),
      expect.stringMatching(/^Return requested.*24 Nov 2026/),
      expect.stringMatching(/^Received by the seller.*26 Nov 2026/),
    ]);
  });

  it('shows nothing for an order without history', () => {
    const { container } = render(<OrderTimeline order={{ ...order, history: [], shipments: [] }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
