/**
 * Retention of prescriptions (issue 28): prescriptions, their reviews, the audit log and the H1 register are
 * kept RX_RETENTION_YEARS, also when the order was cancelled, and deleted only after that, never earlier.
 * - an H1 register row goes once its own retain_until has passed;
 * - a document (with its files, in the private storage area, and its reviews and audit rows) goes once its
 *   retain_until has passed, no review used it within the retention years (an approved prescription reused for
 *   a later order is kept 3 years from that order) and no H1 row that is still kept names it;
 * - other audit rows go RX_RETENTION_YEARS after they were written.
 * Run by the `rx-retention` job (plugins/jobs.ts, claimed so one replica runs it), a batch at a time.
 */
import { type Kysely, sql } from 'kysely';
import { RX_RETENTION_YEARS } from 'shared-lib/domain';
import type { Database } from '../../db/schema';
import type { FileStorage } from '../../integrations/storage';

const BATCH = 200;

export interface RetentionOutcome {
  documents: number;
  files: number;
  h1Rows: number;
  auditRows: number;
  /** stored files the storage could not remove (their rows are gone; the next sweep cannot see them) */
  fileErrors: number;
}

/** The instant RX_RETENTION_YEARS before `now` (calendar years, UTC): anything written before it may go. */
export function retentionCutoff(now: Date): string {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - RX_RETENTION_YEARS);
  return cutoff.toISOString();
}

/** Deletes what has been kept its full retention; returns how much went. */
export async function purgeExpiredPrescriptions(db: Kysely<Database>, storage: FileStorage, now = new Date()): Promise<RetentionOutcome> {
  const at = now.toISOString();
  const cutoff = retentionCutoff(now);
  const outcome: RetentionOutcome = { documents: 0, files: 0, h1Rows: 0, auditRows: 0, fileErrors: 0 };

  const h1 = await db.deleteFrom('h1_register').where('retain_until', '<=', at).executeTakeFirst();
  outcome.h1Rows = Number(h1.numDeletedRows);

  for (;;) {
    const expired = await db
      .selectFrom('rx_documents as d')
      .select('d.id')
      .where('d.retain_until', '<=', at)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('rx_reviews as r').select(sql.lit(1).as('one')).whereRef('r.document_id', '=', 'd.id').where('r.created_at', '>', cutoff))))
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('h1_register as h').select(sql.lit(1).as('one')).whereRef('h.document_id', '=', 'd.id'))))
      .orderBy('d.id')
      .limit(BATCH)
      .execute();
    if (!expired.length) break;
    const ids = expired.map((row) => row.id);
    const keys = await db.transaction().execute(async (trx) => {
      const files = await trx.selectFrom('rx_files').select('storage_key').where('document_id', 'in', ids).execute();
      const audits = await trx.deleteFrom('rx_audit').where('document_id', 'in', ids).executeTakeFirst();
      outcome.auditRows += Number(audits.numDeletedRows);
      await trx.deleteFrom('rx_reviews').where('document_id', 'in', ids).execute();
      await trx.deleteFrom('rx_files').where('document_id', 'in', ids).execute();
      await trx.deleteFrom('rx_documents').where('id', 'in', ids).execute();
      return files.map((file) => file.storage_key);
    });
    outcome.documents += ids.length;
    // the rows are gone first: a file whose removal fails is unreachable, never a row pointing at nothing
    const removed = await Promise.allSettled(keys.map((key) => storage.remove('private', key)));
    outcome.files += removed.filter((result) => result.status === 'fulfilled').length;
    outcome.fileErrors += removed.filter((result) => result.status === 'rejected').length;
    if (expired.length < BATCH) break;
  }

  const audits = await db.deleteFrom('rx_audit').where('created_at', '<=', cutoff).executeTakeFirst();
  outcome.auditRows += Number(audits.numDeletedRows);
  return outcome;
}
