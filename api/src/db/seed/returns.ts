/**
 * Returns demo (issue 33): over-the-counter products get the return policy's 7-day window, prescription
 * classes none; the demo patient's confirmed (shipped and delivered) orders carry their issued invoice, so a
 * return of the delivered one is credited against it.
 */
import type { Kysely } from 'kysely';
import { ORDER_STATUS } from 'shared-lib/domain';
import { DEFAULT_RETURN_WINDOW_DAYS } from 'shared-lib/domain/returns';
import { issueInvoices } from '../../services/invoices/issue';
import type { Database } from '../schema';

export async function seedReturnWindows(db: Kysely<Database>): Promise<void> {
  await db.updateTable('products').set({ return_window_days: DEFAULT_RETURN_WINDOW_DAYS }).where('prescription_class', '=', 'otc').execute();
}

export async function seedDemoInvoices(db: Kysely<Database>): Promise<void> {
  const orders = await db.selectFrom('orders').select(['id']).where('unique_id', 'like', 'AYB-DEMO%').where('status', 'in', [ORDER_STATUS.shipped, ORDER_STATUS.delivered]).orderBy('id').execute();
  // issued at seeding, so both fall in one financial year and the numbers stay consecutive
  const now = new Date();
  for (const order of orders) await issueInvoices(db, order.id, now);
}
