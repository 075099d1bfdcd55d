import { ACCOUNT_SAFETY_MESSAGES, PATIENT_MESSAGES } from 'shared-lib/domain';
import { createTestApp, type TestApp } from './helpers/test-app';
import { call, decodeToken, loginPatient, signUp, signupPayload } from './helpers/patients';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('POST patient/create', () => {
  it('registers a patient with a neutral answer (no token); the patient then logs in', async () => {
    const payload = signupPayload();
    const res = await t.app.inject({ method: 'POST', url: '/api/patient/create', payload });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: ACCOUNT_SAFETY_MESSAGES.signupReceived, data: null });
    const login = await loginPatient(t, payload.email, payload.password);
    expect(decodeToken(login.token)).toEqual(expect.objectContaining({ id: login.id, type: 'patient', name: 'Meera Iyer', tv: 0 }));
    const profile = (await call(t, login.token, 'GET', `/api/patient/getById/${login.id}`)).json().data;
    expect(profile).toEqual(expect.objectContaining({ first_name: 'Meera', last_name: 'Iyer', email: payload.email, phone: '9123456780', gender: 'Female', dob: '1994-02-11' }));
  });

  it('answers a duplicate email (any letter case) the same and changes nothing', async () => {
    const first = await signUp(t);
    const before = await t.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const res = await t.app.inject({ method: 'POST', url: '/api/patient/create', payload: signupPayload({ email: first.email.toUpperCase() }) });
    expect(res.json()).toEqual({ success: true, message: ACCOUNT_SAFETY_MESSAGES.signupReceived, data: null });
    const after = await t.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('ignores a role or type sent by the client (mass assignment)', async () => {
    const payload = signupPayload({ role: 3, type: 'seller', id: 1, token_version: 99 });
    const res = await t.app.inject({ method: 'POST', url: '/api/patient/create', payload });
    expect(res.statusCode).toBe(200);
    const body = await loginPatient(t, payload.email, payload.password);
    expect(body.id).not.toBe(1);
    expect(decodeToken(body.token)).toEqual(expect.objectContaining({ type: 'patient', tv: 0 }));
    const row = await t.db.selectFrom('users').select(['role', 'token_version']).where('id', '=', body.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ role: 1, token_version: 0 });
    expect((await t.app.inject({ method: 'POST', url: '/api/seller/login', payload: { email: payload.email, password: payload.password } })).statusCode).toBe(401);
  });

  it.each([
    ['short', 'Ab1!xyz', PATIENT_MESSAGES.passwordTooShort],
    ['common', 'password123', PATIENT_MESSAGES.passwordTooCommon],
    ['common in capitals', 'Password@123', PATIENT_MESSAGES.passwordTooCommon],
  ])('enforces the password policy (%s)', async (_name, password, message) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/patient/create', payload: signupPayload({ password }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses a bad name, phone, gender and date of birth', async () => {
    const bad = [
      { first_name: '12345' },
      { phone: '12345' },
      { phone: '98765abcde' },
      { gender: 'Unknown' },
      { dob: '2999-01-01' },
      { email: 'not-an-email' },
    ];
    for (const override of bad) {
      const res = await t.app.inject({ method: 'POST', url: '/api/patient/create', payload: signupPayload(override) });
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });
});

describe('profile', () => {
  it('reads and updates only the own profile; never the password hash', async () => {
    const a = await signUp(t);
    const b = await signUp(t, { first_name: 'Kabir' });
    const own = await call(t, a.token, 'GET', `/api/patient/getById/${a.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toEqual(expect.objectContaining({ id: a.id, mobile_no: '9123456780' }));
    expect(own.body).not.toMatch(/password_hash|argon/);

    expect((await call(t, a.token, 'GET', `/api/patient/getById/${b.id}`)).statusCode).toBe(403);
    const update = { email: 'new.' + a.email, first_name: 'Meenakshi', last_name: 'Iyer', mobile_no: '9000000001', gender: 'Female', dob: '1994-02-12' };
    const refused = await call(t, a.token, 'PUT', `/api/patient/updatePatient/${b.id}`, update);
    expect(refused.statusCode).toBe(403);
    expect((await call(t, b.token, 'GET', `/api/patient/getById/${b.id}`)).json().data.first_name).toBe('Kabir');

    const withoutPassword = await call(t, a.token, 'PUT', `/api/patient/updatePatient/${a.id}`, update);
    expect(withoutPassword.statusCode).toBe(400);
    expect(withoutPassword.json().message).toBe('Please enter your current password to change your email');
    const wrongPassword = await call(t, a.token, 'PUT', `/api/patient/updatePatient/${a.id}`, { ...update, current_password: 'not-my-password' });
    expect(wrongPassword.json()).toEqual({ success: false, message: 'Current password is incorrect', data: null });
    expect((await t.db.selectFrom('users').select('email').where('id', '=', a.id).executeTakeFirstOrThrow()).email).toBe(a.email.toLowerCase());

    const done = await call(t, a.token, 'PUT', `/api/patient/updatePatient/${a.id}`, { ...update, current_password: a.password, role: 3, id: b.id });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toEqual(expect.objectContaining({ id: a.id, first_name: 'Meenakshi', phone: '9000000001', dob: '1994-02-12' }));
    const role = await t.db.selectFrom('users').select('role').where('id', '=', a.id).executeTakeFirstOrThrow();
    expect(role.role).toBe(1);
  });

  it("refuses to take another patient's email on update", async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const res = await call(t, a.token, 'PUT', `/api/patient/updatePatient/${a.id}`, { email: b.email, current_password: a.password, first_name: 'A', last_name: 'B', mobile_no: '9000000001', gender: 'Male', dob: '1990-01-01' });
    expect(res.statusCode).toBe(409);
  });

  it('needs a patient token', async () => {
    const a = await signUp(t);
    expect((await call(t, null, 'GET', `/api/patient/getById/${a.id}`)).statusCode).toBe(401);
    const doctor = (await t.app.inject({ method: 'POST', url: '/api/doctor/login', payload: { email: 'doctor@demo.in', password: 'Doctor@123' } })).json();
    expect((await call(t, doctor.token, 'GET', `/api/patient/getById/${doctor.data.id}`)).statusCode).toBe(403);
  });
});

describe('PUT patient/changePassword', () => {
  it('refuses a wrong current password and another patient', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const wrong = await call(t, a.token, 'PUT', `/api/patient/changePassword/${a.id}`, { Old_Password: 'not-my-password', password: 'Neem-Branch-77' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(PATIENT_MESSAGES.wrongCurrentPassword);
    const other = await call(t, a.token, 'PUT', `/api/patient/changePassword/${b.id}`, { Old_Password: b.password, password: 'Neem-Branch-77' });
    expect(other.statusCode).toBe(403);
    expect((await loginPatient(t, b.email, b.password)).status).toBe(200);
  });

  it('applies the policy to the new password', async () => {
    const a = await signUp(t);
    const res = await call(t, a.token, 'PUT', `/api/patient/changePassword/${a.id}`, { Old_Password: a.password, password: 'qwerty123' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PATIENT_MESSAGES.passwordTooCommon);
  });

  it('changes the password and revokes tokens issued before', async () => {
    const a = await signUp(t);
    const res = await call(t, a.token, 'PUT', `/api/patient/changePassword/${a.id}`, { Old_Password: a.password, password: 'Neem-Branch-77' });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    const old = await call(t, a.token, 'GET', `/api/patient/getById/${a.id}`);
    expect(old.statusCode).toBe(401);
    expect((await loginPatient(t, a.email, a.password)).status).toBe(401);
    const fresh = await loginPatient(t, a.email, 'Neem-Branch-77');
    expect(fresh.status).toBe(200);
    expect((await call(t, fresh.token, 'GET', `/api/patient/getById/${a.id}`)).statusCode).toBe(200);
  });
});
