/** The seller's Profile tab (issue 28): the company as registered, and the pharmacy details needed to list prescription medicines, checked before any request and saved. */
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { ok, type SellerProfile } from 'shared-lib/contract';
import { sellerPaths, urlOf } from 'shared-lib/contract/paths';
import { PHARMACY_MESSAGES } from 'shared-lib/domain';
import en from '../../i18n/en.json';
import { renderWithStore } from 'shared-lib/testing';
import { Toasts } from 'shared-lib/ui';
import { SellerDashboard } from '../dashboard/SellerDashboard';

configure({ asyncUtilTimeout: 5000 });

const profile: SellerProfile = {
  id: 1, seller_id: 7, company_name: 'Sahyadri Herbals', company_type: 'LLP', office_address: '12 Marine Drive', company_regd_no: 'AAB-1234', first_name: 'Prakash', last_name: 'Kulkarni',
  email: 'p@s.in', phone: '9820012345', state_id: 15, city_id: 501, state_name: 'Maharashtra', city_name: 'Mumbai', postal_code: '400001', gst_number: '27AAPFU0939F1ZV', pan_number: 'AAPFU0939F',
  country_id: 101, has_pan_image: true, is_house: false, pharmacist_name: null, pharmacist_registration: null, drug_licence_number: null, verification_status: 'verified', verification_reason: null,
};

function render() {
  return renderWithStore(
    <>
      <SellerDashboard />
      <Toasts />
    </>,
    {
      route: '/profile',
      api: (config) => {
        if (config.method === 'put' && config.url === urlOf(sellerPaths.pharmacy)) return { data: ok({ ...profile, ...JSON.parse(String(config.data)) }, PHARMACY_MESSAGES.saved) };
        if (config.url === urlOf(sellerPaths.profile)) return { data: ok(profile) };
        return undefined;
      },
    },
  );
}
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(new RegExp(label)), { target: { value } });

describe('the Profile tab', () => {
  it('shows the company and says prescription medicines need the pharmacy details', async () => {
    render();
    expect(await screen.findByText('Sahyadri Herbals (LLP)')).toBeInTheDocument();
    expect(screen.getByText('27AAPFU0939F1ZV')).toBeInTheDocument();
    expect(screen.getByTestId('pharmacy-state')).toHaveTextContent(en.pharmacy.missing);
  });

  it('refuses incomplete details before any request, then saves all three and says prescription medicines may be listed', async () => {
    const { calls } = render();
    await screen.findByTestId('pharmacy-card');
    type("Registered pharmacist's name", 'Anita Deshmukh');
    fireEvent.click(screen.getByRole('button', { name: 'Save pharmacy details' }));
    expect((await screen.findAllByText(PHARMACY_MESSAGES.allRequired)).length).toBe(2);
    expect(calls.some((call) => call.method === 'put')).toBe(false);

    type('Pharmacist registration number', 'mh-ph 24100');
    type('Retail drug licence number', '20B/MH/2024/1001');
    fireEvent.click(screen.getByRole('button', { name: 'Save pharmacy details' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'put')).toBeDefined());
    expect(JSON.parse(String(calls.find((call) => call.method === 'put')!.data))).toEqual({ pharmacist_name: 'Anita Deshmukh', pharmacist_registration: 'MH-PH 24100', drug_licence_number: '20B/MH/2024/1001' });
    expect(await screen.findByText(/You may list prescription medicines/)).toBeInTheDocument();
    expect(await screen.findByText(en.pharmacy.saved)).toBeInTheDocument();
  });
});
