/** What the two parties see of their consultations; nobody else reads one (a stranger gets "not found"). */
import type { Kysely } from 'kysely';
import type { Appointment, DoctorDashboard } from 'shared-lib/contract';
import { CONSULTATION_MESSAGES, doctorMayCancel, istDateOf, patientMayChange } from 'shared-lib/domain/consultations';
import type { Database } from '../../db/schema';
import { notFound } from '../../http-error';
import { patientName } from './people';

export interface Viewer {
  id: number;
  type: 'patient' | 'doctor';
}

function baseQuery(db: Kysely<Database>) {
  return db
    .selectFrom('appointments')
    .innerJoin('users as doctor', 'doctor.id', 'appointments.doctor_id')
    .innerJoin('users as patient', 'patient.id', 'appointments.patient_id')
    .leftJoin('doctors', 'doctors.user_id', 'appointments.doctor_id')
    .leftJoin('streams', 'streams.id', 'doctors.stream_id')
    .selectAll('appointments')
    .select(['doctor.name as doctor_name', 'doctors.profile_image', 'streams.name as stream_name', 'patient.name as patient_user_name', 'patient.first_name', 'patient.last_name']);
}
type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

async function toViews(db: Kysely<Database>, rows: Row[], viewer: Viewer, now: Date): Promise<Appointment[]> {
  const ids = rows.map((row) => row.id);
  const files = ids.length
    ? await db.selectFrom('appointment_files').select(['id', 'appointment_id', 'filename', 'content_type', 'size']).where('appointment_id', 'in', ids).orderBy('id').execute()
    : [];
  return rows.map((row) => {
    const active = row.status === 'confirmed' || row.status === 'held';
    return {
      id: row.id,
      doctor: { id: row.doctor_id, name: row.doctor_name, profile_image: row.profile_image, stream: row.stream_name },
      patient: { id: row.patient_id, name: patientName({ name: row.patient_user_name, first_name: row.first_name, last_name: row.last_name }) },
      start: row.start_at,
      end: row.end_at,
      status: row.status,
      fee_paise: row.fee_paise,
      concern: row.concern,
      refund_status: row.refund_status,
      refund_amount_paise: row.refund_amount_paise,
      cancelled_by: row.cancelled_by,
      files: files.filter((file) => file.appointment_id === row.id).map(({ appointment_id: _unused, ...file }) => file),
      can_cancel: active && (viewer.type === 'doctor' ? doctorMayCancel(row.start_at, now) : patientMayChange(row.start_at, now)),
      can_reschedule: row.status === 'confirmed' && viewer.type === 'patient' && patientMayChange(row.start_at, now),
    };
  });
}

/** The appointment row if the viewer is one of its parties; otherwise "not found" (its existence is not revealed). */
export async function partyRow(db: Kysely<Database>, id: number, viewer: Viewer) {
  const row = await db.selectFrom('appointments').selectAll().where('id', '=', id).executeTakeFirst();
  const mine = row && (viewer.type === 'doctor' ? row.doctor_id === viewer.id : row.patient_id === viewer.id);
  if (!row || !mine) throw notFound(CONSULTATION_MESSAGES.appointmentNotFound);
  return row;
}

export async function appointmentFor(db: Kysely<Database>, id: number, viewer: Viewer, now = new Date()): Promise<Appointment> {
  await partyRow(db, id, viewer);
  const rows = await baseQuery(db).where('appointments.id', '=', id).execute();
  return (await toViews(db, rows, viewer, now))[0];
}

export async function patientAppointments(db: Kysely<Database>, patientId: number, now = new Date()): Promise<Appointment[]> {
  const rows = await baseQuery(db).where('appointments.patient_id', '=', patientId).where('appointments.status', '!=', 'expired').orderBy('appointments.start_at', 'desc').execute();
  return toViews(db, rows, { id: patientId, type: 'patient' }, now);
}

/** Today's (India date), upcoming and past consultations, and this month's count and fees earned. */
export async function doctorDashboard(db: Kysely<Database>, doctorId: number, now = new Date()): Promise<DoctorDashboard> {
  const rows = await baseQuery(db)
    .where('appointments.doctor_id', '=', doctorId)
    .where('appointments.status', 'not in', ['expired', 'held'])
    .orderBy('appointments.start_at')
    .execute();
  const views = await toViews(db, rows, { id: doctorId, type: 'doctor' }, now);
  const today = istDateOf(now);
  const month = today.slice(0, 7);
  const nowIso = now.toISOString();
  const counted = views.filter((view) => istDateOf(view.start).slice(0, 7) === month && (view.status === 'confirmed' || view.status === 'completed'));
  return {
    today: views.filter((view) => istDateOf(view.start) === today && view.status !== 'cancelled'),
    upcoming: views.filter((view) => istDateOf(view.start) > today && view.status === 'confirmed'),
    past: views.filter((view) => view.end <= nowIso || view.status === 'cancelled').filter((view) => istDateOf(view.start) !== today || view.status === 'cancelled').reverse(),
    month: { consultations: counted.length, earned_paise: counted.reduce((sum, view) => sum + view.fee_paise, 0) },
  };
}
