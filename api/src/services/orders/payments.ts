/**
 * Online payments of orders: start (order pending, stock reserved), settle (verified return, callback or
 * expiry: status check first, amount compared, then paid or failed with stock released), expire.
 */
import type { Kysely } from 'kysely';
import { PAYMENT_STATUS, PHONE_PATTERN } from 'shared-lib/domain';
import type { Database } from '../../db/schema';
import type { PaymentProvider } from '../../integrations/payment/provider';
import { MERCHANT_ID_PATTERN } from '../../integrations/payment/protocol';
import { HttpError } from '../../http-error';
import { confirmOrder } from '../mail/order-mails';
import { newMerchantTransactionId, randomBase32 } from './ids';
import type { Caller } from './caller';
import { type OrderInput, placeOrder, type PlacedOrder } from './place-order';
import { releaseStock } from './stock';

export interface StartedPayment {
  order: PlacedOrder;
  code: string;
  message: string;
  redirectUrl: string | null;
  merchantTransactionId: string;
}

export interface PaymentUrls {
  redirectUrl: (merchantTransactionId: string) => string;
  callbackUrl: string;
}

export async function startOnlinePayment(
  db: Kysely<Database>,
  provider: PaymentProvider,
  urls: PaymentUrls,
  input: OrderInput & { MUID?: string; number?: string },
  caller: Caller,
  idempotencyKey?: string,
): Promise<StartedPayment> {
  const order = await placeOrder(db, { ...input, payment_type: '1' }, caller, { idempotencyKey });
  if (order.replayed) {
    const previous = await db.selectFrom('payments').select(['merchant_transaction_id', 'raw', 'state']).where('order_id', '=', order.id).orderBy('id', 'desc').executeTakeFirst();
    const raw = previous?.raw ? (JSON.parse(previous.raw) as { redirectUrl?: string | null }) : {};
    const open = previous?.state === 'pending' && order.payment_status === PAYMENT_STATUS.pending;
    return {
      order,
      code: open ? 'PAYMENT_INITIATED' : `ORDER_${order.payment_status.toUpperCase()}`,
      message: open ? 'Payment already initiated' : 'This order was already processed',
      redirectUrl: open ? (raw.redirectUrl ?? null) : null,
      merchantTransactionId: previous?.merchant_transaction_id ?? '',
    };
  }

  const merchantTransactionId = newMerchantTransactionId();
  const amountPaise = order.order_total_price * 100;
  await db
    .insertInto('payments')
    .values({ order_id: order.id, provider: provider.name, merchant_transaction_id: merchantTransactionId, amount_paise: amountPaise, state: 'pending', raw: null, created_at: new Date().toISOString() })
    .execute();

  const muid = input.MUID && MERCHANT_ID_PATTERN.test(input.MUID) ? input.MUID : null;
  const merchantUserId = order.user_id !== null ? `MUID${order.user_id}` : (muid ?? `GUEST${randomBase32(10)}`);
  const result = await provider.initiate({
    merchantTransactionId,
    merchantUserId,
    amount: amountPaise,
    redirectUrl: urls.redirectUrl(merchantTransactionId),
    callbackUrl: urls.callbackUrl,
    ...(input.mobile && PHONE_PATTERN.test(input.mobile) ? { mobileNumber: input.mobile } : {}),
  });
  await db
    .updateTable('payments')
    .set({ raw: JSON.stringify({ redirectUrl: result.redirectUrl, initiate: result.raw }), updated_at: new Date().toISOString() })
    .where('merchant_transaction_id', '=', merchantTransactionId)
    .execute();

  if (result.code !== 'PAYMENT_INITIATED' || !result.redirectUrl) {
    await failPayment(db, merchantTransactionId, { initiate: result.code });
    throw new HttpError(502, `The payment could not be started (${result.message || result.code}). Please try again or choose Pay on Delivery.`);
  }
  return { order, code: result.code, message: result.message, redirectUrl: result.redirectUrl, merchantTransactionId };
}

/** pending -> failed exactly once; the order's stock goes back. */
export async function failPayment(db: Kysely<Database>, merchantTransactionId: string, detail: unknown): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const payment = await trx.selectFrom('payments').select(['id', 'order_id']).where('merchant_transaction_id', '=', merchantTransactionId).executeTakeFirst();
    if (!payment) return false;
    const changed = await trx
      .updateTable('payments')
      .set({ state: 'failed', updated_at: new Date().toISOString(), raw: JSON.stringify({ settled: detail }) })
      .where('id', '=', payment.id)
      .where('state', '=', 'pending')
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) return false;
    const order = await trx
      .updateTable('orders')
      .set({ payment_status: PAYMENT_STATUS.failed })
      .where('id', '=', payment.order_id)
      .where('payment_status', '=', PAYMENT_STATUS.pending)
      .executeTakeFirst();
    if (Number(order.numUpdatedRows) === 1) await releaseStock(trx, payment.order_id);
    return true;
  });
}

async function markPaid(db: Kysely<Database>, merchantTransactionId: string, detail: unknown): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const payment = await trx.selectFrom('payments').select(['id', 'order_id']).where('merchant_transaction_id', '=', merchantTransactionId).executeTakeFirst();
    if (!payment) return false;
    const changed = await trx
      .updateTable('payments')
      .set({ state: 'paid', updated_at: new Date().toISOString(), raw: JSON.stringify({ settled: detail }) })
      .where('id', '=', payment.id)
      .where('state', '=', 'pending')
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) return false;
    await trx.updateTable('orders').set({ payment_status: PAYMENT_STATUS.paid }).where('id', '=', payment.order_id).execute();
    const order = await trx.selectFrom('orders').select(['user_id']).where('id', '=', payment.order_id).executeTakeFirstOrThrow();
    if (order.user_id !== null) await trx.deleteFrom('cart_items').where('user_id', '=', order.user_id).execute();
    await confirmOrder(trx, payment.order_id);
    return true;
  });
}

export type SettleOutcome = 'paid' | 'failed' | 'pending' | 'unknown';

/**
 * Decides a payment from the provider's status API (never from what the browser or a callback claims):
 * PAYMENT_SUCCESS with state COMPLETED and the exact amount marks it paid; a definite failure or a wrong
 * amount fails it; anything else leaves it pending (the expiry timer decides later).
 */
export async function settlePayment(db: Kysely<Database>, provider: PaymentProvider, merchantTransactionId: string): Promise<SettleOutcome> {
  const payment = await db.selectFrom('payments').select(['state', 'amount_paise']).where('merchant_transaction_id', '=', merchantTransactionId).executeTakeFirst();
  if (!payment) return 'unknown';
  if (payment.state !== 'pending') return payment.state === 'paid' ? 'paid' : 'failed';
  const status = await provider.checkStatus(merchantTransactionId);
  const data = status.data;
  const sameTransaction = data?.merchantTransactionId === merchantTransactionId;
  if (status.code === 'PAYMENT_SUCCESS' && data?.state === 'COMPLETED' && sameTransaction) {
    if (Number(data.amount) !== payment.amount_paise) {
      await failPayment(db, merchantTransactionId, { reason: 'amount mismatch', status });
      return 'failed';
    }
    return (await markPaid(db, merchantTransactionId, status)) ? 'paid' : await currentOutcome(db, merchantTransactionId);
  }
  if (sameTransaction && (data?.state === 'FAILED' || status.code === 'PAYMENT_ERROR' || status.code === 'PAYMENT_DECLINED')) {
    await failPayment(db, merchantTransactionId, { status });
    return 'failed';
  }
  return 'pending';
}

async function currentOutcome(db: Kysely<Database>, merchantTransactionId: string): Promise<SettleOutcome> {
  const row = await db.selectFrom('payments').select('state').where('merchant_transaction_id', '=', merchantTransactionId).executeTakeFirst();
  return row?.state === 'paid' ? 'paid' : row?.state === 'failed' ? 'failed' : 'pending';
}

/** Pending payments older than `minutes`: a last status check, then failed with the stock released. */
export async function expireStalePayments(db: Kysely<Database>, provider: PaymentProvider | null, minutes: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - minutes * 60_000).toISOString();
  const stale = await db.selectFrom('payments').select('merchant_transaction_id').where('state', '=', 'pending').where('created_at', '<', cutoff).execute();
  let expired = 0;
  for (const { merchant_transaction_id: id } of stale) {
    const outcome = provider ? await settlePayment(db, provider, id).catch(() => 'pending' as const) : 'pending';
    if (outcome === 'pending' && (await failPayment(db, id, { reason: 'expired' }))) expired++;
  }
  return expired;
}

/** The amount (paise) of a payment by its merchant transaction id, or null when unknown. */
export async function paymentAmount(db: Kysely<Database>, merchantTransactionId: string): Promise<number | null> {
  const payment = await db.selectFrom('payments').select(['amount_paise']).where('merchant_transaction_id', '=', merchantTransactionId).executeTakeFirst();
  return payment ? payment.amount_paise : null;
}
