/**
 * Retention of prescriptions (issue 28): a prescription, its files, reviews and audit rows and the H1 register
 * are kept 3 years, also when the order was cancelled, and deleted by the claimed `rx-retention` job only after
 * that: never a day earlier, kept 3 years from a later reuse, and kept while an H1 row that names it is kept.
 */
import { call } from './helpers/patients';
import { sellerLogin } from './helpers/fulfilment';
import { createTestApp, type TestApp } from './helpers/test-app';
import { loginPatient, pricedPayload, type TestProduct } from './support/checkout';
import { makeJpeg, multipartBody } from './support/images';
import { purgeExpiredPrescriptions } from '../src/services/rx/retention';

let t: TestApp;
let patient: { token: string; id: number };
let seller: { token: string; sellerId: number };
let addressId: number;
let scan: Buffer | null = null;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { checkout: 10_000, guestOrders: 10_000 } });
  patient = await loginPatient(t);
  seller = await sellerLogin(t, 'seller@demo.in', 'Seller@123');
  addressId = (await t.db.selectFrom('addresses').select('id').where('user_id', '=', patient.id).orderBy('id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => t.close());

const DAY = 24 * 60 * 60 * 1000;
const at = (iso: string, days: number) => new Date(new Date(iso).getTime() + days * DAY);

async function uploadedDocument(): Promise<number> {
  const built = await multipartBody({}, { files: { data: (scan ??= makeJpeg(800, 600)), filename: 'prescription.jpg', type: 'image/jpeg' } });
  const res = await t.app.inject({ method: 'POST', url: '/api/rx/documents', payload: built.payload, headers: { ...built.headers, authorization: `Bearer ${patient.token}` } });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data.id as number;
}
const rxProduct = async (): Promise<TestProduct> =>
  t.db.selectFrom('products').select(['id', 'name', 'sales_price', 'in_stock_quantity']).where('prescription_class', '=', 'asu_e1').where('seller_id', '=', seller.sellerId).orderBy('id').executeTakeFirstOrThrow();

/** An order of one prescription line with this document, rejected by the seller: its prescription lines are cancelled. */
async function cancelledOrderWith(documentId: number): Promise<number> {
  const placed = await call(t, patient.token, 'POST', '/api/order/placeOrder', { ...pricedPayload([{ product: await rxProduct(), quantity: 1 }]), address_id: addressId, user_id: patient.id, prescription_document_id: documentId });
  if (placed.statusCode !== 200) throw new Error(placed.body);
  const orderId = placed.json().data.id as number;
  const review = await t.db.selectFrom('rx_reviews').select('id').where('order_id', '=', orderId).executeTakeFirstOrThrow();
  expect((await call(t, seller.token, 'POST', `/api/seller/rx-reviews/${review.id}/reject`, { reason: 'too_old' })).statusCode).toBe(200);
  return orderId;
}

const documentOf = (id: number) => t.db.selectFrom('rx_documents').selectAll().where('id', '=', id).executeTakeFirst();
const keysOf = async (id: number) => (await t.db.selectFrom('rx_files').select('storage_key').where('document_id', '=', id).execute()).map((row) => row.storage_key);
const storedFile = (key: string) => t.app.storage.get('private', key);
const rowsOf = async (id: number) => ({
  files: (await keysOf(id)).length,
  reviews: (await t.db.selectFrom('rx_reviews').select('id').where('document_id', '=', id).execute()).length,
  audit: (await t.db.selectFrom('rx_audit').select('id').where('document_id', '=', id).execute()).length,
});

describe('prescriptions are kept 3 years, then deleted', () => {
  it('keeps the prescription of a cancelled order until its 3 years are over, never a day earlier; then its files and rows go', async () => {
    const id = await uploadedDocument();
    await cancelledOrderWith(id);
    const doc = (await documentOf(id))!;
    const [key] = await keysOf(id);
    expect(new Date(doc.retain_until).getTime() - new Date(doc.created_at).getTime()).toBeGreaterThanOrEqual(3 * 365 * DAY);
    const kept = await rowsOf(id);
    expect(kept).toEqual({ files: 1, reviews: 1, audit: expect.any(Number) });

    // the job itself runs now (claimed like the other sweeps): nothing of a fresh prescription goes
    expect(await t.app.jobs.run('rx-retention', 0)).toEqual({ ran: true, result: expect.objectContaining({ documents: 0, files: 0 }) });
    for (const now of [new Date(), at(doc.retain_until, -1), new Date(new Date(doc.retain_until).getTime() - 1000)]) {
      await purgeExpiredPrescriptions(t.db, t.app.storage, now);
      expect(await documentOf(id)).toBeDefined();
      expect(await rowsOf(id)).toEqual(kept);
      expect(await storedFile(key)).not.toBeNull();
    }

    const outcome = await purgeExpiredPrescriptions(t.db, t.app.storage, at(doc.retain_until, 1));
    expect(outcome).toEqual(expect.objectContaining({ files: 1, fileErrors: 0 }));
    expect(outcome.documents).toBeGreaterThanOrEqual(1);
    expect(await documentOf(id)).toBeUndefined();
    expect(await rowsOf(id)).toEqual({ files: 0, reviews: 0, audit: 0 });
    expect(await storedFile(key)).toBeNull();
  });

  it('keeps a prescription reused for a later order 3 years from that order', async () => {
    const id = await uploadedDocument();
    await cancelledOrderWith(id);
    const doc = (await documentOf(id))!;
    // the same prescription backed another order a year later
    const later = at(doc.created_at, 365).toISOString();
    await t.db.updateTable('rx_reviews').set({ created_at: later }).where('document_id', '=', id).execute();

    await purgeExpiredPrescriptions(t.db, t.app.storage, at(doc.retain_until, 1));
    expect(await documentOf(id)).toBeDefined();
    await purgeExpiredPrescriptions(t.db, t.app.storage, at(later, 3 * 365 - 1));
    expect(await documentOf(id)).toBeDefined();
    await purgeExpiredPrescriptions(t.db, t.app.storage, at(later, 3 * 366 + 1));
    expect(await documentOf(id)).toBeUndefined();
  });

  it('keeps each H1 register row 3 years, and the prescription it names as long as the row', async () => {
    const id = await uploadedDocument();
    const orderId = await cancelledOrderWith(id);
    const doc = (await documentOf(id))!;
    const product = await rxProduct();
    const h1Until = at(doc.retain_until, 30).toISOString();
    await t.db
      .insertInto('h1_register')
      .values({ order_id: orderId, seller_id: seller.sellerId, product_id: product.id, document_id: id, prescriber: 'Dr. A. Rao, KMC 12345', patient_name: 'Asha Patil', drug: product.name, quantity: 1, supplied_on: at(doc.created_at, 30).toISOString(), retain_until: h1Until })
      .execute();
    const register = () => t.db.selectFrom('h1_register').select('id').where('document_id', '=', id).execute();

    await purgeExpiredPrescriptions(t.db, t.app.storage, at(doc.retain_until, 1));
    expect(await register()).toHaveLength(1);
    expect(await documentOf(id)).toBeDefined();

    const outcome = await purgeExpiredPrescriptions(t.db, t.app.storage, at(h1Until, 1));
    expect(outcome.h1Rows).toBe(1);
    expect(await register()).toHaveLength(0);
    expect(await documentOf(id)).toBeUndefined();
  });

  it('deletes audit rows of other records only after 3 years', async () => {
    const written = new Date().toISOString();
    await t.db.insertInto('rx_audit').values({ document_id: null, order_id: null, actor_user_id: null, actor_role: 'system', action: 'retention-test', detail: '', created_at: written }).execute();
    const rows = () => t.db.selectFrom('rx_audit').select('id').where('action', '=', 'retention-test').execute();
    await purgeExpiredPrescriptions(t.db, t.app.storage, at(written, 3 * 365 - 1));
    expect(await rows()).toHaveLength(1);
    await purgeExpiredPrescriptions(t.db, t.app.storage, at(written, 3 * 366));
    expect(await rows()).toHaveLength(0);
  });
});
