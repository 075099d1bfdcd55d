/** Kysely types of the seller payout tables (migration 0200). Amounts are integer paise; instants UTC ISO text. */
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<string, string | undefined, never>;

export type LedgerKind = 'sale' | 'return';

export interface SellerLedgerTable {
  id: Generated<number>;
  seller_id: number;
  order_id: number;
  order_detail_id: number;
  /** 'sale:{order_detail_id}' or 'return:{order_detail_id}:{units returned so far}' */
  entry_key: string;
  kind: LedgerKind;
  quantity: number;
  taxable_paise: number;
  gst_paise: number;
  commission_bp: number;
  commission_paise: number;
  commission_gst_paise: number;
  tcs_bp: number;
  tcs_paise: number;
  tds_bp: number;
  tds_paise: number;
  net_paise: number;
  intra_state: number;
  occurred_at: string;
  payable_at: string;
  statement_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
}

export interface PayoutStatementsTable {
  id: Generated<number>;
  seller_id: number;
  period_start: string | null;
  period_end: string;
  opening_paise: number;
  sales_paise: number;
  returns_paise: number;
  commission_paise: number;
  commission_gst_paise: number;
  tcs_paise: number;
  tds_paise: number;
  net_payable_paise: number;
  closing_paise: number;
  entry_count: number;
  created_at: CreatedAt;
}

export interface PayoutTables {
  seller_ledger: SellerLedgerTable;
  payout_statements: PayoutStatementsTable;
}
