/**
 * Places an order (spec section 7 payload, three variants): everything is recomputed from the database,
 * the client's figures must match, the delivery rule and stock are enforced, and the stock is decremented
 * in the same transaction. A repeated Idempotency-Key returns the first order.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PlaceOrderBody, PlacedOrder } from 'shared-lib/contract';
import { CUSTOMER_FIELDS, GUEST_MESSAGES, GUEST_ORDER_UNITS_MAX, MESSAGES, ORDER_STATUS, PAYMENT_STATUS, PAYMENT_TYPES, validateCustomer, type CustomerErrors, type PaymentStatus } from 'shared-lib/domain';
import type { Database } from '../../db/schema';
import { badRequest, forbidden, HttpError, unauthorized } from '../../plugins/errors';
import { recordPlacedOrder } from '../fulfilment/record';
import { confirmOrder } from '../mail/order-mails';
import { newConfirmation } from './guest';
import { newOrderUniqueId } from './ids';
import { assertClientTotals, assertDeliverable, priceOrder } from './pricing';
import { reserveStock } from './stock';

/** The order payload of spec section 7 (the contract's PlaceOrderBody). */
export type OrderInput = PlaceOrderBody;
export type { PlacedOrder };

/** The first message in the form's field order, or null. */
function firstError(errors: CustomerErrors): string | null {
  const field = CUSTOMER_FIELDS.find((name) => errors[name]);
  return field ? (errors[field] ?? null) : null;
}

export interface Caller {
  /** the patient's id from a verified token, or null for a guest */
  patientId: number | null;
}

/** What placeOrder hands back to its route: the order, plus for a guest pay-on-delivery order the token to e-mail (never sent in the answer). */
export type PlacedOrderResult = PlacedOrder & { confirmToken?: string; confirmBy?: string };

const ORDER_COLUMNS = [
  'id',
  'unique_id',
  'order_date',
  'status',
  'payment_type',
  'payment_status',
  'total_price',
  'shipping_charges',
  'discount_price',
  'tax',
  'order_total_price',
  'coupon_id',
  'user_id',
] as const;

/** Keys are scoped to the patient, or for guests to the contact (e-mail + mobile): one guest cannot replay another's order. */
export function scopedIdempotencyKey(key: string | undefined, caller: Caller, guest?: { email?: string; mobile?: string }): string | null {
  const trimmed = (key ?? '').trim();
  if (!trimmed) return null;
  if (trimmed.length > 100) throw badRequest('Idempotency-Key is too long');
  if (caller.patientId !== null) return `${caller.patientId}:${trimmed}`;
  const contact = createHash('sha256').update(`${(guest?.email ?? '').trim().toLowerCase()}|${(guest?.mobile ?? '').trim()}`).digest('hex').slice(0, 16);
  return `guest-${contact}:${trimmed}`;
}

export async function findOrderByIdempotencyKey(db: Kysely<Database>, scopedKey: string): Promise<PlacedOrder | null> {
  const row = await db.selectFrom('orders').select(ORDER_COLUMNS).where('idempotency_key', '=', scopedKey).executeTakeFirst();
  return row ? { ...row, replayed: true } : null;
}

interface Delivery {
  address_id: number | null;
  address: string;
  pincode: string;
  state_id: number;
  city_id: number;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  mobile: string | null;
}

async function resolveDelivery(db: Kysely<Database>, input: OrderInput, caller: Caller): Promise<{ userId: number | null; delivery: Delivery }> {
  if (input.user_id !== undefined && input.user_id !== null && input.user_id !== 0) {
    if (caller.patientId === null) throw unauthorized('Please log in to order with your account');
    if (input.user_id !== caller.patientId) throw forbidden('You can only place orders for your own account');
  }
  const userId = caller.patientId;

  if (input.address_id) {
    if (userId === null) throw unauthorized('Please log in to use a saved address');
    const saved = await db
      .selectFrom('addresses')
      .select(['id', 'address', 'pincode', 'state_id', 'city_id'])
      .where('id', '=', input.address_id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!saved) throw badRequest('The selected address was not found');
    const user = await db.selectFrom('users').select(['first_name', 'last_name', 'email', 'phone']).where('id', '=', userId).executeTakeFirstOrThrow();
    const [first, ...rest] = (input.name ?? '').trim().split(/\s+/).filter(Boolean);
    return {
      userId,
      delivery: {
        address_id: saved.id,
        address: saved.address,
        pincode: saved.pincode,
        state_id: saved.state_id,
        city_id: saved.city_id,
        first_name: first ?? user.first_name,
        last_name: first ? rest.join(' ') : user.last_name,
        email: input.email?.trim() || user.email,
        mobile: input.mobile?.trim() || user.phone,
      },
    };
  }

  const address = input.address;
  if (!address || !input.state_id || !input.city_id) throw badRequest(MESSAGES.checkout.selectAddress);
  const line1 = address.address_line_1?.trim();
  const pincode = String(address.pincode ?? '').trim();
  // the checkout form's own rule and messages (shared-lib/domain), the contact too for a guest
  const refused = firstError(
    validateCustomer(
      {
        first_name: input.first_name ?? '',
        last_name: input.last_name ?? '',
        email: input.email ?? '',
        mobile: input.mobile ?? '',
        address_line_1: line1 ?? '',
        address_line_2: address.address_line_2 ?? '',
        state_id: input.state_id,
        city_id: input.city_id,
        pincode,
      },
      { askContact: userId === null },
    ),
  );
  if (refused) throw badRequest(refused);
  const city = await db.selectFrom('cities').select(['id', 'state_id']).where('id', '=', input.city_id).executeTakeFirst();
  if (!city || city.state_id !== input.state_id) throw badRequest('The city does not belong to the chosen state');

  let names: Pick<Delivery, 'first_name' | 'last_name' | 'email' | 'mobile'>;
  if (userId !== null) {
    const user = await db.selectFrom('users').select(['first_name', 'last_name', 'email', 'phone']).where('id', '=', userId).executeTakeFirstOrThrow();
    names = {
      first_name: input.first_name?.trim() || user.first_name,
      last_name: input.last_name?.trim() || user.last_name,
      email: input.email?.trim() || user.email,
      mobile: input.mobile?.trim() || user.phone,
    };
  } else {
    // validated above with the checkout form's rule
    names = { first_name: (input.first_name ?? '').trim(), last_name: (input.last_name ?? '').trim(), email: (input.email ?? '').trim().toLowerCase(), mobile: (input.mobile ?? '').trim() };
  }
  return {
    userId,
    delivery: {
      address_id: null,
      address: JSON.stringify({ address_line_1: line1 ?? '', address_line_2: address.address_line_2?.trim() ?? '', pincode }),
      pincode,
      state_id: input.state_id,
      city_id: input.city_id,
      ...names,
    },
  };
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/i.test(e?.message ?? '');
}

export interface PlaceOrderOptions {
  idempotencyKey?: string;
  /** guest pay-on-delivery orders must be confirmed within this many minutes (default 30) */
  guestConfirmMinutes?: number;
  /** called inside the transaction once the order exists (e.g. to record the payment) */
  afterInsert?: (trx: Kysely<Database>, order: PlacedOrder) => Promise<void>;
}

export async function placeOrder(db: Kysely<Database>, input: OrderInput, caller: Caller, options: PlaceOrderOptions = {}): Promise<PlacedOrderResult> {
  const key = scopedIdempotencyKey(options.idempotencyKey, caller, input);
  if (key) {
    const existing = await findOrderByIdempotencyKey(db, key);
    if (existing) return existing;
  }

  const { userId, delivery } = await resolveDelivery(db, input, caller);
  if (userId === null && input.cart.reduce((sum, line) => sum + Number(line.quantity), 0) > GUEST_ORDER_UNITS_MAX) throw badRequest(GUEST_MESSAGES.tooManyUnits);
  const priced = await priceOrder(db, input.cart, { id: Number(input.coupon_id) || 0, code: input.coupon_code, patientId: userId, email: delivery.email });
  assertClientTotals(input, priced.totals);
  assertDeliverable(priced.lines, delivery.pincode);

  const payNow = input.payment_type === PAYMENT_TYPES.payNow;
  const paymentStatus: PaymentStatus = payNow ? PAYMENT_STATUS.pending : PAYMENT_STATUS.notRequired;
  // a guest's pay-on-delivery order holds its stock only until confirmed from the e-mailed link
  const confirmation = userId === null && !payNow ? newConfirmation(options.guestConfirmMinutes ?? 30) : null;

  try {
    return await db.transaction().execute(async (trx) => {
      await reserveStock(trx, priced.lines);
      const values = {
        unique_id: newOrderUniqueId(),
        user_id: userId,
        ...delivery,
        total_price: priced.totals.subtotal,
        shipping_charges: priced.totals.shipping,
        discount_price: priced.totals.discount,
        tax: priced.totals.tax,
        order_total_price: priced.totals.orderTotal,
        coupon_id: priced.coupon?.id ?? null,
        payment_type: input.payment_type,
        payment_status: paymentStatus,
        status: ORDER_STATUS.processing,
        idempotency_key: key,
        order_date: new Date().toISOString(),
        confirm_token_hash: confirmation?.hash ?? null,
        confirm_expires_at: confirmation?.expiresAt ?? null,
      };
      const { id } = await trx.insertInto('orders').values(values).returning('id').executeTakeFirstOrThrow();
      await trx
        .insertInto('order_details')
        .values(priced.lines.map((l) => ({ order_id: id, product_id: l.product_id, quantity: l.quantity, sales_price: l.sales_price, total_price: l.total_price })))
        .execute();
      await recordPlacedOrder(trx, id, values.order_date);
      if (!payNow && userId !== null) await trx.deleteFrom('cart_items').where('user_id', '=', userId).execute();
      const order: PlacedOrderResult = {
        id,
        unique_id: values.unique_id,
        order_date: values.order_date,
        status: values.status,
        payment_type: values.payment_type,
        payment_status: values.payment_status,
        total_price: values.total_price,
        shipping_charges: values.shipping_charges,
        discount_price: values.discount_price,
        tax: values.tax,
        order_total_price: values.order_total_price,
        coupon_id: values.coupon_id,
        user_id: userId,
        replayed: false,
        ...(confirmation ? { confirmToken: confirmation.token, confirmBy: confirmation.expiresAt } : {}),
      };
      if (options.afterInsert) await options.afterInsert(trx, order);
      // pay on delivery is confirmed now (invoice + mail in this transaction); pay now once it is paid
      if (!payNow) await confirmOrder(trx, id);
      return order;
    });
  } catch (error) {
    // the same key raced in from a parallel request: answer with the order that won
    if (key && isUniqueViolation(error)) {
      const existing = await findOrderByIdempotencyKey(db, key);
      if (existing) return existing;
    }
    if (error instanceof HttpError) throw error;
    throw error;
  }
}
