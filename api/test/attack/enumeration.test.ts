/** Enumeration (issue 24): every sign-up answers a known e-mail (or GSTIN) like a new one and mails the owner; every sign-up is rate-limited. */
import { MESSAGES, RATE_LIMIT_MESSAGES } from 'shared-lib/domain';
import { accountFields, postMultipart } from '../helpers/doctors';
import { signupPayload } from '../helpers/patients';
import { register, sellerFields, written } from '../helpers/sellers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { makePng } from '../support/images';
import { DEMO, expectRefused, unchanged } from './support';

const attempts = (t: TestApp, email: string) => t.db.selectFrom('outbox').select(['subject', 'text_body']).where('recipient', '=', email).where('template', '=', 'signup-attempt').execute();

describe('a sign-up with a known e-mail gets the answer of a new one, changes nothing and mails the owner', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: { signup: 1000, signupEmail: 1000 } });
  });
  afterAll(async () => t.close());

  it('patient sign-up', async () => {
    const fresh = await t.app.inject({ method: 'POST', url: '/api/patient/create', payload: signupPayload() });
    const known = await unchanged(t, () => t.app.inject({ method: 'POST', url: '/api/patient/create', payload: signupPayload({ email: DEMO.patient.email.toUpperCase() }) }));
    expect({ status: known.statusCode, body: known.json() }).toEqual({ status: fresh.statusCode, body: fresh.json() });
    expect(fresh.statusCode).toBe(200);
    const [mail] = await attempts(t, DEMO.patient.email);
    expect(mail.subject).toBe('Someone tried to sign up with your e-mail address');
    expect(mail.text_body).toContain('patient/login');
  });

  it('doctor sign-up (no profile image left behind)', async () => {
    const fresh = await postMultipart(t, '/api/doctor/create', accountFields());
    const before = await written(t);
    const known = await unchanged(t, () => postMultipart(t, '/api/doctor/create', accountFields({ email: DEMO.doctor.email }), { profile_image: { data: makePng(), filename: 'me.png' } }));
    expect({ status: known.statusCode, body: known.json() }).toEqual({ status: fresh.statusCode, body: fresh.json() });
    expect(await written(t)).toEqual(before);
    expect(await attempts(t, DEMO.doctor.email)).toHaveLength(1);
  });

  it('seller registration, by e-mail or by GSTIN', async () => {
    const fresh = await register(t, await sellerFields(t));
    const demo = await t.db.selectFrom('sellers').innerJoin('users', 'users.id', 'sellers.user_id').select(['gst_number', 'pan_number', 'email']).where('users.email', '=', DEMO.seller.email).executeTakeFirstOrThrow();
    const byEmail = await sellerFields(t, { email: DEMO.seller.email });
    const karnataka = await t.db.selectFrom('states').select('id').where('name', '=', 'Karnataka').executeTakeFirstOrThrow();
    const bangalore = await t.db.selectFrom('cities').select('id').where('state_id', '=', karnataka.id).where('name', '=', 'Bangalore').executeTakeFirstOrThrow();
    const byGstin = await sellerFields(t, { state_id: String(karnataka.id), city_id: String(bangalore.id), postal_code: '560001', gst_number: demo.gst_number, pan_number: demo.pan_number });
    for (const fields of [byEmail, byGstin]) {
      const before = await written(t);
      const known = await unchanged(t, () => register(t, fields));
      expect({ status: known.statusCode, body: known.json() }).toEqual({ status: 200, body: fresh.json() });
      expect(fresh.json()).toEqual({ success: true, message: MESSAGES.sellerSignedUp, data: null });
      expect(await written(t)).toEqual(before);
    }
    expect(await attempts(t, DEMO.seller.email)).toHaveLength(2);
  });

  it('the newsletter answers a confirmed subscriber like a new one', async () => {
    const subscribe = (email: string) => t.app.inject({ method: 'POST', url: '/api/subscribe/send-email', payload: { email } });
    await t.db.insertInto('subscribers').values({ email: 'confirmed.reader@example.in', confirm_token_hash: null, confirmed_at: new Date().toISOString() }).execute();
    const known = await subscribe('confirmed.reader@example.in');
    const fresh = await subscribe('new.reader@example.in');
    expect({ status: known.statusCode, body: known.json() }).toEqual({ status: fresh.statusCode, body: fresh.json() });
  });
});

describe('every sign-up is rate-limited (20 per client an hour, one count for all sign-ups)', () => {
  it.each([
    ['doctor sign-up', (t: TestApp) => postMultipart(t, '/api/doctor/create', accountFields())],
    ['seller registration', async (t: TestApp) => register(t, await sellerFields(t))],
  ])('%s', async (_name, attempt) => {
    const t = await createTestApp({ rateLimits: { signup: 2 } });
    try {
      for (let i = 0; i < 2; i++) expect((await attempt(t)).statusCode).toBe(200);
      const before = await written(t);
      expectRefused(await unchanged(t, () => attempt(t)), 429, RATE_LIMIT_MESSAGES.busyNetwork);
      expect(await written(t)).toEqual(before);
    } finally {
      await t.close();
    }
  });
});
