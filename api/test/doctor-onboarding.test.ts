/** Doctor onboarding on the server: stage machine, onboarding token, ownership, duplicate e-mail, login by stage, team list. */
import { ACCOUNT_SAFETY_MESSAGES, DOCTOR_MESSAGES, MESSAGES, PATIENT_MESSAGES } from 'shared-lib/domain';
import { createTestApp, type TestApp } from './helpers/test-app';
import { decodeToken, signUp } from './helpers/patients';
import { basicBody, createDoctor, documentFiles, getDoctor, otherFields, postMultipart, stageOf, step, workBody } from './helpers/doctors';

let t: TestApp;
beforeAll(async () => {
  // many sign-ups from one client (every sign-up is rate-limited, issue 24)
  t = await createTestApp({ rateLimits: { signup: 1000 } });
});
afterAll(async () => t.close());

const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/doctor/login', payload: { email, password } });

describe('account step (doctor/create)', () => {
  it('creates a stage-1 doctor with a hashed password and answers a token limited to onboarding', async () => {
    const doctor = await createDoctor(t, { role: '1', type: 'patient', stage: '4' });
    expect(doctor.body.message).toBe(ACCOUNT_SAFETY_MESSAGES.signupReceived);
    expect(decodeToken(doctor.token)).toEqual(expect.objectContaining({ id: doctor.id, type: 'doctor', name: 'Dr. Kavya Menon', scope: 'onboarding' }));
    expect(doctor.body.data).toEqual(expect.objectContaining({ id: doctor.id, stage: 1, email: doctor.email, profile_image: null, doctor_basic_details: null }));
    const row = await t.db.selectFrom('users').select(['role', 'password_hash']).where('id', '=', doctor.id).executeTakeFirstOrThrow();
    expect(row.role).toBe(2);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(await stageOf(t, doctor.id)).toBe(1);
    expect(JSON.stringify(doctor.body)).not.toMatch(/argon|password/i);
  });

  it('refuses a duplicate e-mail (any case) with a clear message and writes nothing', async () => {
    const first = await createDoctor(t);
    const before = await t.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const res = await postMultipart(t, '/api/doctor/create', { name: 'Dr. Other', email: first.email.toUpperCase(), phone: '9845012345', password: 'Ashwagandha-7' });
    // the same answer as a new sign-up (issue 24); the owner gets a mail instead
    expect(res.json()).toEqual({ success: true, message: ACCOUNT_SAFETY_MESSAGES.signupReceived, data: null });
    expect(await t.db.selectFrom('outbox').select('template').where('recipient', '=', first.email).where('template', '=', 'signup-attempt').execute()).toHaveLength(1);
    const after = await t.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it.each([
    [{ name: '' }, MESSAGES.validName],
    [{ email: 'nope' }, MESSAGES.validEmail],
    [{ phone: ' ' }, MESSAGES.contactNumber],
    [{ phone: '98450' }, ACCOUNT_SAFETY_MESSAGES.phoneRule],
    [{ password: '' }, MESSAGES.enterPassword],
    [{ password: 'short' }, PATIENT_MESSAGES.passwordTooShort],
    [{ password: 'Password@123' }, PATIENT_MESSAGES.passwordTooCommon],
  ])('refuses bad account fields %j with the form message', async (override, message) => {
    const res = await postMultipart(t, '/api/doctor/create', { name: 'Dr. Kavya Menon', email: `x.${Date.now()}@example.in`, phone: '+91 98450 12345', password: 'Ashwagandha-7', ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('the stage machine', () => {
  it('refuses work before basic and other before work, then accepts the steps in order', async () => {
    const d = await createDoctor(t);
    const early = await step(t, d.token, '/api/doctor/savework', await workBody(t, d.id));
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(DOCTOR_MESSAGES.stepOutOfOrder('Work', 'Basic'));
    const skip = await postMultipart(t, '/api/doctor/saveother', await otherFields(t, d.id), documentFiles(), d.token);
    expect(skip.statusCode).toBe(409);
    expect(await stageOf(t, d.id)).toBe(1);

    const basic = await step(t, d.token, '/api/doctor/savebasic', basicBody(d.id));
    expect(basic.statusCode).toBe(200);
    expect(basic.json()).toEqual(expect.objectContaining({ message: MESSAGES.doctorBasicSaved, data: expect.objectContaining({ stage: 2, doctor_basic_details: { govermentId: 'XXXX-XXXX-1234', gender: 'Female', dob: '1988-05-04' } }) }));
    expect((await postMultipart(t, '/api/doctor/saveother', await otherFields(t, d.id), documentFiles(), d.token)).statusCode).toBe(409);

    const work = await step(t, d.token, '/api/doctor/savework', await workBody(t, d.id));
    expect(work.statusCode).toBe(200);
    expect(work.json().message).toBe(MESSAGES.doctorWorkSaved);
    expect(work.json().data).toEqual(expect.objectContaining({ stage: 3, doctor_work_details: expect.objectContaining({ exprience: 12, languages_id: '1,2', stream: { id: expect.any(Number), name: 'Ayurveda' } }) }));

    const other = await postMultipart(t, '/api/doctor/saveother', await otherFields(t, d.id), documentFiles(), d.token);
    expect(other.statusCode).toBe(200);
    expect(other.json().message).toBe(MESSAGES.doctorSignedUp);
    expect(other.json().data.stage).toBe(4);
    expect(other.json().data.doctor_other_details).toEqual(expect.objectContaining({ license_number: 'AYU/2010/1234', documents: ['degree_image', 'license_image', 'signeture_image'] }));

    // the 'onboarding complete' mail is written with the last step, once
    const mails = await t.db.selectFrom('outbox').select(['template', 'recipient']).where('dedupe_key', '=', `doctor-onboarded:${d.id}`).execute();
    expect(mails).toEqual([{ template: 'doctor-onboarding-complete', recipient: expect.stringContaining('@') }]);
  });

  it('lets an earlier step be corrected without moving the stage back, and ignores a stage, role or type sent by the client', async () => {
    const d = await createDoctor(t);
    await step(t, d.token, '/api/doctor/savebasic', basicBody(d.id));
    await step(t, d.token, '/api/doctor/savework', await workBody(t, d.id));
    const fix = await step(t, d.token, '/api/doctor/savebasic', basicBody(d.id, { govermentId: 'CORRECTED-1', stage: 1, role: 1, type: 'patient' }));
    expect(fix.statusCode).toBe(200);
    expect(fix.json().data).toEqual(expect.objectContaining({ stage: 3, doctor_basic_details: expect.objectContaining({ govermentId: 'CORRECTED-1' }) }));
    await step(t, d.token, '/api/doctor/savework', await workBody(t, d.id, { stage: 4 }));
    expect(await stageOf(t, d.id)).toBe(3);
    const row = await t.db.selectFrom('users').select('role').where('id', '=', d.id).executeTakeFirstOrThrow();
    expect(row.role).toBe(2);
  });

  it('cannot save a step without a doctor id, and checks the fields with the form messages', async () => {
    const d = await createDoctor(t);
    const noId = await step(t, d.token, '/api/doctor/savebasic', { govermentId: 'X', gender: 'Male', dob: '1990-01-01' });
    expect(noId.statusCode).toBe(400);
    expect(noId.json().message).toBe(DOCTOR_MESSAGES.doctorIdRequired);
    expect((await step(t, d.token, '/api/doctor/savebasic', basicBody(d.id, { gender: 'Other' }))).json().message).toBe(MESSAGES.selectGender);
    expect((await step(t, d.token, '/api/doctor/savebasic', basicBody(d.id, { dob: '2999-01-01' }))).json().message).toBe(MESSAGES.dateOfBirth);
    await step(t, d.token, '/api/doctor/savebasic', basicBody(d.id));
    expect((await step(t, d.token, '/api/doctor/savework', await workBody(t, d.id, { stream_id: 0 }))).json().message).toBe(MESSAGES.selectStream);
    const otherStream = await t.db.selectFrom('specialities').innerJoin('streams', 'streams.id', 'specialities.stream_id').select('specialities.id').where('streams.name', '=', 'Unani').executeTakeFirstOrThrow();
    expect((await step(t, d.token, '/api/doctor/savework', await workBody(t, d.id, { speciality_id: String(otherStream.id) }))).json().message).toBe(DOCTOR_MESSAGES.specialityNotInStream);
    expect((await step(t, d.token, '/api/doctor/savework', await workBody(t, d.id, { languages_id: '3' }))).json().message).toBe(DOCTOR_MESSAGES.unknownLanguage);
    expect((await step(t, d.token, '/api/doctor/savework', await workBody(t, d.id, { hospital_name: ' ' }))).json().message).toBe(MESSAGES.hospitalName);
    expect(await stageOf(t, d.id)).toBe(2);
  });
});

describe('only the doctor being onboarded', () => {
  it('refuses another doctor’s steps and record (403), and patient or anonymous callers', async () => {
    const a = await createDoctor(t);
    const b = await createDoctor(t);
    const other = await step(t, b.token, '/api/doctor/savebasic', basicBody(a.id));
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(DOCTOR_MESSAGES.ownRecordOnly);
    expect((await getDoctor(t, b.token, a.id)).statusCode).toBe(403);
    expect((await postMultipart(t, '/api/doctor/saveother', await otherFields(t, a.id), documentFiles(), b.token)).statusCode).toBe(403);
    expect(await stageOf(t, a.id)).toBe(1);

    const patient = await signUp(t);
    expect((await getDoctor(t, patient.token, a.id)).statusCode).toBe(403);
    expect((await step(t, patient.token, '/api/doctor/savebasic', basicBody(a.id))).statusCode).toBe(403);
    expect((await getDoctor(t, null, a.id)).statusCode).toBe(401);
    expect((await step(t, null, '/api/doctor/savebasic', basicBody(a.id))).statusCode).toBe(401);

    const own = await getDoctor(t, a.token, a.id);
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toEqual(expect.objectContaining({ id: a.id, name: 'Dr. Kavya Menon', stage: 1 }));
    expect(own.body).not.toMatch(/argon|password_hash/);
  });

  it('refuses a seller token on the doctor record', async () => {
    const a = await createDoctor(t);
    const seller = await t.app.inject({ method: 'POST', url: '/api/seller/login', payload: { email: 'seller@demo.in', password: 'Seller@123', role: 3 } });
    expect((await getDoctor(t, seller.json().token, a.id)).statusCode).toBe(403);
  });

  it('keeps an onboarding token off every other route', async () => {
    const a = await createDoctor(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/cart/cartList', headers: { authorization: `Bearer ${a.token}` } });
    expect(res.statusCode).toBe(403);
  });
});

describe('doctor login by stage', () => {
  it('answers stage and id; an unfinished doctor gets an onboarding token, a finished one a full token', async () => {
    const stage2 = await login('doctor.stage2@demo.in', 'Doctor@123');
    expect(stage2.json().data).toEqual(expect.objectContaining({ stage: 2, type: 'doctor' }));
    expect(decodeToken(stage2.json().token).scope).toBe('onboarding');
    const stage1 = await login('doctor.stage1@demo.in', 'Doctor@123');
    expect(stage1.json().data.stage).toBe(1);
    const stage3 = await login('doctor.stage3@demo.in', 'Doctor@123');
    expect(stage3.json().data.stage).toBe(3);
    const done = await login('doctor@demo.in', 'Doctor@123');
    expect(done.json().data.stage).toBe(4);
    expect(decodeToken(done.json().token).scope).toBeUndefined();
    const record = await getDoctor(t, done.json().token, done.json().data.id);
    expect(record.json().data.doctor_work_details).toEqual(expect.objectContaining({ hospital_name: expect.any(String), stream: expect.objectContaining({ name: expect.any(String) }) }));

    // the onboarding token of a seeded stage-3 doctor can read its record and finish the last step
    const token = stage3.json().token;
    expect((await getDoctor(t, token, stage3.json().data.id)).json().data.stage).toBe(3);
    const finish = await postMultipart(t, '/api/doctor/saveother', await otherFields(t, stage3.json().data.id), documentFiles(), token);
    expect(finish.statusCode).toBe(200);
  });
});

describe('doctor/getAllDoctorList', () => {
  it('lists only finished doctors, with name, profile image and stream, and nothing private', async () => {
    const unfinished = await createDoctor(t, { name: 'Dr. Unfinished Person' });
    const res = await t.app.inject({ method: 'GET', url: '/api/doctor/getAllDoctorList' });
    const doctors = res.json().data as { id: number; name: string; stage: number; profile_image: string | null; stream: { name: string } | null }[];
    expect(doctors.every((d) => d.stage === 4)).toBe(true);
    expect(doctors.map((d) => d.id)).not.toContain(unfinished.id);
    expect(doctors.map((d) => d.name)).not.toContain('Dr. Rohan Mehta');
    const seeded = doctors.find((d) => d.name === 'Dr. Ananya Sharma');
    expect(seeded).toEqual(expect.objectContaining({ profile_image: expect.stringMatching(/^\/uploads\/.+\.webp$/), stream: expect.objectContaining({ name: 'Ayurveda' }) }));
    expect(res.body).not.toMatch(/@|govermentId|license|hospital_address|phone/);
    const portrait = await t.app.inject({ method: 'GET', url: seeded!.profile_image! });
    expect(portrait.statusCode).toBe(200);
    expect(portrait.headers['content-type']).toBe('image/webp');
  });
});
