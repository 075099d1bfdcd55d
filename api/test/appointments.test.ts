/** Consultations (issue 26): hours, public doctors, booking rules, the 50-way race, who reads what, reports. */
import { CONSULTATION_MESSAGES as MESSAGES } from 'shared-lib/domain/consultations';
import { CONSULTATION_MESSAGES_HI } from 'shared-lib/domain/i18n/consultations-hi';
import { closeEndedAppointments } from '../src/services/appointments';
import { DEMO_DOCTOR, OTHER_DOCTOR, quickPatient, allDay, book, freeStarts, loginDoctor, loginSeller, outboxFor, setHours, uploadReport } from './helpers/appointments';
import { call } from './helpers/patients';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let paidDoctor: { token: string; id: number };
let freeDoctor: { token: string; id: number };
beforeAll(async () => {
  t = await createTestApp({ paymentSandbox: true });
  paidDoctor = await loginDoctor(t, DEMO_DOCTOR);
  freeDoctor = await loginDoctor(t, OTHER_DOCTOR);
  await setHours(t, paidDoctor.token, allDay(50_000));
  await setHours(t, freeDoctor.token, allDay(0));
});
afterAll(async () => t.close());

const appointmentCount = async () => Number((await t.db.selectFrom('appointments').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('doctor hours', () => {
  it('only a doctor edits, only its own, and bad hours are refused with a clear message', async () => {
    const patient = await quickPatient(t);
    expect((await call(t, patient.token, 'PUT', '/api/doctor/availability', allDay(0))).statusCode).toBe(403);
    expect((await call(t, null, 'GET', '/api/doctor/availability')).statusCode).toBe(401);
    const backwards = { ...allDay(0), weekly: Array.from({ length: 7 }, () => [{ start: '12:00', end: '10:00' }]) };
    const res = await call(t, freeDoctor.token, 'PUT', '/api/doctor/availability', backwards);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.invalidRange);
    expect((await call(t, freeDoctor.token, 'PUT', '/api/doctor/availability', { ...allDay(0), slot_minutes: 25 })).statusCode).toBe(400);
    expect((await call(t, freeDoctor.token, 'PUT', '/api/doctor/availability', { ...allDay(12_345) })).statusCode).toBe(400);
    const own = (await call(t, freeDoctor.token, 'GET', '/api/doctor/availability')).json().data;
    expect(own).toMatchObject({ configured: true, fee_paise: 0, slot_minutes: 30 });
  });
});

describe('find a doctor', () => {
  it('lists completed doctors with fee and next slot, never private fields; a doctor without hours shows none', async () => {
    const stage1 = await t.db.selectFrom('users').select('id').where('email', '=', 'doctor.stage1@demo.in').executeTakeFirstOrThrow();
    const noHours = await t.db.selectFrom('users').select('id').where('email', '=', 'meera.kulkarni@demo.in').executeTakeFirstOrThrow();
    await t.db.deleteFrom('doctor_availability').where('doctor_id', '=', noHours.id).execute();
    const res = await call(t, null, 'GET', '/api/consultations/doctors');
    expect(res.statusCode).toBe(200);
    const doctors = res.json().data as Array<Record<string, unknown>>;
    const paid = doctors.find((doctor) => doctor.id === paidDoctor.id);
    expect(paid).toMatchObject({ fee_paise: 50_000, slot_minutes: 30, languages: expect.any(Array), specialities: expect.any(Array) });
    expect(paid?.next_slot).toEqual({ start: expect.any(String), end: expect.any(String) });
    expect(doctors.find((doctor) => doctor.id === noHours.id)).toMatchObject({ fee_paise: null, next_slot: null });
    expect(doctors.some((doctor) => doctor.id === stage1.id)).toBe(false);
    for (const field of ['email', 'phone', 'govermentId', 'license_image', 'license_number', 'degree_image']) expect(JSON.stringify(doctors)).not.toContain(`"${field}"`);
    const free = (await call(t, null, 'GET', '/api/consultations/doctors?fee_band=free')).json().data as Array<{ id: number; fee_paise: number }>;
    expect(free.map((doctor) => doctor.fee_paise).every((fee) => fee === 0)).toBe(true);
    expect(free.some((doctor) => doctor.id === freeDoctor.id)).toBe(true);
    const byFee = (await call(t, null, 'GET', '/api/consultations/doctors?sort=fee')).json().data as Array<{ fee_paise: number | null }>;
    const fees = byFee.map((doctor) => doctor.fee_paise ?? Infinity);
    expect(fees).toEqual([...fees].sort((a, b) => a - b));
    expect((await call(t, null, 'GET', '/api/consultations/doctors?sort=nonsense')).statusCode).toBe(400);
  });

  it('a doctor page has 14 days of free slots; an unknown or unfinished doctor is not found', async () => {
    const page = (await call(t, null, 'GET', `/api/consultations/doctors/${paidDoctor.id}`)).json().data;
    expect(page.days).toHaveLength(14);
    expect(page).not.toHaveProperty('email');
    const stage1 = await t.db.selectFrom('users').select('id').where('email', '=', 'doctor.stage1@demo.in').executeTakeFirstOrThrow();
    expect((await call(t, null, 'GET', `/api/consultations/doctors/${stage1.id}`)).statusCode).toBe(404);
    // a Hindi caller reads the refusal in Hindi, the same text source as the doctor app's
    const inHindi = await t.app.inject({ method: 'GET', url: `/api/consultations/doctors/${stage1.id}`, headers: { 'accept-language': 'hi' } });
    expect(inHindi.json().message).toBe(CONSULTATION_MESSAGES_HI.doctorNotFound);
  });
});

describe('booking', () => {
  it('a free consultation is confirmed at once and mailed to both with an .ics in India time and a reminder an hour before', async () => {
    const patient = await quickPatient(t);
    const [start] = await freeStarts(t, freeDoctor.id);
    const res = await book(t, patient.token, freeDoctor.id, start);
    expect(res.statusCode).toBe(200);
    const { appointment, payment } = res.json().data;
    expect(payment).toBeNull();
    expect(appointment).toMatchObject({ status: 'confirmed', fee_paise: 0, start, doctor: { id: freeDoctor.id }, patient: { id: patient.id }, can_cancel: true, can_reschedule: true });
    const mails = await outboxFor(t, `appointment-confirmed:${appointment.id}:`);
    expect(mails.map((mail) => mail.recipient).sort()).toEqual([OTHER_DOCTOR, patient.email].sort());
    const [ics] = JSON.parse(mails[0].attachments);
    expect(ics.filename).toBe('consultation.ics');
    expect(ics.content).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics.content).toContain('TZID:Asia/Kolkata');
    const ist = new Date(Date.parse(start) + 330 * 60_000).toISOString().replace(/[-:]/g, '').slice(0, 15);
    expect(ics.content).toContain(`DTSTART;TZID=Asia/Kolkata:${ist}`);
    expect(ics.content).toMatch(/END:VCALENDAR\r\n$/);
    const reminders = await outboxFor(t, `appointment-reminder:${appointment.id}:`);
    expect(reminders).toHaveLength(2);
    expect(reminders[0].next_attempt_at).toBe(new Date(Date.parse(start) - 3_600_000).toISOString());
    // the reminder opens the consultation room (the same route for both parties)
    for (const reminder of reminders) {
      expect(reminder.text_body).toContain(`Open the consultation room: `);
      expect(reminder.text_body).toContain(`/#/consult/${appointment.id}`);
      expect(reminder.html_body).toContain(`#/consult/${appointment.id}`);
    }
    // the slot is gone from the doctor page
    expect(await freeStarts(t, freeDoctor.id)).not.toContain(start);
  });

  it('refuses what a client may not invent, with nothing written', async () => {
    const patient = await quickPatient(t);
    const [start] = await freeStarts(t, freeDoctor.id);
    const before = await appointmentCount();
    const offGrid = new Date(Date.parse(start) + 10 * 60_000).toISOString();
    expect((await book(t, patient.token, freeDoctor.id, offGrid)).json().message).toBe(MESSAGES.slotNotOffered);
    const past = await book(t, patient.token, freeDoctor.id, new Date(Date.now() - 3_600_000).toISOString());
    expect(past.statusCode).toBe(409);
    expect((await book(t, patient.token, freeDoctor.id, '2099-01-01T04:30:00.000Z')).statusCode).toBe(400);
    expect((await book(t, patient.token, freeDoctor.id, start, 'x'.repeat(2001))).statusCode).toBe(400);
    expect((await book(t, patient.token, 999_999, start)).statusCode).toBe(404);
    expect((await book(t, null, freeDoctor.id, start)).statusCode).toBe(401);
    expect((await book(t, paidDoctor.token, freeDoctor.id, start)).statusCode).toBe(403);
    expect((await book(t, await loginSeller(t), freeDoctor.id, start)).statusCode).toBe(403);
    expect(await appointmentCount()).toBe(before);
  });

  it('a patient cannot hold two overlapping consultations', async () => {
    const patient = await quickPatient(t);
    const [start] = await freeStarts(t, freeDoctor.id);
    expect((await book(t, patient.token, freeDoctor.id, start)).statusCode).toBe(200);
    const again = await book(t, patient.token, paidDoctor.id, start);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.overlapping);
  });

  it('50 simultaneous attempts at one slot: exactly one booking, 49 clear 409s, nothing half-written', async () => {
    const patients = [];
    for (let index = 0; index < 50; index++) patients.push(await quickPatient(t));
    const [start] = await freeStarts(t, freeDoctor.id);
    const outboxBefore = Number((await t.db.selectFrom('outbox').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const answers = await Promise.all(patients.map((patient) => book(t, patient.token, freeDoctor.id, start)));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(49);
    for (const answer of answers.filter((a) => a.statusCode === 409)) expect(answer.json().message).toBe(MESSAGES.slotTaken);
    const rows = await t.db.selectFrom('appointments').selectAll().where('doctor_id', '=', freeDoctor.id).where('start_at', '=', start).execute();
    expect(rows).toHaveLength(1);
    const outboxAfter = Number((await t.db.selectFrom('outbox').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    // one confirmation to each party and (when an hour away) their two reminders
    expect(outboxAfter - outboxBefore).toBe(4);
  });

  it('the database itself refuses a second active row for one doctor and start', async () => {
    const patient = await quickPatient(t);
    const [start] = await freeStarts(t, freeDoctor.id);
    expect(start).toEqual(expect.any(String));
    const row = { doctor_id: freeDoctor.id, patient_id: patient.id, start_at: start, end_at: start, status: 'confirmed' as const, fee_paise: 0, concern: 'x' };
    await t.db.insertInto('appointments').values(row).execute();
    // matched by message: the driver's error class is not the test realm's Error, so toThrow() may miss it
    await expect(t.db.insertInto('appointments').values({ ...row, status: 'held' }).execute()).rejects.toHaveProperty('message', expect.stringMatching(/unique/i));
    // a cancelled one does not hold the slot
    await t.db.insertInto('appointments').values({ ...row, status: 'cancelled' }).execute();
  });
});

describe('cancel and reschedule', () => {
  async function booked(doctor = freeDoctor, index = 0) {
    const patient = await quickPatient(t);
    const start = (await freeStarts(t, doctor.id))[index];
    const res = await book(t, patient.token, doctor.id, start);
    expect(res.statusCode).toBe(200);
    return { patient, appointment: res.json().data.appointment as { id: number; start: string } };
  }
  const moveStart = (id: number, minutesFromNow: number) => {
    const start = new Date(Date.now() + minutesFromNow * 60_000);
    return t.db.updateTable('appointments').set({ start_at: start.toISOString(), end_at: new Date(start.getTime() + 30 * 60_000).toISOString() }).where('id', '=', id).execute();
  };

  it('the patient cancels up to 2 hours before; later it is refused; the doctor may cancel until the start', async () => {
    const { patient, appointment } = await booked();
    const cancelled = await call(t, patient.token, 'POST', `/api/appointments/${appointment.id}/cancel`, {});
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', cancelled_by: 'patient', can_cancel: false });
    expect(await outboxFor(t, `appointment-cancelled:${appointment.id}:`)).toHaveLength(2);
    expect(await outboxFor(t, `appointment-reminder:${appointment.id}:`)).toHaveLength(0);
    expect((await call(t, patient.token, 'POST', `/api/appointments/${appointment.id}/cancel`, {})).statusCode).toBe(409);

    const late = await booked();
    await moveStart(late.appointment.id, 90);
    const refused = await call(t, late.patient.token, 'POST', `/api/appointments/${late.appointment.id}/cancel`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MESSAGES.patientWindowClosed);
    const byDoctor = await call(t, freeDoctor.token, 'POST', `/api/appointments/${late.appointment.id}/cancel`, {});
    expect(byDoctor.json().data).toMatchObject({ status: 'cancelled', cancelled_by: 'doctor' });
    const apology = (await outboxFor(t, `appointment-cancelled:${late.appointment.id}:patient`))[0];
    expect(apology.text_body).toMatch(/apologies/);

    const started = await booked();
    await moveStart(started.appointment.id, -5);
    const tooLate = await call(t, freeDoctor.token, 'POST', `/api/appointments/${started.appointment.id}/cancel`, {});
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().message).toBe(MESSAGES.alreadyStarted);
  });

  it('the patient moves to another free slot of the same doctor; a taken slot or a closed window is refused', async () => {
    const { patient, appointment } = await booked();
    const other = await booked(freeDoctor, 1);
    const taken = await call(t, patient.token, 'POST', `/api/appointments/${appointment.id}/reschedule`, { start: other.appointment.start });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(MESSAGES.slotTaken);
    const target = (await freeStarts(t, freeDoctor.id)).find((start) => start !== appointment.start) as string;
    const moved = await call(t, patient.token, 'POST', `/api/appointments/${appointment.id}/reschedule`, { start: target });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ start: target, status: 'confirmed' });
    expect(await outboxFor(t, `appointment-rescheduled:${appointment.id}:`)).toHaveLength(2);
    expect((await outboxFor(t, `appointment-reminder:${appointment.id}:`)).every((mail) => mail.dedupe_key?.includes(target))).toBe(true);
    expect(await freeStarts(t, freeDoctor.id)).toContain(appointment.start);
    expect((await call(t, freeDoctor.token, 'POST', `/api/appointments/${appointment.id}/reschedule`, { start: appointment.start })).statusCode).toBe(403);
    await moveStart(appointment.id, 60);
    expect((await call(t, patient.token, 'POST', `/api/appointments/${appointment.id}/reschedule`, { start: appointment.start })).json().message).toBe(MESSAGES.patientWindowClosed);
  });

  it('an appointment nobody joined becomes missed after its end', async () => {
    const { patient, appointment } = await booked();
    await moveStart(appointment.id, -45);
    await closeEndedAppointments(t.db);
    const view = (await call(t, patient.token, 'GET', `/api/appointments/${appointment.id}`)).json().data;
    expect(view).toMatchObject({ status: 'missed', can_cancel: false });
  });

  it('new hours keep booked consultations and name those outside them', async () => {
    const { appointment } = await booked();
    const startIst = new Date(Date.parse(appointment.start) + 330 * 60_000);
    const weekday = startIst.getUTCDay();
    const hours = allDay(0);
    hours.weekly[weekday] = [];
    const saved = await setHours(t, freeDoctor.token, hours);
    expect(saved.outside_hours.map((booking: { id: number }) => booking.id)).toContain(appointment.id);
    const row = await t.db.selectFrom('appointments').select('status').where('id', '=', appointment.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('confirmed');
    await setHours(t, freeDoctor.token, allDay(0));
  });
});

describe('who reads what', () => {
  it('only the booked patient and that doctor read a consultation and its reports', async () => {
    const patient = await quickPatient(t);
    const stranger = await quickPatient(t);
    const [start] = await freeStarts(t, freeDoctor.id);
    const { appointment } = (await book(t, patient.token, freeDoctor.id, start)).json().data;
    const url = `/api/appointments/${appointment.id}`;
    expect((await call(t, patient.token, 'GET', url)).statusCode).toBe(200);
    expect((await call(t, freeDoctor.token, 'GET', url)).statusCode).toBe(200);
    expect((await call(t, stranger.token, 'GET', url)).statusCode).toBe(404);
    expect((await call(t, paidDoctor.token, 'GET', url)).statusCode).toBe(404);
    expect((await call(t, await loginSeller(t), 'GET', url)).statusCode).toBe(403);
    expect((await call(t, null, 'GET', url)).statusCode).toBe(401);
    expect((await call(t, stranger.token, 'POST', `${url}/cancel`, {})).statusCode).toBe(404);

    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    expect((await uploadReport(t, patient.token, appointment.id)).statusCode).toBe(200);
    const withPdf = await uploadReport(t, patient.token, appointment.id, { data: pdf, filename: 'blood test.pdf', type: 'application/pdf' } as never);
    expect(withPdf.statusCode).toBe(200);
    const files = withPdf.json().data.files as Array<{ id: number; filename: string }>;
    expect(files.map((file) => file.filename)).toEqual(['report.png', 'blood test.pdf']);
    const fake = await uploadReport(t, patient.token, appointment.id, { data: Buffer.from('<script>alert(1)</script>'), filename: 'x.pdf' });
    expect(fake.json().message).toBe(MESSAGES.fileType);
    expect((await uploadReport(t, stranger.token, appointment.id)).statusCode).toBe(404);
    await uploadReport(t, patient.token, appointment.id);
    expect((await uploadReport(t, patient.token, appointment.id)).json().message).toBe(MESSAGES.tooManyFiles);

    const fileUrl = `${url}/files/${files[1].id}`;
    const read = await call(t, freeDoctor.token, 'GET', fileUrl);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('application/pdf');
    expect(read.rawPayload.equals(pdf)).toBe(true);
    expect((await call(t, stranger.token, 'GET', fileUrl)).statusCode).toBe(404);
    expect((await call(t, paidDoctor.token, 'GET', fileUrl)).statusCode).toBe(404);
    expect((await call(t, null, 'GET', fileUrl)).statusCode).toBe(401);

    const mine = (await call(t, patient.token, 'GET', '/api/appointments/mine')).json().data as Array<{ id: number }>;
    expect(mine.map((entry) => entry.id)).toContain(appointment.id);
    expect((await call(t, stranger.token, 'GET', '/api/appointments/mine')).json().data).toEqual([]);
    const dashboard = (await call(t, freeDoctor.token, 'GET', '/api/doctor/appointments')).json().data;
    expect([...dashboard.today, ...dashboard.upcoming].map((entry: { id: number }) => entry.id)).toContain(appointment.id);
    expect(dashboard.month).toEqual({ consultations: expect.any(Number), earned_paise: 0 });
    expect((await call(t, patient.token, 'GET', '/api/doctor/appointments')).statusCode).toBe(403);
  });
});

describe('paid consultations through the payment service', () => {
  const form = (fields: Record<string, string>) => ({ payload: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  const hiddenFields = (html: string) => Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((match) => [match[1], match[2].replace(/&amp;/g, '&')]));
  const statusOf = async (id: number) => (await t.db.selectFrom('appointments').selectAll().where('id', '=', id).executeTakeFirstOrThrow()).status;

  async function startPaid() {
    const patient = await quickPatient(t);
    const [start] = await freeStarts(t, paidDoctor.id);
    const res = await book(t, patient.token, paidDoctor.id, start);
    expect(res.statusCode).toBe(200);
    const { appointment, payment } = res.json().data;
    return { patient, start, appointment, id: payment.merchantTransactionId as string, path: new URL(payment.redirectUrl, 'http://shop.test').pathname };
  }

  it('holds the slot while paying; the sandbox Pay confirms it, mails both and sends the browser to the booking status', async () => {
    const { appointment, id, path, start } = await startPaid();
    expect(appointment).toMatchObject({ status: 'held', fee_paise: 50_000 });
    expect(path).toBe(`/pay/sandbox/checkout/${id}`);
    const payment = await t.db.selectFrom('appointment_payments').selectAll().where('merchant_transaction_id', '=', id).executeTakeFirstOrThrow();
    expect(payment.amount_paise).toBe(50_000);
    // held: nobody else gets the slot meanwhile
    expect((await book(t, (await quickPatient(t)).token, paidDoctor.id, start)).json().message).toBe(MESSAGES.slotTaken);
    const done = await t.app.inject({ method: 'POST', url: `/pay/sandbox/checkout/${id}/complete`, ...form({ decision: 'pay' }) });
    expect(done.statusCode).toBe(200);
    expect(await statusOf(appointment.id)).toBe('confirmed');
    const back = await t.app.inject({ method: 'POST', url: `/pay/appointments/return/${id}`, ...form(hiddenFields(done.body)) });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/#/consultations/booking/${appointment.id}/success`);
    expect(await outboxFor(t, `appointment-confirmed:${appointment.id}:`)).toHaveLength(2);
  });

  it('a failed payment frees the slot; so does an unpaid hold once it expires', async () => {
    const failed = await startPaid();
    const done = await t.app.inject({ method: 'POST', url: `/pay/sandbox/checkout/${failed.id}/complete`, ...form({ decision: 'fail' }) });
    const back = await t.app.inject({ method: 'POST', url: `/pay/appointments/return/${failed.id}`, ...form(hiddenFields(done.body)) });
    expect(back.headers.location).toMatch(/\/failed$/);
    expect(await statusOf(failed.appointment.id)).toBe('expired');
    expect(await freeStarts(t, paidDoctor.id)).toContain(failed.start);

    const abandoned = await startPaid();
    const { expireAppointmentHolds } = await import('../src/services/appointments');
    expect(await expireAppointmentHolds(t.db, t.app.paymentProvider, new Date())).toBe(0);
    expect(await statusOf(abandoned.appointment.id)).toBe('held');
    expect(await expireAppointmentHolds(t.db, t.app.paymentProvider, new Date(Date.now() + 60 * 60_000))).toBe(1);
    expect(await statusOf(abandoned.appointment.id)).toBe('expired');
    expect(await freeStarts(t, paidDoctor.id)).toContain(abandoned.start);
    expect(await outboxFor(t, `appointment-confirmed:${abandoned.appointment.id}:`)).toHaveLength(0);
  });

  it('cancelling a paid consultation records a full refund, by the patient or by the doctor', async () => {
    for (const by of ['patient', 'doctor'] as const) {
      const { patient, appointment, id } = await startPaid();
      await t.app.inject({ method: 'POST', url: `/pay/sandbox/checkout/${id}/complete`, ...form({ decision: 'pay' }) });
      const res = await call(t, by === 'patient' ? patient.token : paidDoctor.token, 'POST', `/api/appointments/${appointment.id}/cancel`, {});
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ status: 'cancelled', cancelled_by: by, refund_status: 'pending', refund_amount_paise: 50_000 });
      const mail = (await outboxFor(t, `appointment-cancelled:${appointment.id}:patient`))[0];
      expect(mail.text_body).toContain('refund of ₹500');
    }
  });
});

describe('seed', () => {
  it('the demo doctors have hours and fees (one free) and the demo patient has consultations', async () => {
    const doctors = (await call(t, null, 'GET', '/api/consultations/doctors')).json().data as Array<{ fee_paise: number | null; next_slot: unknown }>;
    expect(doctors.filter((doctor) => doctor.next_slot).length).toBeGreaterThanOrEqual(5);
    expect(doctors.some((doctor) => doctor.fee_paise === 0)).toBe(true);
    const login = (await t.app.inject({ method: 'POST', url: '/api/patient/login', payload: { email: 'patient@demo.in', password: 'Patient@123', role: 1 } })).json();
    const mine = (await call(t, login.token, 'GET', '/api/appointments/mine')).json().data as Array<{ status: string }>;
    expect(mine.map((entry) => entry.status).sort()).toEqual(expect.arrayContaining(['cancelled', 'completed', 'confirmed']));
  });
});
