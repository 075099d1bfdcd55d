/**
 * Paying a consultation through the same provider as orders (PhonePe PG v1 or the sandbox): a held
 * appointment gets a payment; the provider's status API alone decides it (never the browser); paid confirms
 * the appointment and mails it, failed or expired frees the slot. A payment that succeeds after its hold
 * expired records a full refund instead.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PaymentProvider } from '../../integrations/payment/provider';
import { HttpError } from '../../http-error';
import { newMerchantTransactionId } from '../orders/ids';
import { mailConfirmed } from './mails';

type Db = Kysely<Database>;

export interface PaymentUrls {
  redirectUrl: (merchantTransactionId: string) => string;
  callbackUrl: string;
}

/** Starts the payment of a held appointment; when the provider refuses, the booking is removed again (nothing left written). */
export async function startAppointmentPayment(db: Db, provider: PaymentProvider, urls: PaymentUrls, appointmentId: number, patientId: number, amountPaise: number) {
  const merchantTransactionId = newMerchantTransactionId();
  await db
    .insertInto('appointment_payments')
    .values({ appointment_id: appointmentId, provider: provider.name, merchant_transaction_id: merchantTransactionId, amount_paise: amountPaise, state: 'pending', raw: null, created_at: new Date().toISOString() })
    .execute();
  const result = await provider
    .initiate({ merchantTransactionId, merchantUserId: `MUID${patientId}`, amount: amountPaise, redirectUrl: urls.redirectUrl(merchantTransactionId), callbackUrl: urls.callbackUrl })
    .catch((error: unknown) => ({ code: 'PAYMENT_ERROR', message: (error as Error).message, redirectUrl: null, raw: null }));
  if (result.code !== 'PAYMENT_INITIATED' || !result.redirectUrl) {
    await db.deleteFrom('appointments').where('id', '=', appointmentId).where('status', '=', 'held').execute();
    throw new HttpError(502, `The payment could not be started (${result.message || result.code}). Please try again.`);
  }
  await db
    .updateTable('appointment_payments')
    .set({ raw: JSON.stringify({ redirectUrl: result.redirectUrl, initiate: result.raw }), updated_at: new Date().toISOString() })
    .where('merchant_transaction_id', '=', merchantTransactionId)
    .execute();
  return { redirectUrl: result.redirectUrl, merchantTransactionId };
}

/** pending -> failed once; a held appointment becomes expired and its slot is free again. */
export async function failAppointmentPayment(db: Db, merchantTransactionId: string, detail: unknown, now = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const payment = await trx.selectFrom('appointment_payments').select(['id', 'appointment_id']).where('merchant_transaction_id', '=', merchantTransactionId).executeTakeFirst();
    if (!payment) return false;
    const changed = await trx
      .updateTable('appointment_payments')
      .set({ state: 'failed', updated_at: now.toISOString(), raw: JSON.stringify({ settled: detail }) })
      .where('id', '=', payment.id)
      .where('state', '=', 'pending')
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) return false;
    await trx.updateTable('appointments').set({ status: 'expired', hold_expires_at: null, updated_at: now.toISOString() }).where('id', '=', payment.appointment_id).where('status', '=', 'held').execute();
    return true;
  });
}

async function markPaid(db: Db, merchantTransactionId: string, detail: unknown, now = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const payment = await trx.selectFrom('appointment_payments').select(['id', 'appointment_id', 'amount_paise']).where('merchant_transaction_id', '=', merchantTransactionId).executeTakeFirst();
    if (!payment) return false;
    const changed = await trx
      .updateTable('appointment_payments')
      .set({ state: 'paid', updated_at: now.toISOString(), raw: JSON.stringify({ settled: detail }) })
      .where('id', '=', payment.id)
      .where('state', '=', 'pending')
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) return false;
    const confirmed = await trx
      .updateTable('appointments')
      .set({ status: 'confirmed', hold_expires_at: null, updated_at: now.toISOString() })
      .where('id', '=', payment.appointment_id)
      .where('status', '=', 'held')
      .executeTakeFirst();
    if (Number(confirmed.numUpdatedRows) === 1) {
      const appointment = await trx.selectFrom('appointments').selectAll().where('id', '=', payment.appointment_id).executeTakeFirstOrThrow();
      await mailConfirmed(trx, appointment, now);
    } else {
      // the hold ended before the money arrived: the patient is owed it back
      await trx.updateTable('appointments').set({ refund_status: 'pending', refund_amount_paise: payment.amount_paise }).where('id', '=', payment.appointment_id).execute();
    }
    return true;
  });
}

export type SettleOutcome = 'paid' | 'failed' | 'pending' | 'unknown';

/** Decides from the provider's status API: completed with the exact amount is paid, a definite failure fails. */
export async function settleAppointmentPayment(db: Db, provider: PaymentProvider, merchantTransactionId: string): Promise<SettleOutcome> {
  const payment = await db.selectFrom('appointment_payments').select(['state', 'amount_paise']).where('merchant_transaction_id', '=', merchantTransactionId).executeTakeFirst();
  if (!payment) return 'unknown';
  if (payment.state !== 'pending') return payment.state;
  const status = await provider.checkStatus(merchantTransactionId);
  const data = status.data;
  const sameTransaction = data?.merchantTransactionId === merchantTransactionId;
  if (status.code === 'PAYMENT_SUCCESS' && data?.state === 'COMPLETED' && sameTransaction) {
    if (Number(data.amount) !== payment.amount_paise) {
      await failAppointmentPayment(db, merchantTransactionId, { reason: 'amount mismatch', status });
      return 'failed';
    }
    await markPaid(db, merchantTransactionId, status);
  } else if (sameTransaction && (data?.state === 'FAILED' || status.code === 'PAYMENT_ERROR' || status.code === 'PAYMENT_DECLINED')) {
    await failAppointmentPayment(db, merchantTransactionId, { status });
  }
  const row = await db.selectFrom('appointment_payments').select('state').where('merchant_transaction_id', '=', merchantTransactionId).executeTakeFirstOrThrow();
  return row.state;
}

/** The appointment a payment belongs to and its amount, or null. */
export async function appointmentPaymentOf(db: Db, merchantTransactionId: string) {
  return (await db.selectFrom('appointment_payments').select(['appointment_id', 'amount_paise']).where('merchant_transaction_id', '=', merchantTransactionId).executeTakeFirst()) ?? null;
}
