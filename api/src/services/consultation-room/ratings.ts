/**
 * Ratings of consultations (issue 27): after a completed consultation its booked patient rates it 1-5 with
 * an optional comment; one per consultation (the unique index decides a race). The doctors page shows the
 * average and count.
 */
import type { Kysely } from 'kysely';
import type { DoctorRating, Rating, RatingBody } from 'shared-lib/contract';
import { ROOM_MESSAGES } from 'shared-lib/domain/consultations';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { conflict, forbidden } from '../../http-error';
import { partyRow, type Viewer } from '../appointments';
import { ratingsOf } from './rating-summary';

export async function rateConsultation(db: Kysely<Database>, appointmentId: number, viewer: Viewer, body: RatingBody, now = new Date()): Promise<Rating> {
  const row = await partyRow(db, appointmentId, viewer);
  if (viewer.type !== 'patient') throw forbidden(ROOM_MESSAGES.ratingOnlyPatient);
  if (row.status !== 'completed') throw conflict(ROOM_MESSAGES.ratingOnlyCompleted);
  const comment = body.comment?.trim() || null;
  try {
    await db
      .insertInto('consultation_ratings')
      .values({ appointment_id: appointmentId, doctor_id: row.doctor_id, patient_id: row.patient_id, stars: body.stars, comment, created_at: now.toISOString() })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ROOM_MESSAGES.ratingTwice);
    throw error;
  }
  return { appointment_id: appointmentId, stars: body.stars, comment, created_at: now.toISOString() };
}

/** The rating of one consultation, for its parties (null before the patient rates). */
export async function ratingOf(db: Kysely<Database>, appointmentId: number, viewer: Viewer): Promise<Rating | null> {
  await partyRow(db, appointmentId, viewer);
  const row = await db.selectFrom('consultation_ratings').select(['appointment_id', 'stars', 'comment', 'created_at']).where('appointment_id', '=', appointmentId).executeTakeFirst();
  return row ?? null;
}

export async function doctorRatings(db: Kysely<Database>, doctorIds: number[]): Promise<DoctorRating[]> {
  const map = await ratingsOf(db, doctorIds);
  return doctorIds.map((id) => ({ doctor_id: id, ...(map.get(id) ?? { average: null, count: 0 }) }));
}
