/** Seller Payments page (issue 33): balance, next payout, statements with their downloads, each line's breakdown; the TCS report for the house seller only. */
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { ok, type LedgerEntry, type PayoutStatement, type SellerPayments } from 'shared-lib/contract';
import { payoutPaths, sellerPaths, urlOf } from 'shared-lib/contract/paths';
import { renderWithStore } from 'shared-lib/testing';
import { PaymentsPage } from './PaymentsPage';

configure({ asyncUtilTimeout: 5000 });

const entry: LedgerEntry = {
  id: 5,
  kind: 'sale',
  order_unique_id: 'AYB-DEMO2SELLER',
  product_name: 'Brahmi Capsules',
  quantity: 2,
  taxable_paise: 520_00,
  gst_paise: 93_60,
  commission_percent: '10 %',
  commission_paise: 52_00,
  commission_gst_paise: 9_36,
  tcs_paise: 2_60,
  tds_paise: 52,
  net_paise: 549_12,
  occurred_at: '2026-11-20T10:00:00.000Z',
  payable_at: '2026-11-27T10:00:00.000Z',
  statement_id: null,
};
const statement: PayoutStatement = {
  id: 3,
  period_start: null,
  period_end: '2026-11-22T18:30:00.000Z',
  opening_paise: 0,
  sales_paise: 1_000_00,
  returns_paise: 0,
  deductions_paise: 1_20_00,
  net_payable_paise: 880_00,
  closing_paise: 0,
  entry_count: 1,
};
const payments: SellerPayments = { balance_paise: 549_12, payable_next_paise: 549_12, next_payout_at: '2026-11-29T18:30:00.000Z', statements: [statement], entries: [entry], entries_total: 1 };

function render(isHouse: boolean) {
  const fetched: string[] = [];
  const view = renderWithStore(<PaymentsPage />, {
    api: (config: InternalAxiosRequestConfig) => {
      if (config.url === urlOf(payoutPaths.summary)) return { data: ok(payments) };
      if (config.url === urlOf(sellerPaths.profile)) return { data: ok({ id: 1, seller_id: 1, company_name: 'Demo', is_house: isHouse }) };
      if (config.responseType === 'blob') {
        fetched.push(`${config.url}${config.params?.month ? `?month=${config.params.month}` : ''}`);
        return { data: new Blob(['x']) };
      }
      return undefined;
    },
  });
  return { ...view, fetched };
}

beforeAll(() => {
  Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined });
  // the browser saves the file; jsdom cannot navigate
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});

it('shows the balance, the next payout date (India time), the statement and each line with its breakdown in rupees', async () => {
  render(false);
  expect(await screen.findByTestId('payments-balance')).toHaveTextContent('₹549.12');
  expect(screen.getByTestId('payments-next-date')).toHaveTextContent('30 Nov 2026');
  const week = screen.getByRole('article', { name: 'Statement of the week ending 23 Nov 2026' });
  expect(week).toHaveTextContent('Net payable₹880.00');
  const line = screen.getByTestId('ledger-entry');
  expect(line).toHaveTextContent('Brahmi Capsules × 2');
  expect(line).toHaveTextContent('Commission (10 %)−₹52.00');
  expect(line).toHaveTextContent('GST on commission−₹9.36');
  expect(line).toHaveTextContent('TCS−₹2.60');
  expect(line).toHaveTextContent('TDS−₹0.52');
  expect(line).toHaveTextContent('Net₹549.12');
  expect(line).toHaveTextContent('Payable from 27 Nov 2026');
  expect(screen.queryByLabelText('TCS report (GSTR-8) for')).toBeNull();
});

it('downloads a statement as PDF and CSV with the session', async () => {
  const { fetched } = render(false);
  const week = await screen.findByRole('article', { name: 'Statement of the week ending 23 Nov 2026' });
  fireEvent.click(within(week).getByRole('button', { name: /as PDF/ }));
  await waitFor(() => expect(fetched).toEqual([urlOf(payoutPaths.statementPdf, { id: 3 })]));
  await waitFor(() => expect(within(week).getByRole('button', { name: /as CSV/ })).toBeEnabled());
  fireEvent.click(within(week).getByRole('button', { name: /as CSV/ }));
  await waitFor(() => expect(fetched).toEqual([urlOf(payoutPaths.statementPdf, { id: 3 }), urlOf(payoutPaths.statementCsv, { id: 3 })]));
});

it('gives the house seller the monthly TCS report', async () => {
  const { fetched } = render(true);
  const month = await screen.findByLabelText('TCS report (GSTR-8) for');
  fireEvent.change(month, { target: { value: '2026-10' } });
  fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
  await waitFor(() => expect(fetched).toEqual([`${urlOf(payoutPaths.tcsReport)}?month=2026-10`]));
});
