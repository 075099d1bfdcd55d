import { type AnyDb, createTableWithId, currentTimestamp } from './helpers';

/**
 * Prescription-required medicines (issue 28).
 * - products.prescription_class: otc | asu_e1 | schedule_h | schedule_h1 (schedule X and narcotics are never listed).
 * - sellers: the registered pharmacist (name, registration number) and the retail drug licence number.
 * - rx_documents: what a patient hands in for an order: uploaded files (rx_files, private storage) or an
 *   e-prescription of one of the patient's consultations (eprescription_id). Kept 3 years (retain_until),
 *   never deleted when an order is cancelled.
 * - rx_reviews: one per (order, seller holding prescription lines): pending | approved | rejected, the coded
 *   reason, who decided and when, whether it was approved automatically; `attempt` 1 or 2 (one new upload after
 *   a rejection). orders.rx_status mirrors the order's state for the patient.
 * - order_details.rx_cancelled_at: a prescription line cancelled by a rejection (its stock released).
 * - rx_audit: every view of a file and every decision (who, when, what). h1_register: schedule H1 sales.
 */
export async function up(db: AnyDb): Promise<void> {
  const timestamp = currentTimestamp(db);
  await db.schema.alterTable('products').addColumn('prescription_class', 'text', (c) => c.notNull().defaultTo('otc')).execute();
  await db.schema.createIndex('products_prescription_class_idx').on('products').columns(['prescription_class']).execute();
  await db.schema.alterTable('sellers').addColumn('pharmacist_name', 'text').execute();
  await db.schema.alterTable('sellers').addColumn('pharmacist_registration', 'text').execute();
  await db.schema.alterTable('sellers').addColumn('drug_licence_number', 'text').execute();
  await db.schema.alterTable('orders').addColumn('rx_status', 'text').execute();
  await db.schema.alterTable('order_details').addColumn('rx_cancelled_at', 'text').execute();

  await createTableWithId(db, 'rx_documents')
    .addColumn('patient_id', 'integer', (c) => c.notNull().references('users.id'))
    // upload | eprescription
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('eprescription_id', 'integer', (c) => c.references('prescriptions.id'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(timestamp))
    .addColumn('retain_until', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rx_documents_patient_idx').on('rx_documents').columns(['patient_id', 'id']).execute();

  await createTableWithId(db, 'rx_files')
    .addColumn('document_id', 'integer', (c) => c.notNull().references('rx_documents.id'))
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rx_files_document_idx').on('rx_files').columns(['document_id']).execute();

  await createTableWithId(db, 'rx_reviews')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('sellers.id'))
    .addColumn('document_id', 'integer', (c) => c.notNull().references('rx_documents.id'))
    .addColumn('attempt', 'integer', (c) => c.notNull().defaultTo(1))
    // pending | approved | rejected
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('reason_code', 'text')
    .addColumn('note', 'text')
    .addColumn('auto_approved', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('decided_by', 'integer', (c) => c.references('users.id'))
    .addColumn('decided_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rx_reviews_order_seller_attempt_unique').on('rx_reviews').columns(['order_id', 'seller_id', 'attempt']).unique().execute();
  await db.schema.createIndex('rx_reviews_seller_status_idx').on('rx_reviews').columns(['seller_id', 'status', 'created_at']).execute();

  await createTableWithId(db, 'rx_audit')
    .addColumn('document_id', 'integer', (c) => c.references('rx_documents.id'))
    .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
    .addColumn('actor_user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('actor_role', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rx_audit_document_idx').on('rx_audit').columns(['document_id', 'id']).execute();

  await createTableWithId(db, 'h1_register')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('sellers.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('document_id', 'integer', (c) => c.notNull().references('rx_documents.id'))
    .addColumn('prescriber', 'text', (c) => c.notNull())
    .addColumn('patient_name', 'text', (c) => c.notNull())
    .addColumn('drug', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('supplied_on', 'text', (c) => c.notNull())
    .addColumn('retain_until', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['h1_register', 'rx_audit', 'rx_reviews', 'rx_files', 'rx_documents']) await db.schema.dropTable(table).execute();
  await db.schema.alterTable('order_details').dropColumn('rx_cancelled_at').execute();
  await db.schema.alterTable('orders').dropColumn('rx_status').execute();
  for (const column of ['drug_licence_number', 'pharmacist_registration', 'pharmacist_name']) await db.schema.alterTable('sellers').dropColumn(column).execute();
  await db.schema.dropIndex('products_prescription_class_idx').execute();
  await db.schema.alterTable('products').dropColumn('prescription_class').execute();
}
