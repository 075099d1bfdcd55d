/**
 * Return photos are private (issue 33 follow-up): stored in the private area, never under /uploads/, and read
 * only by the order's patient, the return's seller and the house seller. Another patient, another seller and a
 * stranger get the same 404 as a missing photo (nothing revealed); a doctor is refused by role; no token, 401.
 * Photos uploaded while they were public are moved to the private area by the return-photos-private job.
 */
import { RETURN_MESSAGES as M } from 'shared-lib/domain/returns';
import { call, signUp } from '../helpers/patients';
import { placeTwoSellerOrder, sellerLogin } from '../helpers/fulfilment';
import { postPhotos } from '../helpers/reviews';
import { registeredSeller } from '../helpers/sellers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { loginPatient, MANY_GUEST_ORDERS, MANY_UNCONFIRMED } from '../support/checkout';
import { makePng } from '../support/images';
import { expectRefused } from './support';

let t: TestApp;
let patient: { token: string; id: number };
let demo: { token: string; sellerId: number };
let house: { token: string; sellerId: number };

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { ...MANY_GUEST_ORDERS, signup: 1000 }, unconfirmedCaps: MANY_UNCONFIRMED });
  patient = await loginPatient(t);
  demo = await sellerLogin(t, 'seller@demo.in', 'Seller@123');
  house = await sellerLogin(t, 'house.seller@demo.in', 'House@123');
});
afterAll(async () => t.close());

/** A delivered demo-seller line returned by the demo patient, with one photo: the return's id and the photo's path. */
async function returnWithPhoto() {
  const order = await placeTwoSellerOrder(t, patient, demo.sellerId, house.sellerId);
  expect((await call(t, demo.token, 'PUT', `/api/seller/shipments/${order.demoShipment}/ship`, { courier: 'Delhivery', tracking_number: `DLV${order.demoShipment}P` })).statusCode).toBe(200);
  expect((await call(t, demo.token, 'PUT', `/api/seller/shipments/${order.demoShipment}/deliver`)).statusCode).toBe(200);
  const line = await t.db.selectFrom('order_details').select('id').where('order_id', '=', order.id).where('seller_id', '=', demo.sellerId).executeTakeFirstOrThrow();
  const created = await call(t, patient.token, 'POST', `/api/orders/${order.unique_id}/returns`, { lines: [{ order_detail_id: line.id, quantity: 1 }], reason: 'damaged', sealed: false, upi_id: 'meera@okhdfc' });
  expect(created.statusCode).toBe(200);
  const id = created.json().data[0].id as number;
  const added = await postPhotos(t, `/api/returns/${id}/photos`, [{ data: makePng(), filename: 'dent.png', type: 'image/png' }], { authorization: `Bearer ${patient.token}` });
  expect(added.statusCode).toBe(200);
  const [path] = added.json().data.photos as string[];
  return { id, path, url: `/api/${path}` };
}

const get = (url: string, token: string | null) => t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('return photos', () => {
  it("are stored privately and served only to the order's patient, the return's seller and the house seller", async () => {
    const { id, path, url } = await returnWithPhoto();
    expect(path).toMatch(new RegExp(`^returns/${id}/photos/\\d+$`));
    const row = await t.db.selectFrom('return_photos').select(['storage_key', 'storage_area']).where('return_id', '=', id).executeTakeFirstOrThrow();
    expect(row.storage_area).toBe('private');
    expect(await t.app.storage.get('public', row.storage_key)).toBeNull();
    expect((await get(`/uploads/${row.storage_key}`, null)).statusCode).toBe(404);

    for (const token of [patient.token, demo.token, house.token]) {
      const served = await get(url, token);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['cache-control']).toBe('private, no-store');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
    }
    // the seller sees the photo's path on its return
    const listed = (await call(t, demo.token, 'GET', '/api/seller/returns')).json().data.items.find((r: { id: number }) => r.id === id);
    expect(listed.photos).toEqual([path]);
  });

  it("answers another patient, another seller and a wrong return id 404, a doctor 403 and no token 401", async () => {
    const { id, url } = await returnWithPhoto();
    const otherPatient = await signUp(t);
    const otherSeller = await registeredSeller(t);
    expectRefused(await get(url, otherPatient.token), 404, M.returnNotFound);
    expectRefused(await get(url, otherSeller.token), 404, M.returnNotFound);
    const photoId = url.split('/').pop();
    expectRefused(await get(`/api/returns/${id + 1000}/photos/${photoId}`, patient.token), 404, M.returnNotFound);
    const doctor = (await t.app.inject({ method: 'POST', url: '/api/doctor/login', payload: { email: 'doctor@demo.in', password: 'Doctor@123' } })).json().token as string;
    expectRefused(await get(url, doctor), 403);
    expectRefused(await get(url, null), 401);
  });

  it('moves a photo stored publicly before migration 0260 to the private area', async () => {
    const { id, url } = await returnWithPhoto();
    const row = await t.db.selectFrom('return_photos').select(['id', 'storage_key']).where('return_id', '=', id).executeTakeFirstOrThrow();
    // as it was stored before: in the public area
    const file = (await t.app.storage.get('private', row.storage_key))!;
    await t.app.storage.put('public', row.storage_key, file.data, file.contentType);
    await t.app.storage.remove('private', row.storage_key);
    await t.db.updateTable('return_photos').set({ storage_area: 'public' }).where('id', '=', row.id).execute();
    expect((await get(url, patient.token)).statusCode).toBe(200);

    await t.app.jobs.run('return-photos-private', 0);
    expect((await t.db.selectFrom('return_photos').select('storage_area').where('id', '=', row.id).executeTakeFirstOrThrow()).storage_area).toBe('private');
    expect(await t.app.storage.get('public', row.storage_key)).toBeNull();
    expect((await get(`/uploads/${row.storage_key}`, null)).statusCode).toBe(404);
    const served = await get(url, demo.token);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(file.data)).toBe(true);
  });
});
