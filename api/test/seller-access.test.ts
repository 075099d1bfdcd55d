/** The seller's own account and its private PAN image: only the seller itself may read them. */
import { SELLER_MESSAGES } from 'shared-lib/domain';
import { call } from './helpers/patients';
import { registeredSeller } from './helpers/sellers';
import { patientToken } from './helpers/storefront-patients';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const panKeyOf = async (userId: number) => (await t.db.selectFrom('sellers').select('pan_image').where('user_id', '=', userId).executeTakeFirstOrThrow()).pan_image as string;

describe('GET seller/getPanImage/{id}', () => {
  it('gives the seller its own PAN image, never cached and never sniffed', async () => {
    const seller = await registeredSeller(t);
    const res = await call(t, seller.token, 'GET', `/api/seller/getPanImage/${seller.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it('is refused to another seller (404, as if it did not exist), a patient (403) and a guest (401)', async () => {
    const owner = await registeredSeller(t);
    const other = await registeredSeller(t);
    const url = `/api/seller/getPanImage/${owner.id}`;
    const asOther = await call(t, other.token, 'GET', url);
    expect({ status: asOther.statusCode, message: asOther.json().message }).toEqual({ status: 404, message: SELLER_MESSAGES.panImageNotFound });
    const missing = await call(t, other.token, 'GET', '/api/seller/getPanImage/999999');
    expect(missing.json()).toEqual(asOther.json());
    expect((await call(t, (await patientToken(t)).token, 'GET', url)).statusCode).toBe(403);
    expect((await call(t, null, 'GET', url)).statusCode).toBe(401);
  });

  it('is never served from the public uploads area', async () => {
    const seller = await registeredSeller(t);
    const key = await panKeyOf(seller.id);
    for (const url of [`/uploads/${key}`, `/uploads/../private/${key}`, `/uploads/%2e%2e/private/${key}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('GET seller/profile', () => {
  it("answers the caller's own company, without password or storage key", async () => {
    const seller = await registeredSeller(t);
    const res = await call(t, seller.token, 'GET', '/api/seller/profile');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toEqual(
      expect.objectContaining({ id: seller.id, company_name: seller.fields.company_name, email: seller.fields.email, state_name: 'Maharashtra', city_name: 'Mumbai', gst_number: seller.fields.gst_number, country_id: 101, has_pan_image: true }),
    );
    expect(JSON.stringify(res.json())).not.toMatch(/password|argon|pan\//i);
  });

  it('works for the seeded demo seller and is refused to patients and guests', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/seller/login', payload: { email: 'seller@demo.in', password: 'Seller@123', role: 3 } });
    const res = await call(t, login.json().token, 'GET', '/api/seller/profile');
    expect(res.json().data).toEqual(expect.objectContaining({ company_name: 'Vedic Roots Distributors Pvt Ltd', has_pan_image: false }));
    expect((await call(t, (await patientToken(t)).token, 'GET', '/api/seller/profile')).statusCode).toBe(403);
    expect((await call(t, null, 'GET', '/api/seller/profile')).statusCode).toBe(401);
  });
});
