/** Limits that could be stepped around (issue 24): guest orders with other tokens, current_password, error reports, newsletter mails. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ACCOUNT_SAFETY_MESSAGES, RATE_LIMIT_MESSAGES, RATE_LIMIT_RULES } from 'shared-lib/domain';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { freeProducts, guestPayload } from '../support/checkout';
import { bearer, DEMO, expectRefused, login, unchanged } from './support';

describe('the guest-order limit counts every order that ends up a guest order', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: { guestOrders: 2, checkout: 1000 } });
  });
  afterAll(async () => t.close());

  it("a doctor's or seller's token does not skip it; a patient's is not counted", async () => {
    const [product] = await freeProducts(t);
    const doctor = await login(t, 'doctor', DEMO.doctor.email, DEMO.doctor.password);
    const seller = await login(t, 'seller', DEMO.seller.email, DEMO.seller.password);
    const patient = await login(t, 'patient', DEMO.patient.email, DEMO.patient.password);
    const place = async (token: string | null) => t.app.inject({ method: 'POST', url: '/api/order/placeOrder', payload: await guestPayload(t, [{ product, quantity: 1 }]), headers: token ? bearer(token) : {} });
    expect((await place(doctor.token)).statusCode).toBe(200);
    expect((await place(seller.token)).statusCode).toBe(200);
    const payload = await guestPayload(t, [{ product, quantity: 1 }]);
    for (const token of [doctor.token, seller.token, null]) {
      const res = await unchanged(t, () => t.app.inject({ method: 'POST', url: '/api/order/placeOrder', payload, headers: token ? bearer(token) : {} }));
      expectRefused(res, 429, RATE_LIMIT_MESSAGES.busyNetwork);
    }
    expect((await place(patient.token)).statusCode).toBe(200);
  });
});

describe('current_password on an e-mail change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('takes the change-password limit, then 429 even with the right password', async () => {
    const patient = await login(t, 'patient', DEMO.patient.email, DEMO.patient.password);
    const profile = (await t.app.inject({ url: `/api/patient/getById/${patient.id}`, headers: bearer(patient.token) })).json().data;
    const change = (current_password: string) =>
      t.app.inject({ method: 'PUT', url: `/api/patient/updatePatient/${patient.id}`, headers: bearer(patient.token), payload: { ...profile, email: 'taken.over@example.in', current_password } });
    for (let i = 0; i < RATE_LIMIT_RULES.passwordChange.max; i++) expect((await change(`Wrong-Guess-${i}`)).statusCode).toBe(400);
    expectRefused(await unchanged(t, () => change(DEMO.patient.password)), 429, /Too many attempts/);
    // a profile update that checks no password is not limited
    expect((await t.app.inject({ method: 'PUT', url: `/api/patient/updatePatient/${patient.id}`, headers: bearer(patient.token), payload: profile })).statusCode).toBe(200);
  });
});

describe('client error reports', () => {
  let t: TestApp;
  const dist = mkdtempSync(path.join(os.tmpdir(), 'releases-'));
  const release = (remote: string, version: string, builtAt: string) => {
    mkdirSync(path.join(dist, `mfe-${remote}`, version), { recursive: true });
    writeFileSync(path.join(dist, `mfe-${remote}`, version, 'release.json'), JSON.stringify({ version, builtAt }));
  };
  beforeAll(async () => {
    writeFileSync(path.join(dist, 'remotes.json'), JSON.stringify({ storefront: { entry: '/apps/mfe-storefront/1.0.0+live001/remoteEntry.js', version: '1.0.0+live001', disabled: false } }));
    release('storefront', '1.0.0+recent1', new Date(Date.now() - 3 * 86_400_000).toISOString());
    release('storefront', '0.9.0+old0001', new Date(Date.now() - 60 * 86_400_000).toISOString());
    t = await createTestApp({ releasesDir: dist, clientErrorRateLimit: 1000 });
  });
  afterAll(async () => t.close());

  const report = (version: string, message = 'Loading script failed') => t.app.inject({ method: 'POST', url: '/api/client-errors', payload: { remote: 'storefront', version, route: 'home', kind: 'load', message } });
  const rows = () => t.db.selectFrom('client_error_counts').select(['version', 'count']).orderBy('version').execute();

  it('are taken only for the live or a recent release; invented and old versions change nothing', async () => {
    for (const version of ['9.9.9+invented', '0.9.0+old0001', '', '..']) {
      const before = await rows();
      expectRefused(await report(version), 400, ACCOUNT_SAFETY_MESSAGES.unknownRelease);
      expect(await rows()).toEqual(before);
    }
    expect((await report('1.0.0+live001')).statusCode).toBe(200);
    expect((await report('1.0.0+recent1')).statusCode).toBe(200);
    expect(await rows()).toEqual([{ version: '1.0.0+live001', count: 1 }, { version: '1.0.0+recent1', count: 1 }]);
  });

  it("aggregate one client's repeats: the same report again within a minute is counted once", async () => {
    for (let i = 0; i < 20; i++) expect((await report('1.0.0+live001', 'Chunk 7 failed')).statusCode).toBe(200);
    expect((await report('1.0.0+live001', 'Another failure')).statusCode).toBe(200);
    expect((await rows()).find((r) => r.version === '1.0.0+live001')?.count).toBe(3);
  });
});

describe('newsletter confirmations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('at most one pending confirmation mail per address per day, with the same answer every time', async () => {
    const subscribe = (email: string) => t.app.inject({ method: 'POST', url: '/api/subscribe/send-email', payload: { email } });
    const first = await subscribe('target@example.in');
    for (const email of ['target@example.in', 'TARGET@example.in', ' target@example.in ']) expect((await subscribe(email)).json()).toEqual(first.json());
    const mails = await t.db.selectFrom('outbox').select('id').where('recipient', '=', 'target@example.in').execute();
    expect(mails).toHaveLength(1);
  });
});
