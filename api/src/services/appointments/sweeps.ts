/**
 * Scheduled consultation work, each run claimed so one replica does it (see routes/appointments.ts for the
 * schedule; reminders need no sweep: they are outbox rows due an hour before the start).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PaymentProvider } from '../../integrations/payment/provider';
import { failAppointmentPayment, settleAppointmentPayment } from './payments';

/** Held appointments past their hold: a last status check, then the payment fails and the slot is free. */
export async function expireAppointmentHolds(db: Kysely<Database>, provider: PaymentProvider | null, now = new Date()): Promise<number> {
  const held = await db
    .selectFrom('appointments')
    .innerJoin('appointment_payments', 'appointment_payments.appointment_id', 'appointments.id')
    .select(['appointments.id', 'appointment_payments.merchant_transaction_id'])
    .where('appointments.status', '=', 'held')
    .where('appointments.hold_expires_at', '<', now.toISOString())
    .where('appointment_payments.state', '=', 'pending')
    .execute();
  let expired = 0;
  for (const { merchant_transaction_id: id } of held) {
    const outcome = provider ? await settleAppointmentPayment(db, provider, id).catch(() => 'pending' as const) : 'pending';
    if (outcome === 'pending' && (await failAppointmentPayment(db, id, { reason: 'hold expired' }, now))) expired++;
  }
  // a hold whose payment never started (the process stopped in between) frees its slot too
  await db.updateTable('appointments').set({ status: 'expired', hold_expires_at: null }).where('status', '=', 'held').where('hold_expires_at', '<', new Date(now.getTime() - 60 * 60_000).toISOString()).execute();
  return expired;
}

/** Confirmed consultations whose end has passed: completed when someone joined, otherwise missed. */
export async function closeEndedAppointments(db: Kysely<Database>, now = new Date()): Promise<number> {
  const at = now.toISOString();
  const missed = await db.updateTable('appointments').set({ status: 'missed', updated_at: at }).where('status', '=', 'confirmed').where('end_at', '<=', at).where('joined_at', 'is', null).executeTakeFirst();
  await db.updateTable('appointments').set({ status: 'completed', updated_at: at }).where('status', '=', 'confirmed').where('end_at', '<=', at).where('joined_at', 'is not', null).execute();
  return Number(missed.numUpdatedRows);
}
