/**
 * A patient's reports for a consultation: up to three JPG, PNG or PDF files, each recognised by its bytes
 * (never its name or declared type) and at most 5 MB, kept in the private storage area. Only the two parties
 * read them, through the API with their token; the storage key is never shown.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { CONSULTATION_MESSAGES as MESSAGES, REPORT_FILES_MAX } from 'shared-lib/domain/consultations';
import type { Database } from '../../db/schema';
import { detectImage } from '../../integrations/storage/image-content';
import type { FileStorage } from '../../integrations/storage/types';
import { HttpError, badRequest, conflict, notFound } from '../../http-error';
import { type Viewer, partyRow } from './views';

/** An uploaded file whose bytes are a JPG, PNG or complete PDF (never judged by its name or declared type). */
export interface CheckedFile {
  filename: string;
  data: Buffer;
  contentType: string;
  extension: string;
}

function isCompletePdf(data: Buffer): boolean {
  return data.length > 16 && data.subarray(0, 5).toString('latin1') === '%PDF-' && data.subarray(Math.max(0, data.length - 1024)).toString('latin1').includes('%%EOF');
}

function kindOf(data: Buffer): { contentType: string; extension: string } | null {
  const image = detectImage(data);
  if (image) return image;
  return isCompletePdf(data) ? { contentType: 'application/pdf', extension: 'pdf' } : null;
}

/** A display name only: path parts and odd characters are dropped. */
const displayName = (name: string, extension: string) => `${(name.split(/[\\/]/).pop() ?? '').replace(/[^\w .()-]/g, '').slice(0, 80).trim() || 'report'}`.replace(/\.\w+$/, '') + `.${extension}`;

/**
 * The files of a multipart form under `fieldname` (each checked by content; over MAX_UPLOAD_BYTES: 413) and its
 * text fields. Used by the reports and by the files shared in the consultation chat.
 */
export async function readCheckedFiles(request: FastifyRequest, fieldname: string): Promise<{ files: CheckedFile[]; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw badRequest('Send the files as multipart/form-data');
  const files: CheckedFile[] = [];
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== fieldname) throw badRequest(`Unexpected file field ${part.fieldname}`);
      const data = await part.toBuffer();
      if (data.length === 0) continue;
      const kind = kindOf(data);
      if (!kind) throw badRequest(MESSAGES.fileType);
      files.push({ filename: displayName(part.filename ?? '', kind.extension), data, ...kind });
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || (error as { statusCode?: number }).statusCode === 413) throw new HttpError(413, MESSAGES.fileTooLarge);
    if (code === 'FST_FILES_LIMIT') throw badRequest(MESSAGES.tooManyFiles);
    throw badRequest(`The form could not be read: ${(error as Error).message}`);
  }
  return { files, fields };
}

async function readReports(request: FastifyRequest): Promise<CheckedFile[]> {
  const { files: reports } = await readCheckedFiles(request, 'files');
  if (!reports.length) throw badRequest('Please choose a report to attach');
  return reports;
}

export async function attachReports(db: Kysely<Database>, storage: FileStorage, request: FastifyRequest, appointmentId: number, patientId: number): Promise<void> {
  const row = await partyRow(db, appointmentId, { id: patientId, type: 'patient' });
  if (row.status !== 'held' && row.status !== 'confirmed') throw conflict(MESSAGES.notActive);
  const reports = await readReports(request);
  const existing = await db.selectFrom('appointment_files').select((eb) => eb.fn.countAll<number>().as('n')).where('appointment_id', '=', appointmentId).executeTakeFirstOrThrow();
  if (Number(existing.n) + reports.length > REPORT_FILES_MAX) throw badRequest(MESSAGES.tooManyFiles);
  const stored: string[] = [];
  try {
    for (const report of reports) {
      const key = `appointments/${appointmentId}/${randomUUID()}.${report.extension}`;
      await storage.put('private', key, report.data, report.contentType);
      stored.push(key);
    }
    await db.transaction().execute(async (trx) => {
      for (const [index, report] of reports.entries()) {
        await trx.insertInto('appointment_files').values({ appointment_id: appointmentId, storage_key: stored[index], filename: report.filename, content_type: report.contentType, size: report.data.length }).execute();
      }
    });
  } catch (error) {
    await Promise.all(stored.map((key) => storage.remove('private', key).catch(() => undefined)));
    throw error;
  }
}

export async function readReport(db: Kysely<Database>, storage: FileStorage, appointmentId: number, fileId: number, viewer: Viewer) {
  await partyRow(db, appointmentId, viewer);
  const file = await db.selectFrom('appointment_files').selectAll().where('id', '=', fileId).where('appointment_id', '=', appointmentId).executeTakeFirst();
  const object = file ? await storage.get('private', file.storage_key) : null;
  if (!file || !object) throw notFound('Report not found');
  return { filename: file.filename, contentType: file.content_type, data: object.data };
}
