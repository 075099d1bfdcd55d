/**
 * Fulfilment records written inside the order's own transactions: when an order is placed every line gets
 * its fulfilling seller (the house seller for products without one) and each seller one shipment; every
 * change of the order's status adds an order history row. The order row is locked first (PostgreSQL), so a
 * shipment move and a cancel of the same order run one after the other and each sees the other's result.
 */
import { type Kysely, type Transaction, sql } from 'kysely';
import { ORDER_STATUS, SHIPMENT_STATUS } from 'shared-lib/domain';
import { databaseKind } from '../../db/connect';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The seller company that fulfils products without a seller (created by the seed or migration 0090). */
export async function houseSellerId(db: Db): Promise<number> {
  const row = await db.selectFrom('sellers').select('id').where('is_house', '=', 1).orderBy('id').executeTakeFirst();
  if (!row) throw new Error('The house seller is missing: run the migrations and the seed');
  return row.id;
}

export async function addOrderHistory(db: Db, orderId: number, status: number, at: string = new Date().toISOString()): Promise<void> {
  await db.insertInto('order_history').values({ order_id: orderId, status, changed_at: at }).execute();
}

/** Sets each line's fulfilling seller, opens one shipment per seller and writes the first history row. */
export async function recordPlacedOrder(trx: Db, orderId: number, at: string): Promise<void> {
  const house = await houseSellerId(trx);
  await sql`update order_details set seller_id = coalesce((select p.seller_id from products p where p.id = order_details.product_id), ${house}) where order_id = ${orderId}`.execute(trx);
  const sellers = await trx.selectFrom('order_details').select('seller_id').distinct().where('order_id', '=', orderId).execute();
  const values = sellers.map((s) => ({ order_id: orderId, seller_id: Number(s.seller_id), status: SHIPMENT_STATUS.processing, created_at: at, updated_at: at }));
  if (values.length) await trx.insertInto('shipments').values(values).execute();
  await addOrderHistory(trx, orderId, ORDER_STATUS.processing, at);
}

/** Locks the order row until the transaction ends (PostgreSQL; SQLite runs one write transaction at a time). */
export async function lockOrder(trx: Db, orderId: number) {
  return trx
    .selectFrom('orders')
    .select(['id', 'status', 'payment_status', 'unique_id', 'user_id', 'email', 'first_name', 'last_name', 'confirm_token_hash'])
    .where('id', '=', orderId)
    .$if(databaseKind(trx as Kysely<Database>) === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();
}

/** Statuses of the order's shipments (read after the lock, so they are current). */
export async function shipmentStatuses(trx: Db, orderId: number): Promise<number[]> {
  const rows = await trx.selectFrom('shipments').select('status').where('order_id', '=', orderId).orderBy('id').execute();
  return rows.map((r) => Number(r.status));
}

/** After a cancel: the open shipments are cancelled with the order and the change is in the history. */
export async function recordCancelledOrder(trx: Db, orderId: number, at: string = new Date().toISOString()): Promise<void> {
  await trx.updateTable('shipments').set({ status: SHIPMENT_STATUS.cancelled, updated_at: at }).where('order_id', '=', orderId).where('status', '=', SHIPMENT_STATUS.processing).execute();
  await addOrderHistory(trx, orderId, ORDER_STATUS.cancelled, at);
}
