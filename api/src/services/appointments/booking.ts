/**
 * Booking, cancelling and moving a consultation. The slot must be one the doctor's hours give (checked
 * here, never trusted from the client) and the fee is the server's. The partial unique index refuses a
 * second active booking of a doctor's start time, so of many simultaneous attempts exactly one commits and
 * the others get "This slot was just taken"; a patient's overlapping consultations are refused inside the
 * same transaction, serialised per patient (a row lock on PostgreSQL; SQLite runs one writer at a time).
 */
import { type Kysely, sql } from 'kysely';
import type { BookBody } from 'shared-lib/contract';
import {
  ACTIVE_APPOINTMENT_STATUSES,
  BOOKING_HORIZON_DAYS,
  CONSULTATION_MESSAGES as MESSAGES,
  type Slot,
  checkSlot,
  doctorMayCancel,
  patientMayChange,
} from 'shared-lib/domain/consultations';
import { databaseKind } from '../../db/connect';
import type { Database } from '../../db/schema';
import { HttpError, badRequest, conflict, notFound } from '../../http-error';
import { isUniqueViolation } from '../../db/unique-violation';
import { rulesOf } from './availability';
import { mailCancelled, mailConfirmed, mailRescheduled } from './mails';
import type { Viewer } from './views';
import { partyRow } from './views';

type Db = Kysely<Database>;

async function bookableSlot(db: Db, doctorId: number, start: string, now: Date): Promise<{ slot: Slot; feePaise: number }> {
  const doctor = await db.selectFrom('doctors').select('stage').where('user_id', '=', doctorId).executeTakeFirst();
  if (!doctor || doctor.stage !== 4) throw notFound(MESSAGES.doctorNotFound);
  const rules = (await rulesOf(db, [doctorId])).get(doctorId);
  if (!rules) throw conflict(MESSAGES.noSlotsYet);
  const check = checkSlot(rules, start, now, BOOKING_HORIZON_DAYS);
  if (!check.ok) throw check.reason === 'past' ? conflict(MESSAGES.slotPast) : badRequest(MESSAGES.slotNotOffered);
  return { slot: check.slot, feePaise: rules.fee_paise };
}

/** Serialises one patient's bookings so two overlapping ones cannot both pass the overlap check. */
async function lockPatient(trx: Db, patientId: number): Promise<void> {
  if (databaseKind(trx) === 'postgres') await sql`select id from users where id = ${patientId} for update`.execute(trx);
}

async function refuseOverlap(trx: Db, patientId: number, slot: Slot, exceptId?: number): Promise<void> {
  const clash = await trx
    .selectFrom('appointments')
    .select('id')
    .where('patient_id', '=', patientId)
    .where('status', 'in', ACTIVE_APPOINTMENT_STATUSES)
    .where('start_at', '<', slot.end)
    .where('end_at', '>', slot.start)
    .$if(exceptId !== undefined, (qb) => qb.where('id', '!=', exceptId as number))
    .executeTakeFirst();
  if (clash) throw conflict(MESSAGES.overlapping);
}

/** A unique violation of the slot index becomes the clear 409; anything else stays as it is. */
function slotTakenOr(error: unknown): never {
  if (isUniqueViolation(error)) throw conflict(MESSAGES.slotTaken);
  throw error;
}

export interface HoldOptions {
  holdMinutes: number;
  /** refused before anything is written when a paid consultation cannot be paid online */
  paymentsAvailable: boolean;
  now?: Date;
}

/** Writes the booking: confirmed (and mailed) at once when free, otherwise held until its payment settles. */
export async function bookAppointment(db: Db, patientId: number, body: BookBody, options: HoldOptions): Promise<{ id: number; feePaise: number }> {
  const now = options.now ?? new Date();
  const { slot, feePaise } = await bookableSlot(db, body.doctor_id, body.start, now);
  if (feePaise > 0 && !options.paymentsAvailable) throw new HttpError(503, 'Online payment is not available at the moment, so paid consultations cannot be booked. Please try again later.');
  const concern = body.concern.trim();
  if (!concern) throw badRequest('Please describe your concern');
  try {
    return await db.transaction().execute(async (trx) => {
      await lockPatient(trx, patientId);
      await refuseOverlap(trx, patientId, slot);
      const row = {
        doctor_id: body.doctor_id,
        patient_id: patientId,
        start_at: slot.start,
        end_at: slot.end,
        status: feePaise > 0 ? ('held' as const) : ('confirmed' as const),
        fee_paise: feePaise,
        concern,
        hold_expires_at: feePaise > 0 ? new Date(now.getTime() + options.holdMinutes * 60_000).toISOString() : null,
        created_at: now.toISOString(),
      };
      const { id } = await trx.insertInto('appointments').values(row).returning('id').executeTakeFirstOrThrow();
      if (feePaise === 0) await mailConfirmed(trx, { id, ...row }, now);
      return { id, feePaise };
    });
  } catch (error) {
    return slotTakenOr(error);
  }
}

export async function cancelAppointment(db: Db, id: number, viewer: Viewer, now = new Date()): Promise<void> {
  const row = await partyRow(db, id, viewer);
  if (row.status !== 'confirmed' && row.status !== 'held') throw conflict(MESSAGES.notActive);
  if (viewer.type === 'doctor' ? !doctorMayCancel(row.start_at, now) : !patientMayChange(row.start_at, now)) {
    throw conflict(viewer.type === 'doctor' || !doctorMayCancel(row.start_at, now) ? MESSAGES.alreadyStarted : MESSAGES.patientWindowClosed);
  }
  await db.transaction().execute(async (trx) => {
    const paid = await trx.selectFrom('appointment_payments').select('amount_paise').where('appointment_id', '=', id).where('state', '=', 'paid').executeTakeFirst();
    const refund = paid ? paid.amount_paise : null;
    const changed = await trx
      .updateTable('appointments')
      .set({ status: 'cancelled', cancelled_at: now.toISOString(), cancelled_by: viewer.type, refund_status: refund ? 'pending' : null, refund_amount_paise: refund, updated_at: now.toISOString() })
      .where('id', '=', id)
      .where('status', '=', row.status)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) throw conflict(MESSAGES.notActive);
    await trx.updateTable('appointment_payments').set({ state: 'failed', updated_at: now.toISOString() }).where('appointment_id', '=', id).where('state', '=', 'pending').execute();
    if (row.status === 'confirmed') await mailCancelled(trx, row, viewer.type, refund, now);
  });
}

/** The patient moves a confirmed consultation to another free slot of the same doctor (same fee). */
export async function rescheduleAppointment(db: Db, id: number, patientId: number, start: string, now = new Date()): Promise<void> {
  const row = await partyRow(db, id, { id: patientId, type: 'patient' });
  if (row.status !== 'confirmed') throw conflict(MESSAGES.notActive);
  if (!patientMayChange(row.start_at, now)) throw conflict(MESSAGES.patientWindowClosed);
  const { slot } = await bookableSlot(db, row.doctor_id, start, now);
  if (slot.start === row.start_at) throw badRequest(MESSAGES.sameSlot);
  try {
    await db.transaction().execute(async (trx) => {
      await lockPatient(trx, patientId);
      await refuseOverlap(trx, patientId, slot, id);
      const changed = await trx
        .updateTable('appointments')
        .set({ start_at: slot.start, end_at: slot.end, updated_at: now.toISOString() })
        .where('id', '=', id)
        .where('status', '=', 'confirmed')
        .where('start_at', '=', row.start_at)
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) !== 1) throw conflict(MESSAGES.notActive);
      await mailRescheduled(trx, { ...row, start_at: slot.start, end_at: slot.end }, row.start_at, now);
    });
  } catch (error) {
    slotTakenOr(error);
  }
}
