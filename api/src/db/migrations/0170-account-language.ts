import type { AnyDb } from './helpers';

/**
 * The language an account chose (issue 31): 'en' or 'hi', null when never chosen. The next login on any device
 * opens the shop in it, and mails to the account are written in it.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').addColumn('language', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').dropColumn('language').execute();
}
