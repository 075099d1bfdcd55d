/** Ratings of consultations (issue 27): only the booked patient, only after completion, once; the doctors page shows average and count. */
import { ROOM_MESSAGES } from 'shared-lib/domain/consultations';
import { OTHER_DOCTOR, loginDoctor, quickPatient } from './helpers/appointments';
import { consultationAt } from './helpers/consultation-room';
import { call } from './helpers/patients';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let doctor: { token: string; id: number };
beforeAll(async () => {
  t = await createTestApp();
  doctor = await loginDoctor(t, OTHER_DOCTOR);
});
afterAll(async () => t.close());

const rate = (token: string, id: number, payload: unknown) => call(t, token, 'POST', `/api/appointments/${id}/rating`, payload);

it('only the booked patient rates a completed consultation, once; the average and count show on the doctors page', async () => {
  const patient = await quickPatient(t);
  const other = await quickPatient(t);
  const completed = await consultationAt(t, doctor.id, patient.id, -120, 30, 'completed');
  const secondCompleted = await consultationAt(t, doctor.id, other.id, -240, 30, 'completed');
  const upcoming = await consultationAt(t, doctor.id, patient.id, 120);

  const early = await rate(patient.token, upcoming, { stars: 5 });
  expect(early.statusCode).toBe(409);
  expect(early.json().message).toBe(ROOM_MESSAGES.ratingOnlyCompleted);
  expect((await rate(other.token, completed, { stars: 1 })).statusCode).toBe(404);
  const byDoctor = await rate(doctor.token, completed, { stars: 5 });
  expect(byDoctor.statusCode).toBe(403);
  expect(byDoctor.json().message).toBe(ROOM_MESSAGES.ratingOnlyPatient);
  for (const stars of [0, 6, 4.5]) expect((await rate(patient.token, completed, { stars })).statusCode).toBe(400);
  expect((await rate(patient.token, completed, { stars: 4, comment: 'x'.repeat(1001) })).statusCode).toBe(400);

  const first = await rate(patient.token, completed, { stars: 5, comment: '  On time and explained everything clearly  ' });
  expect(first.statusCode).toBe(200);
  expect(first.json().data).toMatchObject({ stars: 5, comment: 'On time and explained everything clearly' });
  const twice = await rate(patient.token, completed, { stars: 1 });
  expect(twice.statusCode).toBe(409);
  expect(twice.json().message).toBe(ROOM_MESSAGES.ratingTwice);
  expect((await rate(other.token, secondCompleted, { stars: 4 })).statusCode).toBe(200);
  expect((await call(t, doctor.token, 'GET', `/api/appointments/${completed}/rating`)).json().data).toMatchObject({ stars: 5 });
  expect((await call(t, other.token, 'GET', `/api/appointments/${completed}/rating`)).statusCode).toBe(404);

  const doctors = (await call(t, null, 'GET', '/api/consultations/doctors')).json().data as Array<{ id: number; rating: { average: number | null; count: number } }>;
  expect(doctors.find((d) => d.id === doctor.id)?.rating).toEqual({ average: 4.5, count: 2 });
  expect(doctors.filter((d) => d.id !== doctor.id).every((d) => d.rating.count === 0 && d.rating.average === null)).toBe(true);
  expect((await call(t, null, 'GET', `/api/consultations/doctors/${doctor.id}`)).json().data.rating).toEqual({ average: 4.5, count: 2 });
});

it('two ratings at once: exactly one is kept', async () => {
  const patient = await quickPatient(t);
  const id = await consultationAt(t, doctor.id, patient.id, -300, 30, 'completed');
  const answers = await Promise.all([1, 2, 3].map((stars) => rate(patient.token, id, { stars })));
  expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
});
