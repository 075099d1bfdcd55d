/** FAQs, contact details, adverts, health issues, achievements and policy documents. */
import type { Kysely } from 'kysely';
import type { PolicyKind } from 'shared-lib/contract';
import type { Database } from '../db/schema';


/** FAQs in id order; with a status, only those (the site asks for status 1). */
export function listFaqs(db: Kysely<Database>, status?: number) {
  let query = db.selectFrom('faqs').select(['id', 'question', 'answer', 'status']).orderBy('id');
  if (status !== undefined) query = query.where('status', '=', status);
  return query.execute();
}

export const listContactDetails = (db: Kysely<Database>) => db.selectFrom('contact_us').select(['id', 'phone', 'email', 'address']).orderBy('id').execute();

export const listHealthIssues = (db: Kysely<Database>) => db.selectFrom('health_issues').select(['id', 'name', 'name_hi', 'image']).orderBy('id').execute();

export const listAchievements = (db: Kysely<Database>) =>
  db.selectFrom('achievements').select(['id', 'speciality_icon', 'doctor_icon', 'user_icon', 'specialities', 'doctors', 'users']).orderBy('id').execute();

function parseCategoryIds(text: string): number[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.map(Number).filter((n) => Number.isInteger(n) && n > 0) : [];
  } catch {
    return [];
  }
}

export async function listActiveAdvertisements(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('advertisements')
    .select(['id', 'type', 'link', 'category', 'image', 'title', 'is_active'])
    .where('is_active', '=', 1)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, category: parseCategoryIds(row.category) }));
}

/** The policy of a kind with the given document id (stored sanitised); null when missing. */
export async function findPolicy(db: Kysely<Database>, kind: PolicyKind, documentId: number) {
  const row = await db
    .selectFrom('policies')
    .select(['document_id', 'description'])
    .where('kind', '=', kind)
    .where('document_id', '=', documentId)
    .executeTakeFirst();
  return row ? { id: row.document_id, description: row.description } : null;
}
