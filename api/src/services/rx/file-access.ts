/**
 * Reading a prescription file (issue 28): only its patient, a seller reviewing an order it was handed in for,
 * or the doctor whose e-prescription it carries; anyone else gets 404 (no existence leak). Every view is
 * written to the audit log. Files live in the private storage area under generated names: no URL reaches them.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../../http-error';
import type { FileStorage, StoredObject } from '../../integrations/storage';
import { audit } from './documents';

export interface RxViewer {
  id: number;
  type: string;
}

export async function readRxFile(db: Kysely<Database>, storage: FileStorage, viewer: RxViewer, fileId: number, now = new Date()): Promise<StoredObject> {
  const file = await db
    .selectFrom('rx_files')
    .innerJoin('rx_documents', 'rx_documents.id', 'rx_files.document_id')
    .select(['rx_files.storage_key', 'rx_files.content_type', 'rx_files.document_id', 'rx_documents.patient_id', 'rx_documents.eprescription_id'])
    .where('rx_files.id', '=', fileId)
    .executeTakeFirst();
  if (!file) throw notFound('File not found');
  let allowed = viewer.type === 'patient' && file.patient_id === viewer.id;
  let orderId: number | null = null;
  if (!allowed && viewer.type === 'seller') {
    const review = await db
      .selectFrom('rx_reviews')
      .innerJoin('sellers', 'sellers.id', 'rx_reviews.seller_id')
      .select('rx_reviews.order_id')
      .where('rx_reviews.document_id', '=', file.document_id)
      .where('sellers.user_id', '=', viewer.id)
      .executeTakeFirst();
    allowed = Boolean(review);
    orderId = review?.order_id ?? null;
  }
  if (!allowed && viewer.type === 'doctor' && file.eprescription_id) {
    const e = await db.selectFrom('prescriptions').select('doctor_id').where('id', '=', file.eprescription_id).executeTakeFirst();
    allowed = e?.doctor_id === viewer.id;
  }
  if (!allowed) throw notFound('File not found');
  const stored = await storage.get('private', file.storage_key);
  if (!stored) throw notFound('File not found');
  await audit(db, { documentId: file.document_id, orderId, actorId: viewer.id, role: viewer.type, action: 'view', detail: `file ${fileId}` }, now);
  return { data: stored.data, contentType: file.content_type };
}
