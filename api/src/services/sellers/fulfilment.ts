/**
 * The seller's side of fulfilment: its shipments (orders holding its lines, newest first, with the buyer's
 * delivery address and its own lines only) and the moves Processing -> Shipped -> Delivered. A move is a
 * conditional update inside a transaction after the order row is locked: of two concurrent moves exactly
 * one changes the row, the other answers 409. The order's status follows its shipments, with a history row
 * and the buyer's shipment mail written in the same transaction.
 */
import type { Kysely } from 'kysely';
import type { SellerOrder, SellerOrderPage, SellerOrdersQuery, ShipBody } from 'shared-lib/contract';
import {
  DEFAULT_PAYOUT_RATES,
  orderStatusFromShipments,
  parseAddressLines,
  PAYMENT_STATUS,
  SHIPMENT_LIMITS,
  SHIPMENT_MESSAGES as M,
  SHIPMENT_MOVES,
  SHIPMENT_STATUS,
  shipmentMoveProblem,
  TRACKING_NUMBER_PATTERN,
  type PayoutRates,
  type ShipmentAction,
} from 'shared-lib/domain';
import type { Database } from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../http-error';
import { enqueueMail } from '../mail/outbox';
import { guestReviewLink, signGuestReviewToken } from '../reviews/guest-link';
import { sellerIdOf } from './seller-id';
import { addOrderHistory, lockOrder, shipmentStatuses } from '../orders/fulfilment-record';
import { assertShippable, shipHold } from '../rx/review';
import { recordDeliveredShipment } from '../payouts/ledger';

/** Online orders waiting for (or refused) payment are not placed: the seller never sees them. */
const UNPLACED = [PAYMENT_STATUS.pending, PAYMENT_STATUS.failed];

function shipmentsQuery(db: Kysely<Database>, sellerId: number) {
  return db
    .selectFrom('shipments')
    .innerJoin('orders', 'orders.id', 'shipments.order_id')
    .leftJoin('states', 'states.id', 'orders.state_id')
    .leftJoin('cities', 'cities.id', 'orders.city_id')
    .where('shipments.seller_id', '=', sellerId)
    .where('orders.payment_status', 'not in', UNPLACED);
}

const COLUMNS = [
  'shipments.id as shipment_id',
  'shipments.order_id',
  'shipments.status',
  'shipments.courier',
  'shipments.tracking_number',
  'shipments.shipped_at',
  'shipments.delivered_at',
  'orders.unique_id',
  'orders.order_date',
  'orders.status as order_status',
  'orders.payment_type',
  'orders.payment_status',
  'orders.confirm_token_hash',
  'orders.first_name',
  'orders.last_name',
  'orders.address',
  'orders.pincode',
  'states.name as state_name',
  'cities.name as city_name',
] as const;

type ShipmentRow = Record<string, unknown>;

function nextAction(row: { status: number; order_status: number; payment_status: string; unconfirmed: boolean; rxHold: boolean }): SellerOrder['next_action'] {
  if (row.order_status === SHIPMENT_STATUS.cancelled || (UNPLACED as string[]).includes(row.payment_status)) return null;
  if (row.status === SHIPMENT_STATUS.processing) return row.unconfirmed || row.rxHold ? null : 'ship';
  if (row.status === SHIPMENT_STATUS.shipped) return 'deliver';
  return null;
}

async function toSellerOrders(db: Kysely<Database>, sellerId: number, rows: ShipmentRow[]): Promise<SellerOrder[]> {
  if (!rows.length) return [];
  const lines = await db
    .selectFrom('order_details')
    .innerJoin('products', 'products.id', 'order_details.product_id')
    .select(['order_details.id', 'order_details.order_id', 'order_details.product_id', 'order_details.quantity', 'order_details.sales_price', 'order_details.total_price', 'products.name', 'products.code', 'products.image'])
    .where('order_details.seller_id', '=', sellerId)
    .where('order_details.order_id', 'in', rows.map((r) => Number(r.order_id)))
    .orderBy('order_details.id')
    .execute();
  // issue 28: a processing shipment holding prescription lines waits for the review; the reason replaces Ship
  const holds = new Map<number, string | null>();
  for (const r of rows) if (Number(r.status) === SHIPMENT_STATUS.processing) holds.set(Number(r.order_id), await shipHold(db, Number(r.order_id), sellerId));
  return rows.map((r) => {
    const address = parseAddressLines(String(r.address));
    const rxHold = holds.get(Number(r.order_id)) ?? null;
    const own = lines.filter((l) => l.order_id === Number(r.order_id));
    const status = Number(r.status) as SellerOrder['status'];
    const orderStatus = Number(r.order_status) as SellerOrder['order_status'];
    return {
      shipment_id: Number(r.shipment_id),
      status,
      courier: (r.courier as string | null) ?? null,
      tracking_number: (r.tracking_number as string | null) ?? null,
      shipped_at: (r.shipped_at as string | null) ?? null,
      delivered_at: (r.delivered_at as string | null) ?? null,
      unique_id: String(r.unique_id),
      order_date: String(r.order_date),
      order_status: orderStatus,
      payment_type: r.payment_type as SellerOrder['payment_type'],
      payment_status: r.payment_status as SellerOrder['payment_status'],
      delivery_address: {
        name: [r.first_name, r.last_name].filter(Boolean).join(' '),
        address_line_1: address.address_line_1,
        address_line_2: address.address_line_2,
        city_name: (r.city_name as string | null) ?? '',
        state_name: (r.state_name as string | null) ?? '',
        pincode: String(r.pincode),
      },
      lines: own.map((l) => ({ id: l.id, product_id: l.product_id, name: l.name, code: l.code, image: l.image, quantity: l.quantity, sales_price: Number(l.sales_price), total_price: Number(l.total_price) })),
      total: own.reduce((sum, l) => sum + Number(l.total_price), 0),
      next_action: nextAction({ status, order_status: orderStatus, payment_status: String(r.payment_status), unconfirmed: Boolean(r.confirm_token_hash), rxHold: rxHold !== null }),
      rx_hold: rxHold,
    };
  });
}

export async function listSellerOrders(db: Kysely<Database>, userId: number, query: SellerOrdersQuery): Promise<SellerOrderPage> {
  const sellerId = await sellerIdOf(db, userId);
  const filtered = shipmentsQuery(db, sellerId).$if(query.status !== undefined, (qb) => qb.where('shipments.status', '=', query.status as number));
  const count = await filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await filtered
    .select(COLUMNS)
    .orderBy('orders.order_date', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return { items: await toSellerOrders(db, sellerId, rows as ShipmentRow[]), total: Number(count.n), page: query.page, pageSize: query.pageSize };
}

export async function findSellerOrder(db: Kysely<Database>, sellerId: number, shipmentId: number): Promise<SellerOrder | null> {
  const row = await shipmentsQuery(db, sellerId).select(COLUMNS).where('shipments.id', '=', shipmentId).executeTakeFirst();
  return row ? (await toSellerOrders(db, sellerId, [row as ShipmentRow]))[0] : null;
}

function shipDetails(body: Partial<ShipBody> | undefined): { courier: string; tracking_number: string } {
  const courier = (body?.courier ?? '').trim().replace(/\s+/g, ' ');
  const tracking = (body?.tracking_number ?? '').trim().toUpperCase();
  if (courier.length < SHIPMENT_LIMITS.courierMin || courier.length > SHIPMENT_LIMITS.courierMax || /[<>]/.test(courier)) throw badRequest(M.courierMandatory);
  if (tracking.length < SHIPMENT_LIMITS.trackingMin || tracking.length > SHIPMENT_LIMITS.trackingMax || !TRACKING_NUMBER_PATTERN.test(tracking)) throw badRequest(M.trackingNumberMandatory);
  return { courier, tracking_number: tracking };
}

/** Moves one of the caller's shipments; answers the shipment as the seller sees it afterwards. */
/** `reviewSecret`: signs a guest order's review links in the delivered mail (issue 34; the app's secret). */
/** `payoutRates`: the delivered lines enter the seller's ledger at these rates (issue 33; the domain's defaults when absent). */
export async function moveShipment(db: Kysely<Database>, userId: number, shipmentId: number, action: ShipmentAction, body?: Partial<ShipBody>, options: { reviewSecret?: string; payoutRates?: PayoutRates } = {}): Promise<SellerOrder> {
  const sellerId = await sellerIdOf(db, userId);
  const details = action === 'ship' ? shipDetails(body) : null;
  const owned = await db.selectFrom('shipments').select(['id', 'order_id']).where('id', '=', shipmentId).where('seller_id', '=', sellerId).executeTakeFirst();
  if (!owned) throw notFound(M.shipmentNotFound);
  const move = SHIPMENT_MOVES[action];
  await db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, owned.order_id);
    if (!order) throw notFound(M.shipmentNotFound);
    if (order.status === SHIPMENT_STATUS.cancelled) throw new HttpError(409, M.orderCancelled);
    if ((UNPLACED as string[]).includes(order.payment_status)) throw new HttpError(409, M.orderUnpaid);
    if (action === 'ship' && order.confirm_token_hash) throw new HttpError(409, M.orderUnconfirmed);
    // issue 28: prescription lines ship only after the prescription review approved them
    if (action === 'ship') await assertShippable(trx, owned.order_id, sellerId);
    const current = await trx.selectFrom('shipments').select('status').where('id', '=', shipmentId).executeTakeFirstOrThrow();
    const problem = shipmentMoveProblem(action, Number(current.status));
    if (problem) throw new HttpError(409, problem);
    const at = new Date().toISOString();
    const result = await trx
      .updateTable('shipments')
      .set({ status: move.to, updated_at: at, ...(details ? { ...details, shipped_at: at } : { delivered_at: at }) })
      .where('id', '=', shipmentId)
      .where('status', '=', move.from)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new HttpError(409, action === 'ship' ? M.alreadyShipped : M.alreadyDelivered);
    // issue 33: each delivered line enters the seller's ledger with the delivery
    if (action === 'deliver') await recordDeliveredShipment(trx, { orderId: owned.order_id, sellerId, at, rates: options.payoutRates ?? DEFAULT_PAYOUT_RATES });
    const next = orderStatusFromShipments(order.status, await shipmentStatuses(trx, owned.order_id));
    if (next !== order.status) {
      await trx.updateTable('orders').set({ status: next }).where('id', '=', owned.order_id).where('status', '=', order.status).execute();
      await addOrderHistory(trx, owned.order_id, next, at);
    }
    if (order.email) {
      const customerName = [order.first_name, order.last_name].filter(Boolean).join(' ') || 'Customer';
      if (details) {
        await enqueueMail(trx, { template: 'shipment-shipped', to: order.email, dedupeKey: `shipment-shipped:${shipmentId}`, data: { uniqueId: order.unique_id, customerName, courier: details.courier, trackingNumber: details.tracking_number, guest: order.user_id === null } });
      } else {
        const lines = await trx.selectFrom('order_details').innerJoin('products', 'products.id', 'order_details.product_id').select(['products.id', 'products.name']).where('order_details.order_id', '=', owned.order_id).where('order_details.seller_id', '=', sellerId).orderBy('order_details.id').execute();
        // a guest (no account) reviews from the mail: each product's link carries a token signed for this order line
        const guest = (await trx.selectFrom('orders').select('user_id').where('id', '=', owned.order_id).executeTakeFirstOrThrow()).user_id === null;
        const products = lines.map((line) => (guest && options.reviewSecret ? { ...line, reviewLink: guestReviewLink(line.id, signGuestReviewToken(options.reviewSecret, { orderId: owned.order_id, productId: line.id })) } : line));
        await enqueueMail(trx, { template: 'shipment-delivered', to: order.email, dedupeKey: `shipment-delivered:${shipmentId}`, data: { uniqueId: order.unique_id, customerName, deliveredOn: at, products, guest: order.user_id === null } });
      }
    }
  });
  return (await findSellerOrder(db, sellerId, shipmentId)) as SellerOrder;
}
