import { GST_STATE_CODES } from 'shared-lib/domain';
import type { AnyDb } from './helpers';

/**
 * Seller registration: each state's official 2-digit GST state code (so a GSTIN can be checked against
 * the chosen state) and one seller per GST number.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('states').addColumn('gst_code', 'text').execute();
  // Databases seeded before this migration: fill the codes of the states they already hold.
  for (const [name, code] of Object.entries(GST_STATE_CODES)) {
    await db.updateTable('states').set({ gst_code: code }).where('name', '=', name).execute();
  }
  await db.schema.createIndex('sellers_gst_number_unique').on('sellers').column('gst_number').unique().execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('sellers_gst_number_unique').ifExists().execute();
  await db.schema.alterTable('states').dropColumn('gst_code').execute();
}
