/**
 * Places an order (spec section 7 payload, three variants): everything is recomputed from the database,
 * the client's figures must match, the delivery rule and stock are enforced, and the stock is decremented
 * in the same transaction. A repeated Idempotency-Key returns the first order.
 */
import type { Kysely } from 'kysely';
import type { PlaceOrderBody, PlacedOrder } from 'shared-lib/contract';
import { GUEST_MESSAGES, GUEST_ORDER_UNITS_MAX, ORDER_STATUS, PAYMENT_STATUS, PAYMENT_TYPES, type PaymentStatus } from 'shared-lib/domain';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { badRequest } from '../../http-error';
import { recordPlacedOrder } from './fulfilment-record';
import { confirmOrder } from '../mail/order-mails';
import type { Caller } from './caller';
import { assertCodUnitsPerProduct, unverifiedAccountEmail } from './cod-rules';
import { claimCouponUse } from '../coupons/limits';
import { resolveDelivery } from './delivery';
import { guestConfirmLink, newConfirmation } from './guest';
import { assertUnconfirmedCaps } from './unconfirmed-caps';
import { findOrderByIdempotencyKey, scopedIdempotencyKey } from './idempotency';
import { newOrderUniqueId } from './ids';
import { assertClientTotals, assertDeliverable, priceOrder } from './pricing';
import { reserveStock } from './stock';
import { assertPrescriptionGate, openReviews } from '../rx/gate';

/** The order payload of spec section 7 (the contract's PlaceOrderBody). */
export type OrderInput = PlaceOrderBody;
export type { PlacedOrder };

/** What placeOrder hands back to its route (a guest's confirmation token is only ever e-mailed, never answered). */
export type PlacedOrderResult = PlacedOrder;

export interface PlaceOrderOptions {
  idempotencyKey?: string;
  /** guest pay-on-delivery orders must be confirmed within this many minutes (default 30) */
  guestConfirmMinutes?: number;
  /** units of one product a pay-on-delivery order may hold (COD_UNITS_PER_PRODUCT_MAX) */
  codUnitsPerProductMax?: number;
  /** caps on unconfirmed orders (defaults: UNCONFIRMED_ORDERS_PER_CONTACT_MAX, UNCONFIRMED_UNITS_PER_PRODUCT_MAX) */
  unconfirmedCaps?: { perContact?: number; unitsPerProduct?: number };
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
  // issue 28: prescription medicines need a logged-in patient and a prescription of theirs (refused before anything is written)
  const needsReview = await assertPrescriptionGate(db, priced.lines.map((line) => line.product_id), userId, input.prescription_document_id);

  const payNow = input.payment_type === PAYMENT_TYPES.payNow;
  const paymentStatus: PaymentStatus = payNow ? PAYMENT_STATUS.pending : PAYMENT_STATUS.notRequired;
  if (!payNow) assertCodUnitsPerProduct(priced.lines, options.codUnitsPerProductMax);
  // a guest's (or an unverified account's) pay-on-delivery order holds its stock only until confirmed from the e-mailed link
  const unverifiedEmail = !payNow && userId !== null ? await unverifiedAccountEmail(db, userId) : null;
  if (unverifiedEmail) delivery.email = unverifiedEmail;
  const confirmation = (userId === null || unverifiedEmail) && !payNow ? newConfirmation(options.guestConfirmMinutes ?? 30) : null;

  try {
    return await db.transaction().execute(async (trx) => {
      await reserveStock(trx, priced.lines);
      if (confirmation) await assertUnconfirmedCaps(trx, delivery, priced.lines, options.unconfirmedCaps);
      if (priced.coupon) await claimCouponUse(trx, priced.coupon.id, { patientId: userId, email: delivery.email });
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
        confirm_link_hash: confirmation?.hash ?? null,
        confirm_expires_at: confirmation?.expiresAt ?? null,
      };
      const { id } = await trx.insertInto('orders').values(values).returning('id').executeTakeFirstOrThrow();
      await trx
        .insertInto('order_details')
        .values(priced.lines.map((l) => ({ order_id: id, product_id: l.product_id, quantity: l.quantity, sales_price: l.sales_price, total_price: l.total_price })))
        .execute();
      await recordPlacedOrder(trx, id, values.order_date);
      if (needsReview) await openReviews(trx, id, input.prescription_document_id as number, { attempt: 1 });
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
      };
      if (options.afterInsert) await options.afterInsert(trx, order);
      // pay on delivery is confirmed now (invoice + mail in this transaction, for a guest with the confirmation link); pay now once it is paid
      if (!payNow) await confirmOrder(trx, id, new Date(), confirmation ? { link: guestConfirmLink(values.unique_id, confirmation.token), by: confirmation.expiresAt } : undefined);
      return order;
    });
  } catch (error) {
    // the same key raced in from a parallel request: answer with the order that won
    if (key && isUniqueViolation(error)) {
      const existing = await findOrderByIdempotencyKey(db, key);
      if (existing) return existing;
    }
    throw error;
  }
}
