/**
 * A patient's prescriptions (issue 28): uploaded files kept in the private storage area under generated
 * names, or an e-prescription of one of the patient's consultations. Kept RX_RETENTION_YEARS (retain_until),
 * never deleted when an order is cancelled. Every upload, view and decision is written to rx_audit.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { RxDocument, RxMine } from 'shared-lib/contract';
import { DOCTOR_STAGES, EPRESCRIPTION_VALID_DAYS, RX_MESSAGES, RX_RETENTION_YEARS, RX_VALID_DAYS } from 'shared-lib/domain';
import type { Database } from '../../db/schema';
import { badRequest, notFound } from '../../http-error';
import type { FileStorage } from '../../integrations/storage';
import type { RxUploadFile } from './upload-files';

type Db = Kysely<Database> | Transaction<Database>;
const DAY = 24 * 60 * 60 * 1000;

export const retainUntil = (now: Date) => new Date(Date.UTC(now.getUTCFullYear() + RX_RETENTION_YEARS, now.getUTCMonth(), now.getUTCDate())).toISOString();

export async function audit(db: Db, entry: { documentId: number | null; orderId?: number | null; actorId: number | null; role: string; action: string; detail?: string }, now = new Date()): Promise<void> {
  await db
    .insertInto('rx_audit')
    .values({ document_id: entry.documentId, order_id: entry.orderId ?? null, actor_user_id: entry.actorId, actor_role: entry.role, action: entry.action, detail: entry.detail ?? '', created_at: now.toISOString() })
    .execute();
}

interface StoredMedicine {
  product_id: number | null;
  name: string;
}

/** The e-prescription's prescribed medicines, its doctor and whether it may still be used. */
export async function eprescriptionOf(db: Db, id: number) {
  const row = await db
    .selectFrom('prescriptions')
    .innerJoin('users as doctor', 'doctor.id', 'prescriptions.doctor_id')
    .leftJoin('doctors', 'doctors.user_id', 'prescriptions.doctor_id')
    .select(['prescriptions.id', 'prescriptions.patient_id', 'prescriptions.doctor_id', 'prescriptions.content', 'prescriptions.superseded_at', 'prescriptions.created_at', 'doctor.name as doctor_name', 'doctors.stage'])
    .where('prescriptions.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const medicines = (JSON.parse(row.content) as { medicines: StoredMedicine[] }).medicines;
  return {
    ...row,
    medicines,
    onboarded: Number(row.stage ?? 0) >= DOCTOR_STAGES.complete,
    validUntil: new Date(new Date(row.created_at).getTime() + EPRESCRIPTION_VALID_DAYS * DAY).toISOString(),
  };
}

export async function createUploadDocument(db: Kysely<Database>, storage: FileStorage, patientId: number, files: RxUploadFile[], now = new Date()): Promise<RxDocument> {
  const written: string[] = [];
  try {
    for (const file of files) {
      const key = `rx/${randomUUID()}.${file.extension}`;
      await storage.put('private', key, file.data, file.contentType);
      written.push(key);
    }
    const id = await db.transaction().execute(async (trx) => {
      const doc = await trx.insertInto('rx_documents').values({ patient_id: patientId, source: 'upload', eprescription_id: null, created_at: now.toISOString(), retain_until: retainUntil(now) }).returning('id').executeTakeFirstOrThrow();
      await trx
        .insertInto('rx_files')
        .values(files.map((file, index) => ({ document_id: doc.id, storage_key: written[index], content_type: file.contentType, bytes: file.data.length })))
        .execute();
      await audit(trx, { documentId: doc.id, actorId: patientId, role: 'patient', action: 'upload', detail: `${files.length} file(s)` }, now);
      return doc.id;
    });
    return await documentView(db, id, now);
  } catch (error) {
    await Promise.allSettled(written.map((key) => storage.remove('private', key)));
    throw error;
  }
}

export async function createEprescriptionDocument(db: Kysely<Database>, patientId: number, eprescriptionId: number, now = new Date()): Promise<RxDocument> {
  const eprescription = await eprescriptionOf(db, eprescriptionId);
  if (!eprescription || eprescription.patient_id !== patientId) throw notFound(RX_MESSAGES.notYours);
  if (eprescription.superseded_at || eprescription.validUntil <= now.toISOString()) throw badRequest(RX_MESSAGES.notValid);
  const id = await db.transaction().execute(async (trx) => {
    const doc = await trx.insertInto('rx_documents').values({ patient_id: patientId, source: 'eprescription', eprescription_id: eprescriptionId, created_at: now.toISOString(), retain_until: retainUntil(now) }).returning('id').executeTakeFirstOrThrow();
    await audit(trx, { documentId: doc.id, actorId: patientId, role: 'patient', action: 'use-eprescription', detail: `e-prescription ${eprescriptionId}` }, now);
    return doc.id;
  });
  return documentView(db, id, now);
}

export async function documentView(db: Db, id: number, now = new Date()): Promise<RxDocument> {
  const doc = await db.selectFrom('rx_documents').selectAll().where('id', '=', id).executeTakeFirst();
  if (!doc) throw notFound(RX_MESSAGES.notYours);
  const files = await db.selectFrom('rx_files').select(['id', 'content_type', 'bytes']).where('document_id', '=', id).orderBy('id').execute();
  const approved = await db.selectFrom('rx_reviews').select('id').where('document_id', '=', id).where('status', '=', 'approved').executeTakeFirst();
  const eprescription = doc.eprescription_id ? await eprescriptionOf(db, doc.eprescription_id) : null;
  void now;
  return {
    id: doc.id,
    source: doc.source === 'eprescription' ? 'eprescription' : 'upload',
    created_at: doc.created_at,
    files: files.map((file) => ({ id: file.id, content_type: file.content_type, bytes: Number(file.bytes) })),
    eprescription: eprescription ? { id: eprescription.id, doctor_name: eprescription.doctor_name, issued_at: eprescription.created_at, medicines: eprescription.medicines.map((m) => m.name) } : null,
    approved: Boolean(approved),
    valid_until: eprescription ? eprescription.validUntil : new Date(new Date(doc.created_at).getTime() + RX_VALID_DAYS * DAY).toISOString(),
  };
}

/**
 * Whether the patient may hand this document in for a new order: theirs, still valid, and either never
 * reviewed yet (a fresh upload) or approved before (reuse); a prescription only ever rejected is not reused.
 */
export async function usableDocument(db: Db, patientId: number, documentId: number, now = new Date()): Promise<RxDocument> {
  const doc = await db.selectFrom('rx_documents').select(['id', 'patient_id']).where('id', '=', documentId).executeTakeFirst();
  if (!doc || doc.patient_id !== patientId) throw notFound(RX_MESSAGES.notYours);
  const view = await documentView(db, documentId, now);
  if (view.valid_until <= now.toISOString()) throw badRequest(RX_MESSAGES.notValid);
  const reviews = await db.selectFrom('rx_reviews').select('status').where('document_id', '=', documentId).execute();
  if (reviews.length > 0 && !reviews.some((review) => review.status !== 'rejected')) throw badRequest(RX_MESSAGES.notValid);
  return view;
}

export async function myPrescriptions(db: Kysely<Database>, patientId: number, now = new Date()): Promise<RxMine> {
  const approvedIds = await db
    .selectFrom('rx_documents')
    .innerJoin('rx_reviews', 'rx_reviews.document_id', 'rx_documents.id')
    .select('rx_documents.id')
    .distinct()
    .where('rx_documents.patient_id', '=', patientId)
    .where('rx_documents.source', '=', 'upload')
    .where('rx_reviews.status', '=', 'approved')
    .orderBy('rx_documents.id', 'desc')
    .execute();
  const approved = (await Promise.all(approvedIds.map((row) => documentView(db, row.id, now)))).filter((doc) => doc.valid_until > now.toISOString());
  const issued = await db.selectFrom('prescriptions').select('id').where('patient_id', '=', patientId).where('superseded_at', 'is', null).orderBy('id', 'desc').execute();
  const eprescriptions = [];
  for (const row of issued) {
    const e = await eprescriptionOf(db, row.id);
    if (e && e.validUntil > now.toISOString()) eprescriptions.push({ id: e.id, doctor_name: e.doctor_name, issued_at: e.created_at, medicines: e.medicines.map((m) => m.name) });
  }
  return { approved, eprescriptions };
}
