/** The language saved on an account (issue 31). */
import type { Kysely } from 'kysely';
import { isLanguage, type Language } from 'shared-lib/domain';
import type { Database } from '../../db/schema';

export async function saveAccountLanguage(db: Kysely<Database>, userId: number, language: Language): Promise<void> {
  await db.updateTable('users').set({ language }).where('id', '=', userId).execute();
}

export async function accountLanguage(db: Kysely<Database>, userId: number): Promise<Language | null> {
  const row = await db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirst();
  return isLanguage(row?.language) ? row.language : null;
}

/**
 * The language to write a mail to an address in: the one saved on an account of that address (the newest
 * account's when several roles share it), else null (the caller decides: the request's language or English).
 */
export async function languageOfAddress(db: Kysely<Database>, email: string): Promise<Language | null> {
  const row = await db
    .selectFrom('users')
    .select('language')
    .where('email', '=', email.trim().toLowerCase())
    .where('language', 'is not', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return isLanguage(row?.language) ? row.language : null;
}
