/** The house seller's Sellers page (issue 33): the tab only for the house seller, the registration's facts, approve, reject with a reason (refused without one before any request), and the pending seller's banner. */
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { ok, type SellerForReview } from 'shared-lib/contract';
import { sellerPaths, sellerVerificationPaths, urlOf } from 'shared-lib/contract/paths';
import { SELLER_VERIFICATION_MESSAGES as V } from 'shared-lib/domain';
import { renderWithStore } from 'shared-lib/testing';
import { Toasts } from 'shared-lib/ui';
import { SellerDashboard } from '../dashboard/SellerDashboard';

configure({ asyncUtilTimeout: 5000 });

const pendingSeller: SellerForReview = {
  id: 7,
  company_name: 'Sahyadri Herbals Pvt Ltd',
  company_type: 'Private Limited Company',
  company_regd_no: 'U24230MH2019PTC100001',
  office_address: '12 Marine Drive',
  city_name: 'Mumbai',
  state_name: 'Maharashtra',
  postal_code: '400001',
  contact_name: 'Prakash Kulkarni',
  email: 'prakash@sahyadri.in',
  phone: '9820012345',
  gst_number: '27AAPFU1001F1Z5',
  pan_number: 'AAPFU1001F',
  has_pan_image: true,
  pharmacist_name: 'Meera Joshi',
  pharmacist_registration: 'MH-PH-12345',
  drug_licence_number: 'MH-MZ1-123456',
  sells_prescription_classes: true,
  products: 3,
  verification_status: 'pending',
  verification_reason: null,
  verification_changed_at: null,
  registered_at: '2026-11-20T05:00:00.000Z',
};
const profile = (isHouse: boolean, status = 'verified') => ({ id: 1, seller_id: 1, company_name: 'Some Company', company_type: 'Private Limited', office_address: '', company_regd_no: '', first_name: 'A', last_name: 'B', email: 'a@b.in', phone: '', state_id: null, city_id: null, state_name: '', city_name: '', postal_code: '', gst_number: '', pan_number: '', country_id: 101, has_pan_image: false, is_house: isHouse, verification_status: status, verification_reason: null });

function render(isHouse: boolean, options: { status?: string; route?: string; put?: (config: InternalAxiosRequestConfig) => { status?: number; data: unknown } } = {}) {
  return renderWithStore(
    <>
      <SellerDashboard />
      <Toasts />
    </>,
    {
      route: options.route ?? '/sellers',
      api: (config) => {
        if (config.url === urlOf(sellerPaths.profile)) return { data: ok(profile(isHouse, options.status)) };
        if (config.url === urlOf(sellerVerificationPaths.list)) return { data: ok(config.params?.status === 'pending' ? [pendingSeller] : []) };
        if (config.method === 'put' && config.url === urlOf(sellerVerificationPaths.decide, { id: pendingSeller.id })) return (options.put ?? (() => ({ data: ok(null, V.approved) })))(config);
        if (config.url === 'seller/dashboard') return { data: ok({ orders_to_ship: 0, orders_in_transit: 0, low_stock_products: 0, low_stock_threshold: 5, products: 0, month_sales: 0, month: '2026-11' }) };
        return undefined;
      },
    },
  );
}

describe('sellers page', () => {
  it('shows the house seller the pending registration with its GSTIN, PAN, drug licence and pharmacist', async () => {
    render(true);
    const card = await screen.findByTestId('seller-review');
    expect(screen.getByRole('link', { name: 'Sellers' })).toHaveAttribute('aria-current', 'page');
    expect(card).toHaveTextContent('Sahyadri Herbals Pvt Ltd');
    expect(card).toHaveTextContent('Pending verification');
    expect(card).toHaveTextContent('27AAPFU1001F1Z5');
    expect(card).toHaveTextContent('AAPFU1001F');
    expect(card).toHaveTextContent('MH-MZ1-123456');
    expect(card).toHaveTextContent('Meera Joshi · MH-PH-12345');
    expect(within(card).getByRole('button', { name: 'Show PAN image' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Suspend' })).toBeNull();
  });

  it('approves, and the card shows the seller verified', async () => {
    const { calls } = render(true);
    const card = await screen.findByTestId('seller-review');
    fireEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(V.approved)).toBeInTheDocument();
    expect(JSON.parse(String(calls.find((call) => call.method === 'put')?.data))).toEqual({ decision: 'approve' });
    await waitFor(() => expect(screen.getByTestId('seller-review')).toHaveTextContent('Verified'));
  });

  it('refuses to reject without a reason, then sends the reason', async () => {
    const { calls } = render(true, { put: (config) => ({ data: ok(null, V.rejected), ...(JSON.parse(String(config.data)).reason ? {} : { status: 400 }) }) });
    const card = await screen.findByTestId('seller-review');
    fireEvent.click(within(card).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(V.reasonRequired)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'put')).toBe(false);
    fireEvent.change(within(card).getByLabelText(/Reason/), { target: { value: 'The PAN image is unreadable' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(V.rejected)).toBeInTheDocument();
    expect(JSON.parse(String(calls.find((call) => call.method === 'put')?.data))).toEqual({ decision: 'reject', reason: 'The PAN image is unreadable' });
  });

  it('has no Sellers tab for other sellers, and tells a pending seller why shoppers do not see its products', async () => {
    render(false, { status: 'pending', route: '/' });
    expect(await screen.findByTestId('verification-banner')).toHaveTextContent(V.pendingBanner);
    expect(screen.queryByRole('link', { name: 'Sellers' })).toBeNull();
  });
});
