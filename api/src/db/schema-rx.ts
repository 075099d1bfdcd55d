/** Kysely types of the prescription-required tables (migration 0140). Instants are UTC ISO text. */
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<string, string | undefined, never>;

export interface RxDocumentsTable {
  id: Generated<number>;
  patient_id: number;
  /** upload | eprescription */
  source: string;
  eprescription_id: number | null;
  created_at: CreatedAt;
  retain_until: string;
}
export interface RxFilesTable {
  id: Generated<number>;
  document_id: number;
  storage_key: string;
  content_type: string;
  bytes: number;
}
export interface RxReviewsTable {
  id: Generated<number>;
  order_id: number;
  seller_id: number;
  document_id: number;
  attempt: ColumnType<number, number | undefined, number>;
  status: ColumnType<string, string | undefined, string>;
  reason_code: string | null;
  note: string | null;
  auto_approved: ColumnType<number, number | undefined, number>;
  decided_by: number | null;
  decided_at: string | null;
  created_at: string;
}
export interface RxAuditTable {
  id: Generated<number>;
  document_id: number | null;
  order_id: number | null;
  actor_user_id: number | null;
  actor_role: string;
  action: string;
  detail: ColumnType<string, string | undefined, string>;
  created_at: string;
}
export interface H1RegisterTable {
  id: Generated<number>;
  order_id: number;
  seller_id: number;
  product_id: number;
  document_id: number;
  prescriber: string;
  patient_name: string;
  drug: string;
  quantity: number;
  supplied_on: string;
  retain_until: string;
}

export interface RxTables {
  rx_documents: RxDocumentsTable;
  rx_files: RxFilesTable;
  rx_reviews: RxReviewsTable;
  rx_audit: RxAuditTable;
  h1_register: H1RegisterTable;
}
