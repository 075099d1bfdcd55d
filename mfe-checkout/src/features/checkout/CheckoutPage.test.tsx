import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Swal from 'sweetalert2';
import { CheckoutPage } from './CheckoutPage';
import { computeTotals, COUPON_TYPES, EMPTY_CUSTOMER, formatRupees, validateCustomer } from 'shared-lib/domain';
import { fakeServer, renderWithStore } from 'shared-lib/testing';
import { GUEST_CART } from './test-data';

const ok = (data: unknown) => ({ data: { success: true, message: 'ok', data } });
const PERCENT_COUPON = { id: 2, code: 'AYUR10', discount: 10, discount_type: COUPON_TYPES.percent, expire_date: '', description: '10% off' };

function guestServer() {
  return fakeServer((config) => {
    const url = config.url ?? '';
    if (url === 'getstates') return ok([{ id: 1, name: 'Karnataka' }]);
    if (url === 'getCitiesByState/1') return ok([{ id: 10, name: 'Bengaluru', state_id: 1 }]);
    if (url === 'coupon/getCouponDetails/FLAT100') return ok({ id: 1, code: 'FLAT100', discount: 100, discount_type: 1, expire_date: '2099-12-31', description: 'Flat' });
    if (url === 'coupon/getCouponDetails/AYUR10') return ok(PERCENT_COUPON);
    if (url === 'coupon/getCouponDetails/OLD') return ok({ id: 3, code: 'OLD', discount: 10, discount_type: 2, expire_date: '2023-08-31', description: 'old' });
    if (url.startsWith('coupon/getCouponDetails/')) return { data: { success: false, message: 'Invalid Coupon', data: null } };
    if (url.startsWith('product-locations/getByProductAndLocation/11,12/')) {
      const pincode = url.split('/').pop();
      return ok([[{ id: 1, product_id: 11, pincode: '110001' }].filter(() => true), []].map((entries) => entries.map((e) => ({ ...e, deliverable: e.pincode === pincode }))));
    }
    if (url === 'order/placeOrder') return ok({ id: 1, unique_id: 'AYB-ABCDEFGHJK', order_total_price: 0 });
    return undefined;
  });
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.sessionStorage.setItem('cart', JSON.stringify(GUEST_CART));
});
afterEach(() => Swal.close());

const renderCheckout = () => renderWithStore(<CheckoutPage />, { route: '/checkout', path: '/checkout', routes: { '/home': <p>home page</p> } });
const row = (id: string) => screen.getByTestId(id).textContent;

describe('checkout form validation', () => {
  it("shows the spec's messages only after PLACE ORDER, for a guest", async () => {
    guestServer();
    renderCheckout();
    expect(screen.queryByText('The name is mandatory.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
    expect(await screen.findAllByText('The name is mandatory.')).toHaveLength(2);
    expect(screen.getByText('The email is mandatory.')).toBeTruthy();
    expect(screen.getByText('The mobile number is mandatory.')).toBeTruthy();
    expect(screen.getAllByText('This field is mandatory.')).toHaveLength(2); // address line 1 and pincode
    expect(screen.getByText('The state field is mandatory.')).toBeTruthy();
    expect(screen.getByText('The City field is mandatory.')).toBeTruthy();
  });

  it('validates the last name on its own control (the known defect is fixed)', async () => {
    guestServer();
    renderCheckout();
    fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'Asha' } });
    fireEvent.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
    const lastName = screen.getByLabelText(/Last name/);
    await waitFor(() => expect(lastName.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById('checkout-last_name-error')?.textContent).toBe('The name is mandatory.');
    expect(document.getElementById('checkout-first_name-error')).toBeNull();
    // and the other way round
    expect(validateCustomer({ ...EMPTY_CUSTOMER, last_name: 'Rao' }).first_name).toBe('The name is mandatory.');
    expect(validateCustomer({ ...EMPTY_CUSTOMER, last_name: 'Rao' }).last_name).toBeUndefined();
  });
});

describe('order summary and coupon', () => {
  it('shows the lines and the totals of the pricing rule, shipping included below the free-shipping amount', async () => {
    guestServer();
    renderCheckout();
    const totals = computeTotals(GUEST_CART);
    expect(totals.shipping).toBeGreaterThan(0);
    expect(screen.getByText('Order Summary (2 items)')).toBeTruthy();
    expect(row('total-subtotal')).toBe(formatRupees(totals.subtotal));
    expect(row('total-shipping')).toBe(formatRupees(totals.shipping));
    expect(row('total-tax')).toBe(formatRupees(totals.tax));
    expect(row('total-order')).toBe(formatRupees(totals.orderTotal));
    const images = screen.getAllByTestId('summary-line').map((line) => within(line).getByRole('presentation', { hidden: true }) as HTMLImageElement);
    expect(images.every((img) => img.getAttribute('width') === '56' && img.getAttribute('height') === '56')).toBe(true);
  });

  it("'Please enter Coupon Code' for 1 s, 'Invalid Coupon' for 2 s", async () => {
    jest.useFakeTimers();
    try {
      guestServer();
      renderCheckout();
      fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
      expect(screen.getByText('Please enter Coupon Code')).toBeTruthy();
      act(() => jest.advanceTimersByTime(900));
      expect(screen.getByText('Please enter Coupon Code')).toBeTruthy();
      act(() => jest.advanceTimersByTime(200));
      expect(screen.queryByText('Please enter Coupon Code')).toBeNull();
      fireEvent.change(screen.getByPlaceholderText('Enter coupon code Here'), { target: { value: 'nope' } });
      fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
      await screen.findByText('Invalid Coupon');
      act(() => jest.advanceTimersByTime(1400));
      expect(screen.getByText('Invalid Coupon')).toBeTruthy();
      act(() => jest.advanceTimersByTime(700));
      expect(screen.queryByText('Invalid Coupon')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('applies a percent coupon, and Cancel resets the totals', async () => {
    guestServer();
    renderCheckout();
    fireEvent.change(screen.getByPlaceholderText('Enter coupon code Here'), { target: { value: 'ayur10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const discounted = computeTotals(GUEST_CART, PERCENT_COUPON);
    await waitFor(() => expect(row('total-discount')).toBe(`− ${formatRupees(discounted.discount)}`));
    expect(row('total-total')).toBe(formatRupees(discounted.total));
    expect(row('total-tax')).toBe(formatRupees(discounted.tax));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(row('total-discount')).toBe(formatRupees(0));
    expect(row('total-order')).toBe(formatRupees(computeTotals(GUEST_CART).orderTotal));
    expect((screen.getByPlaceholderText('Enter coupon code Here') as HTMLInputElement).value).toBe('');
  });

  it("shows the popup 'Error' / 'Coupon has been expired' for an expired coupon", async () => {
    guestServer();
    renderCheckout();
    fireEvent.change(screen.getByPlaceholderText('Enter coupon code Here'), { target: { value: 'OLD' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(Swal.getTitle()?.textContent).toBe('Error'));
    expect(Swal.getHtmlContainer()?.textContent).toBe('Coupon has been expired');
    expect(row('total-discount')).toBe('₹0');
  });
});

describe('delivery rule', () => {
  it("highlights a product restricted elsewhere and shows 'Cart Error'", async () => {
    const calls = guestServer();
    renderCheckout();
    fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'Asha' } });
    fireEvent.change(screen.getByLabelText(/Last name/), { target: { value: 'Rao' } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'asha@example.in' } });
    fireEvent.change(screen.getByLabelText(/Mobile number/), { target: { value: '9876543210' } });
    fireEvent.change(screen.getByLabelText(/Address line 1/), { target: { value: '1 MG Road' } });
    await screen.findByRole('option', { name: 'Karnataka' });
    fireEvent.change(screen.getByLabelText(/^State/), { target: { value: '1' } });
    await screen.findByRole('option', { name: 'Bengaluru' });
    fireEvent.change(screen.getByLabelText(/^City/), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText(/Pincode/), { target: { value: '560001' } });
    fireEvent.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
    await waitFor(() => expect(Swal.getTitle()?.textContent).toBe('Cart Error'));
    expect(Swal.getHtmlContainer()?.textContent).toBe('Please remove the highlighted product from cart to proceed the order');
    expect(screen.getByText('This product is not available on your location. Please remove this from cart to proceed.')).toBeTruthy();
    expect(calls.some((c) => c.url === 'order/placeOrder')).toBe(false);
  });
});
