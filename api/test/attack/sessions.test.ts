/** Sessions (issue 24): an onboarding doctor can log out; an e-mail change revokes other sessions and lets the old address undo it. */
import { createDoctor } from '../helpers/doctors';
import { signUp } from '../helpers/patients';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, login } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { signup: 1000 } });
});
afterAll(async () => t.close());

const mailsTo = (email: string, template: string) => t.db.selectFrom('outbox').selectAll().where('recipient', '=', email).where('template', '=', template).orderBy('id').execute();

describe('a doctor still onboarding', () => {
  it('can log out, and the onboarding token stops working', async () => {
    const doctor = await createDoctor(t);
    expect((await t.app.inject({ url: `/api/doctor/getById/${doctor.id}`, headers: bearer(doctor.token) })).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/doctor/logout', headers: bearer(doctor.token) });
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/doctor/getById/${doctor.id}`, headers: bearer(doctor.token) })).statusCode).toBe(401);
    // logging out does not open other routes to an onboarding token
    const again = await login(t, 'doctor', doctor.email, doctor.password);
    expect((await t.app.inject({ method: 'GET', url: '/api/seller/orders', headers: bearer(again.token) })).statusCode).toBe(403);
  });
});

describe('an e-mail change', () => {
  it('revokes every other session, notifies the old address with a link that undoes it and leads to a new password', async () => {
    const patient = await signUp(t);
    const other = await login(t, 'patient', patient.email, patient.password, '10.9.9.9');
    const profile = (await t.app.inject({ url: `/api/patient/getById/${patient.id}`, headers: bearer(patient.token) })).json().data;
    const res = await t.app.inject({ method: 'PUT', url: `/api/patient/updatePatient/${patient.id}`, headers: bearer(patient.token), payload: { ...profile, email: 'new.address@example.in', current_password: patient.password } });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().token as string;
    expect(fresh).toEqual(expect.any(String));
    for (const old of [other.token, patient.token]) expect((await t.app.inject({ url: `/api/patient/getById/${patient.id}`, headers: bearer(old) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/patient/getById/${patient.id}`, headers: bearer(fresh) })).statusCode).toBe(200);

    const [notice] = await mailsTo(patient.email, 'email-changed');
    expect(notice.subject).toBe('Your login e-mail was changed');
    expect(notice.text_body).toContain('new.address@example.in');
    expect(await mailsTo('new.address@example.in', 'verify-email')).toHaveLength(1);
    expect((await t.db.selectFrom('users').select('email_verified').where('id', '=', patient.id).executeTakeFirstOrThrow()).email_verified).toBe(0);

    const undo = new URL(/Undo this change: (\S+)/.exec(notice.text_body)![1]);
    expect((await t.app.inject({ url: `${undo.pathname}?token=forged` })).headers.location).toMatch(/email=undo-invalid$/);
    const done = await t.app.inject({ url: `${undo.pathname}${undo.search}` });
    expect(done.statusCode).toBe(303);
    const resetPage = String(done.headers.location);
    expect(resetPage).toMatch(/#\/patient\/reset-password\/[A-Za-z0-9_-]+$/);
    expect((await t.db.selectFrom('users').select('email').where('id', '=', patient.id).executeTakeFirstOrThrow()).email).toBe(patient.email);
    expect((await t.app.inject({ url: `/api/patient/getById/${patient.id}`, headers: bearer(fresh) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `${undo.pathname}${undo.search}` })).headers.location).toMatch(/email=undo-invalid$/);

    const resetToken = resetPage.split('/').pop()!;
    const reset = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: resetToken, password: 'Fresh-Tulsi-2026' } });
    expect(reset.statusCode).toBe(200);
    expect((await login(t, 'patient', patient.email, 'Fresh-Tulsi-2026')).status).toBe(200);
    expect((await login(t, 'patient', 'new.address@example.in', patient.password)).status).toBe(401);
  });
});
