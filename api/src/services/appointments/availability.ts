/** A doctor's own hours: read, save (checked), and the bookings the new hours no longer cover (they stay booked). */
import type { Kysely } from 'kysely';
import type { Availability, AvailabilityBody } from 'shared-lib/contract';
import { ACTIVE_APPOINTMENT_STATUSES, type AvailabilityRules, EMPTY_WEEK, availabilityError, bookingsOutsideHours } from 'shared-lib/domain/consultations';
import type { Database } from '../../db/schema';
import { badRequest } from '../../http-error';
import { patientName } from './people';

const parse = <T>(json: string, fallback: T): T => {
  try {
    return JSON.parse(json) as T;
  } catch {
    return fallback;
  }
};

/** The hours of each doctor who set them, by doctor (user) id. */
export async function rulesOf(db: Kysely<Database>, doctorIds?: number[]): Promise<Map<number, AvailabilityRules>> {
  if (doctorIds && doctorIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('doctor_availability')
    .selectAll()
    .$if(doctorIds !== undefined, (qb) => qb.where('doctor_id', 'in', doctorIds as number[]))
    .execute();
  return new Map(
    rows.map((row) => [
      row.doctor_id,
      { fee_paise: row.fee_paise, slot_minutes: row.slot_minutes, weekly: parse(row.weekly, EMPTY_WEEK), days_off: parse(row.days_off, []), extra: parse(row.extra, []) },
    ]),
  );
}

async function upcomingBookings(db: Kysely<Database>, doctorId: number, now: Date) {
  const rows = await db
    .selectFrom('appointments')
    .innerJoin('users', 'users.id', 'appointments.patient_id')
    .select(['appointments.id', 'appointments.start_at', 'users.name', 'users.first_name', 'users.last_name'])
    .where('appointments.doctor_id', '=', doctorId)
    .where('appointments.status', 'in', ACTIVE_APPOINTMENT_STATUSES)
    .where('appointments.start_at', '>', now.toISOString())
    .orderBy('appointments.start_at')
    .execute();
  return rows.map((row) => ({ id: row.id, start: row.start_at, patient_name: patientName(row) }));
}

export async function ownAvailability(db: Kysely<Database>, doctorId: number, now = new Date()): Promise<Availability> {
  const rules = (await rulesOf(db, [doctorId])).get(doctorId);
  const current = rules ?? { fee_paise: 0, slot_minutes: 30, weekly: EMPTY_WEEK, days_off: [], extra: [] };
  const outside = rules ? bookingsOutsideHours(rules, await upcomingBookings(db, doctorId, now)) : [];
  return { ...(current as AvailabilityBody), configured: Boolean(rules), outside_hours: outside };
}

export async function saveAvailability(db: Kysely<Database>, doctorId: number, body: AvailabilityBody, now = new Date()): Promise<Availability> {
  const rules: AvailabilityRules = { ...body, days_off: [...new Set(body.days_off)].sort(), extra: [...body.extra].sort((a, b) => (a.date + a.start).localeCompare(b.date + b.start)) };
  const error = availabilityError(rules);
  if (error) throw badRequest(error);
  const values = {
    fee_paise: rules.fee_paise,
    slot_minutes: rules.slot_minutes,
    weekly: JSON.stringify(rules.weekly),
    days_off: JSON.stringify(rules.days_off),
    extra: JSON.stringify(rules.extra),
    updated_at: now.toISOString(),
  };
  await db
    .insertInto('doctor_availability')
    .values({ doctor_id: doctorId, ...values })
    .onConflict((conflict) => conflict.column('doctor_id').doUpdateSet(values))
    .execute();
  return ownAvailability(db, doctorId, now);
}
