/** The patient's own orders: list (placed ones only), tracking by unique id, and cancelling a processing order. */
import type { Kysely } from 'kysely';
import type { PatientOrder } from 'shared-lib/contract';
import { PATIENT_MESSAGES, PAYMENT_STATUS } from 'shared-lib/domain';
import type { Database } from '../../db/schema';
import { notFound } from '../../http-error';
import { invoiceSupplier } from '../invoices/supplier';
import { type OrderWithoutTimeline, withTimelines } from './fulfilment-timeline';
import { cancelProcessingOrder } from './cancel';

/** Online orders still waiting for (or refused) payment are not placed orders. */
const UNPLACED = [PAYMENT_STATUS.pending, PAYMENT_STATUS.failed];

function ordersQuery(db: Kysely<Database>) {
  return db
    .selectFrom('orders')
    .leftJoin('coupons', 'coupons.id', 'orders.coupon_id')
    .leftJoin('states', 'states.id', 'orders.state_id')
    .leftJoin('cities', 'cities.id', 'orders.city_id')
    .select([
      'orders.id',
      'orders.unique_id',
      'orders.order_date',
      'orders.status',
      'orders.order_total_price',
      'orders.total_price',
      'orders.shipping_charges',
      'orders.discount_price',
      'orders.tax',
      'orders.coupon_id',
      'orders.payment_type',
      'orders.payment_status',
      'orders.rx_status',
      'orders.user_id',
      'orders.state_id',
      'orders.city_id',
      'orders.address',
      'orders.pincode',
      'coupons.discount_type as coupon_discount_type',
      'coupons.discount as coupon_discount',
      'states.name as state_name',
      'cities.name as city_name',
      (eb) => eb.exists(eb.selectFrom('invoices').select('invoices.id').whereRef('invoices.order_id', '=', 'orders.id')).as('has_invoice'),
    ])
    .where('orders.payment_status', 'not in', UNPLACED);
}

type OrderRow = Awaited<ReturnType<ReturnType<typeof ordersQuery>['execute']>>[number];

/** The orders with their lines, status history and shipments. */
async function withLines(db: Kysely<Database>, rows: OrderRow[]): Promise<PatientOrder[]> {
  return withTimelines(db, await linesOf(db, rows));
}

async function linesOf(db: Kysely<Database>, rows: OrderRow[]): Promise<OrderWithoutTimeline[]> {
  if (!rows.length) return [];
  const lines = await db
    .selectFrom('order_details')
    .innerJoin('products', 'products.id', 'order_details.product_id')
    .select([
      'order_details.id',
      'order_details.order_id',
      'order_details.product_id',
      'order_details.quantity',
      'order_details.total_price',
      'products.name',
      'products.image',
      'products.code',
      'order_details.sales_price',
    ])
    .where(
      'order_details.order_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('order_details.id')
    .execute();
  const invoices = await db.selectFrom('invoices').select(['order_id', 'number', 'seller_id', 'supplier']).where('order_id', 'in', rows.map((row) => row.id)).orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id,
    unique_id: row.unique_id,
    order_date: row.order_date,
    status: row.status as PatientOrder['status'],
    order_total_price: Number(row.order_total_price),
    total_price: Number(row.total_price),
    shipping_charges: Number(row.shipping_charges),
    discount_price: Number(row.discount_price),
    tax: Number(row.tax),
    coupon_id: row.coupon_id,
    coupon:
      row.coupon_discount_type !== null && row.coupon_discount !== null
        ? { discount_type: Number(row.coupon_discount_type), discount: Number(row.coupon_discount) }
        : null,
    payment_type: row.payment_type as PatientOrder['payment_type'],
    payment_status: row.payment_status as PatientOrder['payment_status'],
    user_id: row.user_id,
    has_invoice: Boolean(row.has_invoice),
    invoices: invoices.filter((invoice) => invoice.order_id === row.id).map((invoice) => ({ number: invoice.number, supplier_name: invoiceSupplier(invoice).name })),
    rx_status: row.rx_status ?? null,
    user_address: {
      state_id: row.state_id,
      city_id: row.city_id,
      address: row.address,
      pincode: row.pincode,
      state_name: row.state_name ?? '',
      city_name: row.city_name ?? '',
    },
    order_details: lines
      .filter((line) => line.order_id === row.id)
      .map((line) => ({
        id: line.id,
        product_id: line.product_id,
        quantity: line.quantity,
        total_price: Number(line.total_price),
        product: { id: line.product_id, name: line.name, image: line.image, code: line.code, sales_price: Number(line.sales_price) },
      })),
  }));
}

export async function listOwnOrders(db: Kysely<Database>, userId: number, page: number, pageSize: number) {
  const countRow = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('payment_status', 'not in', UNPLACED)
    .executeTakeFirstOrThrow();
  const rows = await ordersQuery(db)
    .where('orders.user_id', '=', userId)
    .orderBy('orders.order_date', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { items: await withLines(db, rows), total: Number(countRow.count), page, pageSize };
}

export async function findOwnOrder(db: Kysely<Database>, userId: number, uniqueId: string): Promise<PatientOrder | null> {
  const row = await ordersQuery(db).where('orders.unique_id', '=', uniqueId.trim()).where('orders.user_id', '=', userId).executeTakeFirst();
  if (!row) return null;
  return (await withLines(db, [row]))[0];
}

/** A guest order (no account) in the same view; the caller has checked the guest's e-mail or mobile (guest-track.ts). */
export async function findGuestOrderView(db: Kysely<Database>, uniqueId: string): Promise<PatientOrder | null> {
  const row = await ordersQuery(db).where('orders.unique_id', '=', uniqueId.trim()).where('orders.user_id', 'is', null).executeTakeFirst();
  if (!row) return null;
  return (await withLines(db, [row]))[0];
}

/** Sets a processing order to cancelled and puts its quantities back in stock, in one transaction; a paid order records the refund owed. */
export async function cancelOwnOrder(db: Kysely<Database>, userId: number, uniqueId: string): Promise<PatientOrder & { refund_amount: number }> {
  const order = await findOwnOrder(db, userId, uniqueId);
  if (!order) throw notFound(PATIENT_MESSAGES.orderNotFound);
  // the status condition inside makes a second, concurrent cancel change nothing (409)
  const refund = await db.transaction().execute((trx) => cancelProcessingOrder(trx, order.id));
  const updated = await findOwnOrder(db, userId, uniqueId);
  if (!updated) throw notFound(PATIENT_MESSAGES.orderNotFound);
  return { ...updated, refund_amount: refund };
}
