/** The house seller's coupon limits (issue 24): the tab only for the house seller, the limits shown and saved (empty is no limit), bad numbers refused before any request, the server's refusal shown. */
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { type HouseCoupon, ok } from 'shared-lib/contract';
import { couponPaths, sellerPaths, urlOf } from 'shared-lib/contract/paths';
import { COUPON_LIMIT_BOUNDS, COUPON_LIMIT_MESSAGES } from 'shared-lib/domain';
import { renderWithStore } from 'shared-lib/testing';
import { Toasts } from 'shared-lib/ui';
import { SellerDashboard } from '../dashboard/SellerDashboard';

configure({ asyncUtilTimeout: 5000 });

const welcome: HouseCoupon = { id: 1, code: 'WELCOME50', description: '50% off your first order', is_active: 1, min_order_value: null, max_uses: null, max_uses_per_user: 1, uses: 4 };
const flat: HouseCoupon = { id: 2, code: 'FLAT100', description: '₹100 off on orders above ₹999', is_active: 1, min_order_value: 999, max_uses: 500, max_uses_per_user: null, uses: 12 };
const profile = (isHouse: boolean) => ({ id: 1, seller_id: 1, company_name: 'AyurVeda Bazaar Pvt Ltd', company_type: 'Private Limited', office_address: '', company_regd_no: '', first_name: 'A', last_name: 'B', email: 'a@b.in', phone: '', state_id: null, city_id: null, state_name: '', city_name: '', postal_code: '', gst_number: '', pan_number: '', country_id: 101, has_pan_image: false, is_house: isHouse });

function render(isHouse: boolean, put: (config: InternalAxiosRequestConfig) => { status?: number; data: unknown } = (config) => ({ data: ok({ ...flat, ...JSON.parse(String(config.data)) }, COUPON_LIMIT_MESSAGES.saved) })) {
  return renderWithStore(
    <>
      <SellerDashboard />
      <Toasts />
    </>,
    {
      route: '/coupons',
      api: (config) => {
        if (config.url === urlOf(sellerPaths.profile)) return { data: ok(profile(isHouse)) };
        if (config.url === urlOf(couponPaths.houseList)) return { data: ok([flat, welcome]) };
        if (config.method === 'put' && config.url === urlOf(couponPaths.houseLimits, { id: flat.id })) return put(config);
        if (config.url === 'seller/dashboard') return { data: ok({ orders_to_ship: 0, orders_in_transit: 0, low_stock_products: 0, low_stock_threshold: 5, products: 0, month_sales: 0, month: '2026-11' }) };
        return undefined;
      },
    },
  );
}

const flatCard = () => screen.findByTestId('coupon-FLAT100');

describe('coupon limits in the seller dashboard', () => {
  it('shows the house seller every coupon with its uses and limits, empty meaning no limit', async () => {
    render(true);
    expect(await screen.findByRole('heading', { name: 'Coupon limits' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Coupons' })).toHaveAttribute('aria-current', 'page');
    const card = await flatCard();
    expect(card).toHaveTextContent('Used 12 of 500 time(s)');
    expect(within(card).getByLabelText('Minimum order value (₹)')).toHaveValue('999');
    expect(within(card).getByLabelText('Uses in all')).toHaveValue('500');
    expect(within(card).getByLabelText('Uses per customer')).toHaveValue('');
    const welcomeCard = screen.getByTestId('coupon-WELCOME50');
    expect(welcomeCard).toHaveTextContent('Used 4 time(s)');
    expect(within(welcomeCard).getByLabelText('Uses per customer')).toHaveValue('1');
  });

  it('saves the limits as numbers, an emptied field as null, and says so', async () => {
    const { calls } = render(true);
    const card = await flatCard();
    fireEvent.change(within(card).getByLabelText('Minimum order value (₹)'), { target: { value: ' 1499 ' } });
    fireEvent.change(within(card).getByLabelText('Uses per customer'), { target: { value: '2' } });
    fireEvent.change(within(card).getByLabelText('Uses in all'), { target: { value: '' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save the limits of FLAT100' }));
    expect(await screen.findByText(COUPON_LIMIT_MESSAGES.saved)).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'put');
    expect(put?.url).toBe(urlOf(couponPaths.houseLimits, { id: 2 }));
    expect(JSON.parse(String(put?.data))).toEqual({ min_order_value: 1499, max_uses_per_user: 2, max_uses: null });
    await waitFor(() => expect(within(screen.getByTestId('coupon-FLAT100')).getByLabelText('Uses in all')).toHaveValue(''));
    expect(screen.getByTestId('coupon-FLAT100')).toHaveTextContent('Used 12 time(s)');
  });

  it('refuses a zero, a fraction or a number over the bound beside its field, without a request', async () => {
    const { calls } = render(true);
    const card = await flatCard();
    fireEvent.change(within(card).getByLabelText('Minimum order value (₹)'), { target: { value: '0' } });
    fireEvent.change(within(card).getByLabelText('Uses per customer'), { target: { value: String(COUPON_LIMIT_BOUNDS.maxUsesPerUser + 1) } });
    fireEvent.change(within(card).getByLabelText('Uses in all'), { target: { value: '2.5' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save the limits of FLAT100' }));
    expect(within(card).getByLabelText('Minimum order value (₹)')).toHaveAccessibleDescription(COUPON_LIMIT_MESSAGES.wholeNumber(COUPON_LIMIT_BOUNDS.minOrderValue));
    expect(within(card).getByLabelText('Uses per customer')).toHaveAccessibleDescription(COUPON_LIMIT_MESSAGES.wholeNumber(COUPON_LIMIT_BOUNDS.maxUsesPerUser));
    expect(within(card).getByLabelText('Uses in all')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.method === 'put')).toBe(false);
  });

  it("shows the server's refusal on the coupon's card", async () => {
    render(true, () => ({ status: 403, data: { success: false, message: COUPON_LIMIT_MESSAGES.houseOnly, data: null } }));
    const card = await flatCard();
    fireEvent.click(within(card).getByRole('button', { name: 'Save the limits of FLAT100' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(COUPON_LIMIT_MESSAGES.houseOnly);
  });

  it('gives another seller no Coupons tab, and its address leads to the dashboard', async () => {
    const { calls } = render(false);
    expect(await screen.findByRole('heading', { name: 'Today at a glance' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Coupons' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url === urlOf(couponPaths.houseList))).toBe(false);
  });
});
