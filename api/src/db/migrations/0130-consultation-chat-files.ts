import type { AnyDb } from './helpers';

/**
 * A file shared in the consultation chat (issue 27): a report photo or PDF, checked by its bytes, kept in the
 * private storage area under a random key that is never shown; the message row says which file it carries.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('consultation_messages').addColumn('file_key', 'text').execute();
  await db.schema.alterTable('consultation_messages').addColumn('file_name', 'text').execute();
  await db.schema.alterTable('consultation_messages').addColumn('file_type', 'text').execute();
  await db.schema.alterTable('consultation_messages').addColumn('file_size', 'integer').execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const column of ['file_size', 'file_type', 'file_name', 'file_key']) await db.schema.alterTable('consultation_messages').dropColumn(column).execute();
}
