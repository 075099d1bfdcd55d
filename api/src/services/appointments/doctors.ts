/**
 * The public doctor list and page (issue 26): completed doctors only, their public fields (never e-mail,
 * phone, government id or documents), fee and free slots computed here from hours, days off and bookings.
 */
import type { Kysely } from 'kysely';
import type { DaySlots, DoctorListQuery, DoctorPage, PublicDoctor } from 'shared-lib/contract';
import { DOCTOR_STAGES, ROLES } from 'shared-lib/domain';
import { ACTIVE_APPOINTMENT_STATUSES, BOOKING_HORIZON_DAYS, CONSULTATION_LANGUAGES, CONSULTATION_MESSAGES, FEE_BANDS, freeSlots, istDateOf } from 'shared-lib/domain/consultations';
import type { Database } from '../../db/schema';
import { notFound } from '../../http-error';
import { ratingsOf } from '../consultation-room/rating-summary';
import { rulesOf } from './availability';

const ids = (list: string | null) => (list ?? '').split(',').map(Number).filter((id) => Number.isInteger(id) && id > 0);

async function completedDoctors(db: Kysely<Database>, doctorId?: number) {
  return db
    .selectFrom('doctors')
    .innerJoin('users', 'users.id', 'doctors.user_id')
    .leftJoin('streams', 'streams.id', 'doctors.stream_id')
    .select(['users.id as id', 'users.name as name', 'doctors.profile_image', 'doctors.stream_id', 'streams.name as stream_name', 'doctors.exprience', 'doctors.speciality_id', 'doctors.languages_id', 'doctors.hospital_name'])
    .where('doctors.stage', '=', DOCTOR_STAGES.complete)
    .where('users.role', '=', ROLES.doctor)
    .$if(doctorId !== undefined, (qb) => qb.where('users.id', '=', doctorId as number))
    .orderBy('doctors.id')
    .execute();
}

/** Active bookings from now on, as sets of starts by doctor. */
async function takenStarts(db: Kysely<Database>, doctorIds: number[], now: Date): Promise<Map<number, Set<string>>> {
  const taken = new Map<number, Set<string>>(doctorIds.map((id) => [id, new Set<string>()]));
  if (!doctorIds.length) return taken;
  const rows = await db
    .selectFrom('appointments')
    .select(['doctor_id', 'start_at'])
    .where('doctor_id', 'in', doctorIds)
    .where('status', 'in', ACTIVE_APPOINTMENT_STATUSES)
    .where('start_at', '>', now.toISOString())
    .execute();
  for (const row of rows) taken.get(row.doctor_id)?.add(row.start_at);
  return taken;
}

interface Computed {
  doctor: PublicDoctor;
  days: DaySlots[];
  specialityIds: number[];
  languageIds: number[];
}

async function compute(db: Kysely<Database>, now: Date, doctorId?: number): Promise<Computed[]> {
  const doctors = await completedDoctors(db, doctorId);
  const doctorIds = doctors.map((doctor) => doctor.id);
  const [rules, taken, specialities, ratings] = await Promise.all([rulesOf(db, doctorIds), takenStarts(db, doctorIds, now), db.selectFrom('specialities').select(['id', 'name']).execute(), ratingsOf(db, doctorIds)]);
  const specialityName = new Map(specialities.map((speciality) => [speciality.id, speciality.name]));
  return doctors.map((row) => {
    const hours = rules.get(row.id);
    const days = hours ? freeSlots(hours, now, BOOKING_HORIZON_DAYS, taken.get(row.id) ?? new Set()) : [];
    const next = days.find((day) => day.slots.length)?.slots[0] ?? null;
    const doctor: PublicDoctor = {
      id: row.id,
      name: row.name,
      profile_image: row.profile_image,
      stream: row.stream_id !== null && row.stream_name !== null ? { id: row.stream_id, name: row.stream_name } : null,
      specialities: ids(row.speciality_id).flatMap((id) => specialityName.get(id) ?? []),
      exprience: row.exprience,
      languages: ids(row.languages_id).flatMap((id) => CONSULTATION_LANGUAGES[id] ?? []),
      hospital_name: row.hospital_name,
      fee_paise: hours ? hours.fee_paise : null,
      slot_minutes: hours ? hours.slot_minutes : null,
      next_slot: next,
      rating: ratings.get(row.id) ?? { average: null, count: 0 },
    };
    return { doctor, days, specialityIds: ids(row.speciality_id), languageIds: ids(row.languages_id) };
  });
}

export async function listPublicDoctors(db: Kysely<Database>, query: DoctorListQuery, now = new Date()): Promise<PublicDoctor[]> {
  const today = istDateOf(now);
  const band = FEE_BANDS.find((candidate) => candidate.id === query.fee_band);
  const all = await compute(db, now);
  const matching = all.filter(({ doctor, specialityIds, languageIds }) => {
    if (query.stream_id && doctor.stream?.id !== query.stream_id) return false;
    if (query.speciality_id && !specialityIds.includes(query.speciality_id)) return false;
    if (query.language && !languageIds.includes(query.language)) return false;
    if (band && (doctor.fee_paise === null || doctor.fee_paise < band.minPaise || doctor.fee_paise > band.maxPaise)) return false;
    if (query.available_today && istDateOf(doctor.next_slot?.start ?? '1970-01-01T00:00:00Z') !== today) return false;
    return true;
  });
  const doctors = matching.map((entry) => entry.doctor);
  const last = (value: number | null | undefined, fallback: number) => value ?? fallback;
  if (query.sort === 'experience') return doctors.sort((a, b) => last(b.exprience, -1) - last(a.exprience, -1));
  if (query.sort === 'fee') return doctors.sort((a, b) => last(a.fee_paise, Number.MAX_SAFE_INTEGER) - last(b.fee_paise, Number.MAX_SAFE_INTEGER));
  const next = (doctor: PublicDoctor) => (doctor.next_slot ? Date.parse(doctor.next_slot.start) : Number.MAX_SAFE_INTEGER);
  return doctors.sort((a, b) => next(a) - next(b));
}

export async function doctorPage(db: Kysely<Database>, doctorId: number, now = new Date()): Promise<DoctorPage> {
  const [entry] = await compute(db, now, doctorId);
  if (!entry) throw notFound(CONSULTATION_MESSAGES.doctorNotFound);
  return { ...entry.doctor, days: entry.days };
}
