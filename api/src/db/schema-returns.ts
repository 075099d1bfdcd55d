/** Kysely types of the return, refund and credit note tables (migration 0190). Instants are UTC ISO text. */
import type { ColumnType, Generated } from 'kysely';
import type { RefundMethod, ReturnStatus } from 'shared-lib/domain/returns';

type CreatedAt = ColumnType<string, string | undefined, never>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface ReturnsTable {
  id: Generated<number>;
  order_id: number;
  /** the fulfilling seller of the returned lines (one return per order and seller) */
  seller_id: number;
  user_id: number;
  status: ColumnType<ReturnStatus, ReturnStatus | undefined, ReturnStatus>;
  reason: string;
  note: ColumnType<string, string | undefined, string>;
  reject_reason: Nullable<string>;
  restocked: Nullable<number>;
  refund_method: RefundMethod;
  refund_upi_id: Nullable<string>;
  refund_account_number: Nullable<string>;
  refund_ifsc: Nullable<string>;
  created_at: CreatedAt;
  updated_at: Nullable<string>;
}

export interface ReturnLinesTable {
  id: Generated<number>;
  return_id: number;
  order_detail_id: number;
  quantity: number;
}

export interface ReturnPhotosTable {
  id: Generated<number>;
  return_id: number;
  storage_key: string;
  content_type: string;
  /** where the file is: 'private' (every upload since migration 0260), or 'public' until the return-photos-private job moves it */
  storage_area: ColumnType<'public' | 'private', 'public' | 'private' | undefined, 'public' | 'private'>;
  created_at: CreatedAt;
}

export interface ReturnEventsTable {
  id: Generated<number>;
  return_id: number;
  status: ReturnStatus;
  note: ColumnType<string, string | undefined, string>;
  at: string;
}

export interface RefundsTable {
  id: Generated<number>;
  order_id: number;
  return_id: number | null;
  amount_paise: number;
  method: RefundMethod;
  destination: string;
  status: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
}

export interface CreditNoteCountersTable {
  supplier_key: string;
  financial_year: string;
  last_number: number;
}

export interface CreditNotesTable {
  id: Generated<number>;
  order_id: number;
  return_id: number | null;
  invoice_number: string;
  supplier_key: string;
  financial_year: string;
  sequence: number;
  number: string;
  /** 'return' | 'cancellation' */
  reason: string;
  document: string;
  total_paise: number;
  issued_at: string;
}

export interface ReturnTables {
  returns: ReturnsTable;
  return_lines: ReturnLinesTable;
  return_photos: ReturnPhotosTable;
  return_events: ReturnEventsTable;
  refunds: RefundsTable;
  credit_note_counters: CreditNoteCountersTable;
  credit_notes: CreditNotesTable;
}
