/** My Orders (issue 34): a line in a delivered shipment links to its product's review form; other lines do not. */
import { screen } from '@testing-library/react';
import type { PatientOrder } from 'shared-lib/contract';
import { renderWithStore, setViewportWidth } from 'shared-lib/testing';
import { OrderItems } from './OrderItems';

const line = (id: number, productId: number, name: string) => ({ id, product_id: productId, quantity: 1, total_price: 300, product: { id: productId, name, image: 'a.png', code: `C-${id}`, sales_price: 300 } });
const shipment = (id: number, status: 1 | 2 | 3 | 4, lineIds: number[]) => ({ id, seller_name: 'Herbal Co', status, courier: null, tracking_number: null, shipped_at: null, delivered_at: null, order_detail_ids: lineIds });
const ORDER = {
  id: 7,
  unique_id: 'ORD-1',
  order_date: '2026-11-20T10:00:00.000Z',
  status: 2,
  order_total_price: 600,
  total_price: 600,
  shipping_charges: 0,
  discount_price: 0,
  tax: 0,
  coupon_id: null,
  coupon: null,
  payment_type: '2',
  payment_status: 'cod',
  user_id: 3,
  user_address: null,
  order_details: [line(1, 5, 'Ashwagandha Tablets'), line(2, 6, 'Triphala Churna')],
  history: [],
  shipments: [shipment(10, 3, [1]), shipment(11, 2, [2])],
  can_cancel: false,
} as PatientOrder;

describe.each([1280, 375])('OrderItems at %i px', (width) => {
  it('offers "Write a review" for the delivered line only, opening the product with the form', () => {
    setViewportWidth(width);
    renderWithStore(<OrderItems order={ORDER} reviewable />);
    const link = screen.getByRole('link', { name: 'Write a review of Ashwagandha Tablets' });
    expect(link).toHaveAttribute('href', '/home/buy-medicine/product-details/5?review=1');
    expect(screen.queryByRole('link', { name: 'Write a review of Triphala Churna' })).toBeNull();
  });
});
