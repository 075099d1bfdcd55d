/**
 * Seller payouts (issue 33): the caller's balance, next payout, statements and ledger entries (each delivered
 * line's breakdown; returns negative), the statement downloads (CSV, PDF) and the house seller's monthly TCS
 * report (CSV). Every amount is integer paise. Sellers only; another seller's statement answers 404.
 */
import { type Static, Type } from 'typebox';
import { MONTH_PATTERN } from 'shared-lib/domain';
import { Nullable } from './envelope';

const Paise = (description?: string) => Type.Integer({ description: description ? `paise: ${description}` : 'paise' });

export const LedgerEntry = Type.Object({
  id: Type.Integer(),
  kind: Type.Union([Type.Literal('sale'), Type.Literal('return')]),
  order_unique_id: Type.String(),
  product_name: Type.String(),
  quantity: Type.Integer(),
  taxable_paise: Paise('the line value before GST (negative for a return)'),
  gst_paise: Paise('GST charged on it'),
  commission_percent: Type.String({ description: "e.g. '10 %'" }),
  commission_paise: Paise(),
  commission_gst_paise: Paise('GST on the commission'),
  tcs_paise: Paise('GST TCS (section 52)'),
  tds_paise: Paise('income-tax TDS (section 194-O)'),
  net_paise: Paise('what the entry adds to the balance'),
  occurred_at: Type.String({ description: 'ISO time of the delivery or the return' }),
  payable_at: Type.String({ description: 'ISO time the return window closes' }),
  statement_id: Nullable(Type.Integer()),
});
export type LedgerEntry = Static<typeof LedgerEntry>;

export const PayoutStatement = Type.Object({
  id: Type.Integer(),
  period_start: Nullable(Type.String()),
  period_end: Type.String({ description: 'ISO time: the payout week ends (Monday 00:00 India time)' }),
  opening_paise: Paise(),
  sales_paise: Paise('value and GST of the delivered lines'),
  returns_paise: Paise('value and GST given back (negative)'),
  deductions_paise: Paise('commission, its GST, TCS and TDS'),
  net_payable_paise: Paise('paid out'),
  closing_paise: Paise('carried to the next statement'),
  entry_count: Type.Integer(),
});
export type PayoutStatement = Static<typeof PayoutStatement>;

export const SellerPayments = Type.Object({
  balance_paise: Paise('the last closing balance plus every entry on no statement yet'),
  payable_next_paise: Paise('what the next payout would pay: entries whose return window closes by then'),
  next_payout_at: Type.String({ description: 'ISO time of the next payout run' }),
  statements: Type.Array(PayoutStatement),
  entries: Type.Array(LedgerEntry),
  entries_total: Type.Integer(),
});
export type SellerPayments = Static<typeof SellerPayments>;

export const SellerPaymentsQuery = Type.Object({
  page: Type.Integer({ minimum: 1, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
});
export type SellerPaymentsQuery = Static<typeof SellerPaymentsQuery>;

export const TcsReportQuery = Type.Object({ month: Type.String({ pattern: MONTH_PATTERN, description: 'YYYY-MM (India time)' }) });
export type TcsReportQuery = Static<typeof TcsReportQuery>;
