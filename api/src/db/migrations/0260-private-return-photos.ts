import type { AnyDb } from './helpers';

/**
 * Return photos are private (issue 33 follow-up): the storage area each photo's file is in. Photos uploaded
 * before this were put in the public area ('public'); the return-photos-private job moves them to the private
 * one and sets 'private', which new uploads get at once.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('return_photos').addColumn('storage_area', 'text', (c) => c.notNull().defaultTo('public')).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('return_photos').dropColumn('storage_area').execute();
}
