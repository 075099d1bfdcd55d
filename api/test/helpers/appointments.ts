/** Helpers for the consultation test files: logins, hours, free slots, bookings through the real routes. */
import { makePng, multipartBody } from '../support/images';
import { call } from './patients';
import type { TestApp } from './test-app';

export const DEMO_DOCTOR = 'doctor@demo.in';
export const OTHER_DOCTOR = 'vikram.nair@demo.in';

export async function loginDoctor(t: TestApp, email = DEMO_DOCTOR, password = 'Doctor@123') {
  const res = await t.app.inject({ method: 'POST', url: '/api/doctor/login', payload: { email, password } });
  const body = res.json();
  const id = JSON.parse(Buffer.from(body.token.split('.')[1], 'base64url').toString('utf8')).id as number;
  return { token: body.token as string, id };
}

export async function loginSeller(t: TestApp) {
  const res = await t.app.inject({ method: 'POST', url: '/api/seller/login', payload: { email: 'seller@demo.in', password: 'Seller@123', role: 3 } });
  return res.json().token as string;
}

/** Every day 00:00-23:30 India time: slots at any hour a test runs. */
export const allDay = (fee_paise: number, slot_minutes = 30) => ({
  fee_paise,
  slot_minutes,
  weekly: Array.from({ length: 7 }, () => [{ start: '00:00', end: '23:30' }]),
  days_off: [] as string[],
  extra: [] as Array<{ date: string; start: string; end: string }>,
});

export async function setHours(t: TestApp, token: string, hours: ReturnType<typeof allDay>) {
  const res = await call(t, token, 'PUT', '/api/doctor/availability', hours);
  if (res.statusCode !== 200) throw new Error(`availability failed: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

/** Free slot starts of a doctor at least `hoursAhead` hours from now. */
export async function freeStarts(t: TestApp, doctorId: number, hoursAhead = 3): Promise<string[]> {
  const page = (await call(t, null, 'GET', `/api/consultations/doctors/${doctorId}`)).json().data;
  const after = Date.now() + hoursAhead * 3_600_000;
  return (page.days as Array<{ slots: Array<{ start: string }> }>).flatMap((day) => day.slots.map((slot) => slot.start)).filter((start) => Date.parse(start) > after);
}

export function book(t: TestApp, token: string | null, doctor_id: number, start: string, concern = 'Acidity after meals for two months') {
  return call(t, token, 'POST', '/api/appointments', { doctor_id, start, concern });
}

export async function uploadReport(t: TestApp, token: string, appointmentId: number, file = { data: makePng(), filename: 'report.png' }) {
  const { payload, headers } = await multipartBody({}, { files: file });
  return t.app.inject({ method: 'POST', url: `/api/appointments/${appointmentId}/files`, payload, headers: { ...headers, authorization: `Bearer ${token}` } });
}

export async function outboxFor(t: TestApp, prefix: string) {
  return t.db.selectFrom('outbox').selectAll().where('dedupe_key', 'like', `${prefix}%`).orderBy('id').execute();
}

let patients = 0;
/** A patient row and its token, without the sign-up route (its rate limit stops a 50-patient race). */
export async function quickPatient(t: TestApp) {
  patients += 1;
  const email = `consult.${Date.now()}.${patients}@example.in`;
  const { id } = await t.db
    .insertInto('users')
    .values({ role: 1, email, password_hash: 'not-a-login', name: `Patient ${patients}`, first_name: 'Ravi', last_name: `Kumar ${patients}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, email, token: t.app.jwt.sign({ id, type: 'patient', name: 'Ravi', tv: 0 }) };
}
