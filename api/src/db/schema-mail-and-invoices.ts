/** Kysely types of the mail outbox and the GST invoices (numbers per supplier and financial year). */
import type { ColumnType, Generated } from 'kysely';

type Id = Generated<number>;
type CreatedAt = ColumnType<string, string | undefined, never>;

export interface OutboxTable {
  id: Id;
  template: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** JSON text of OutboxAttachment[] */
  attachments: ColumnType<string, string | undefined, string>;
  dedupe_key: string | null;
  /** pending | sending | sent | failed */
  status: ColumnType<string, string | undefined, string>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: string;
  claimed_by: string | null;
  claimed_until: string | null;
  last_error: string | null;
  message_id: string | null;
  sent_at: string | null;
  created_at: CreatedAt;
}
/** The last invoice number per supplier (0: the house company, else the seller id) and financial year (migration 0180). */
export interface InvoiceCountersTable {
  supplier: number;
  financial_year: string;
  last_number: number;
}
/** One per (order, supplier) since migration 0180; rows from before it have `supplier` null (the whole order, house company). */
export interface InvoicesTable {
  id: Id;
  order_id: number;
  /** the selling seller; null: the house company (products without a seller, and shipping) */
  seller_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** JSON snapshot of the supplier when issued (services/invoices/supplier.ts) */
  supplier: ColumnType<string | null, string | null | undefined, string | null>;
  financial_year: string;
  sequence: number;
  number: string;
  issued_at: string;
}

export interface MailAndInvoiceTables {
  outbox: OutboxTable;
  invoice_counters: InvoiceCountersTable;
  invoices: InvoicesTable;
}
