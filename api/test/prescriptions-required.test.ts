/**
 * Prescription-required medicines (issue 28): the classes, the checkout gate (nothing written without a
 * prescription), uploads checked by content, review permissions, approve and reject with their effects on
 * shipments, stock and refund records, the one new upload after a rejection, auto-approval from an
 * e-prescription of an onboarded doctor (and its refusal), the audit log and the H1 register.
 */
import { RX_MESSAGES } from 'shared-lib/domain';
import { call } from './helpers/patients';
import { sellerLogin } from './helpers/fulfilment';
import { createTestApp, type TestApp } from './helpers/test-app';
import { counts, guestPayload, loginPatient, pricedPayload, stockOf, type TestProduct } from './support/checkout';
import { BAD_UPLOADS, makeJpeg, makePng, multipartBody } from './support/images';

let t: TestApp;
let patient: { token: string; id: number };
let demo: { token: string; sellerId: number };
let other: { token: string; sellerId: number };
let doctorToken: string;
let addressId: number;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { checkout: 10_000, guestOrders: 10_000 } });
  patient = await loginPatient(t);
  demo = await sellerLogin(t, 'seller@demo.in', 'Seller@123');
  other = await sellerLogin(t, 'ganga.herbals@demo.in', 'Seller@123');
  doctorToken = (await t.app.inject({ method: 'POST', url: '/api/doctor/login', payload: { email: 'doctor@demo.in', password: 'Doctor@123' } })).json().token;
  addressId = (await t.db.selectFrom('addresses').select('id').where('user_id', '=', patient.id).orderBy('id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => t.close());

const rxProduct = async (index = 0): Promise<TestProduct> =>
  (await t.db.selectFrom('products').select(['id', 'name', 'sales_price', 'in_stock_quantity']).where('prescription_class', '=', 'asu_e1').orderBy('id').execute())[index];
const otcProductOfDemo = (): Promise<TestProduct> =>
  t.db
    .selectFrom('products')
    .select(['id', 'name', 'sales_price', 'in_stock_quantity'])
    .where('seller_id', '=', demo.sellerId)
    .where('prescription_class', '=', 'otc')
    .where('id', 'not in', t.db.selectFrom('product_locations').select('product_id'))
    .where('in_stock_quantity', '>=', 20)
    .orderBy('id')
    .executeTakeFirstOrThrow();

async function upload(token: string | null, files: Array<{ data: Buffer; filename: string; type?: string }>) {
  const built = await multipartBody({}, Object.fromEntries(files.map((file, i) => [`f${i}`, file])));
  // every file under the field name `files`
  const body = built.payload.toString('latin1').replace(/name="f\d+"/g, 'name="files"');
  return t.app.inject({ method: 'POST', url: '/api/rx/documents', payload: Buffer.from(body, 'latin1'), headers: { ...built.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
}
let scan: Buffer | null = null;
// made once: encoding a photo-sized JPEG in JavaScript is slow
const goodScan = () => ({ data: (scan ??= makeJpeg(800, 600)), filename: 'prescription.jpg', type: 'image/jpeg' });
const uploadedDocument = async () => {
  const res = await upload(patient.token, [goodScan()]);
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data.id as number;
};
const placeWith = (lines: { product: TestProduct; quantity: number }[], documentId?: number) =>
  call(t, patient.token, 'POST', '/api/order/placeOrder', { ...pricedPayload(lines), address_id: addressId, user_id: patient.id, ...(documentId ? { prescription_document_id: documentId } : {}) });
const reviewOf = (orderId: number, attempt = 1) => t.db.selectFrom('rx_reviews').selectAll().where('order_id', '=', orderId).where('attempt', '=', attempt).executeTakeFirstOrThrow();
const shipmentOf = (orderId: number, sellerId: number) => t.db.selectFrom('shipments').select(['id', 'status']).where('order_id', '=', orderId).where('seller_id', '=', sellerId).executeTakeFirstOrThrow();
const ship = (token: string, shipmentId: number) => call(t, token, 'PUT', `/api/seller/shipments/${shipmentId}/ship`, { courier: 'Delhivery', tracking_number: 'DLV123456' });

describe('classes', () => {
  it('lists the class of every product, filters prescription-free items and refuses schedule X on the product form', async () => {
    const rx = await rxProduct();
    const details = (await t.app.inject({ method: 'GET', url: `/api/product/getProductDetails/${rx.id}` })).json().data;
    expect(details.prescription_class).toBe('asu_e1');
    const free = (await t.app.inject({ method: 'POST', url: '/api/product/filterProduct', payload: { search_by_name: 'bhasma', prescription_free: true } })).json().data;
    const all = (await t.app.inject({ method: 'POST', url: '/api/product/filterProduct', payload: { search_by_name: 'bhasma' } })).json().data;
    expect(all.items.some((p: { prescription_class: string }) => p.prescription_class === 'asu_e1')).toBe(true);
    expect(free.items.every((p: { prescription_class: string }) => p.prescription_class === 'otc')).toBe(true);
    const browse = (await t.app.inject({ method: 'POST', url: '/api/product/filterProduct', payload: { prescription_free: true, pageSize: 100, sort: 1 } })).json().data;
    expect(browse.total).toBe(320);
    const form = await multipartBody(
      { name: 'Schedule X test', code: 'RX-X-1', brand_id: '1', category_id: '1', regular_price: '100', discount: '0', in_stock_quantity: '5', short_description: 'x', full_description: '<p>x</p>', prescription_class: 'schedule_x' },
      { image: { data: makePng(), filename: 'p.png' } },
    );
    const refused = await t.app.inject({ method: 'POST', url: '/api/product/create', payload: form.payload, headers: { ...form.headers, authorization: `Bearer ${demo.token}` } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(RX_MESSAGES.refusedClass);
  });
});

describe('the checkout gate', () => {
  it('refuses an order with a prescription line and no prescription, writing nothing; a guest is told to log in', async () => {
    const rx = await rxProduct();
    const before = await counts(t);
    const stock = await stockOf(t, rx.id);
    const res = await placeWith([{ product: rx, quantity: 1 }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(RX_MESSAGES.missing);
    const guest = await t.app.inject({ method: 'POST', url: '/api/order/placeOrder', payload: await guestPayload(t, [{ product: rx, quantity: 1 }]) });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().message).toBe(RX_MESSAGES.guestMustLogIn);
    expect(await counts(t)).toEqual(before);
    expect(await stockOf(t, rx.id)).toBe(stock);
  });

  it("refuses another patient's prescription", async () => {
    const documentId = await uploadedDocument();
    const stranger = await t.db.insertInto('rx_documents').values({ patient_id: (await t.db.selectFrom('users').select('id').where('email', '=', 'doctor@demo.in').executeTakeFirstOrThrow()).id, source: 'upload', eprescription_id: null, retain_until: '2099-01-01' }).returning('id').executeTakeFirstOrThrow();
    const res = await placeWith([{ product: await rxProduct(), quantity: 1 }], stranger.id);
    expect(res.statusCode).toBe(404);
    expect(documentId).toBeGreaterThan(0);
  });
});

describe('uploads are checked by their content', () => {
  it.each([
    ['a renamed HTML page', { data: BAD_UPLOADS.htmlRenamedPng, filename: 'scan.png', type: 'image/png' }, 400, RX_MESSAGES.wrongType],
    ['an SVG', { data: BAD_UPLOADS.svg, filename: 'scan.svg', type: 'image/svg+xml' }, 400, RX_MESSAGES.wrongType],
    ['a tiny image', { data: makePng(400, 300), filename: 'scan.png' }, 400, RX_MESSAGES.tooSmall],
    ['an 11 MB file', { data: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(11 * 1024 * 1024, 32), Buffer.from('\n%%EOF\n')]), filename: 'scan.pdf', type: 'application/pdf' }, 413, RX_MESSAGES.tooLarge],
  ])('refuses %s', async (_name, file, status, message) => {
    const before = Number((await t.db.selectFrom('rx_documents').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const res = await upload(patient.token, [file]);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    expect(Number((await t.db.selectFrom('rx_documents').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)).toBe(before);
  });

  it('takes up to 3 jpg, png or pdf files, strips EXIF, keeps them private and refuses a fourth', async () => {
    const exif = Buffer.from('Exif\0\0GPS secret location');
    const jpegWithExif = (() => {
      const jpeg = goodScan().data;
      const app1 = Buffer.concat([Buffer.from([0xff, 0xe1]), Buffer.from([0, exif.length + 2]), exif]);
      return Buffer.concat([jpeg.subarray(0, 2), app1, jpeg.subarray(2)]);
    })();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const res = await upload(patient.token, [{ data: jpegWithExif, filename: 'a.jpg', type: 'image/jpeg' }, { data: makePng(600, 800), filename: 'b.png' }, { data: pdf, filename: 'c.pdf', type: 'application/pdf' }]);
    expect(res.statusCode).toBe(200);
    const doc = res.json().data;
    expect(doc.files.map((f: { content_type: string }) => f.content_type)).toEqual(['image/jpeg', 'image/png', 'application/pdf']);
    const own = await call(t, patient.token, 'GET', `/api/rx/files/${doc.files[0].id}`);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.includes(Buffer.from('GPS secret location'))).toBe(false);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect((await t.app.inject({ method: 'GET', url: `/api/rx/files/${doc.files[0].id}` })).statusCode).toBe(401);
    expect((await call(t, other.token, 'GET', `/api/rx/files/${doc.files[0].id}`)).statusCode).toBe(404);
    expect((await call(t, doctorToken, 'GET', `/api/rx/files/${doc.files[0].id}`)).statusCode).toBe(404);
    const four = await upload(patient.token, [goodScan(), goodScan(), goodScan(), goodScan()]);
    expect(four.statusCode).toBe(400);
    expect(four.json().message).toBe(RX_MESSAGES.tooManyFiles);
  });
});

describe('review', () => {
  it('holds the shipment until approved; only the seller of the lines reviews; views and decisions are audited', async () => {
    const rx = await rxProduct();
    const documentId = await uploadedDocument();
    const placed = await placeWith([{ product: rx, quantity: 1 }], documentId);
    expect(placed.statusCode).toBe(200);
    const orderId = placed.json().data.id;
    expect((await t.db.selectFrom('orders').select('rx_status').where('id', '=', orderId).executeTakeFirstOrThrow()).rx_status).toBe('awaiting_review');
    const state = (await call(t, patient.token, 'GET', `/api/rx/orders/${orderId}`)).json().data;
    expect(state.label).toBe('Awaiting prescription review');
    const shipment = await shipmentOf(orderId, demo.sellerId);
    const early = await ship(demo.token, shipment.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(RX_MESSAGES.notShippable);
    // the seller's Orders say why instead of offering Ship
    const listed = () => call(t, demo.token, 'GET', '/api/seller/orders?pageSize=50').then((res) => res.json().data.items.find((o: { shipment_id: number }) => o.shipment_id === shipment.id));
    expect(await listed()).toEqual(expect.objectContaining({ next_action: null, rx_hold: RX_MESSAGES.notShippable }));

    const queue = (await call(t, demo.token, 'GET', '/api/seller/rx-reviews')).json().data;
    const item = queue.items.find((i: { order_id: number }) => i.order_id === orderId);
    expect(item).toEqual(expect.objectContaining({ status: 'pending', overdue: false, lines: [expect.objectContaining({ product_id: rx.id, prescription_class: 'asu_e1' })] }));
    expect((await call(t, demo.token, 'GET', `/api/rx/files/${item.document.files[0].id}`)).statusCode).toBe(200);
    for (const token of [other.token, patient.token, doctorToken]) {
      const res = await call(t, token, 'POST', `/api/seller/rx-reviews/${item.id}/approve`, {});
      expect([403, 404]).toContain(res.statusCode);
    }
    expect((await call(t, other.token, 'GET', '/api/seller/rx-reviews')).json().data.items.some((i: { order_id: number }) => i.order_id === orderId)).toBe(false);
    expect((await call(t, demo.token, 'POST', `/api/seller/rx-reviews/${item.id}/approve`, {})).statusCode).toBe(200);
    expect((await call(t, demo.token, 'POST', `/api/seller/rx-reviews/${item.id}/approve`, {})).statusCode).toBe(409);
    expect(await listed()).toEqual(expect.objectContaining({ next_action: 'ship', rx_hold: null }));
    expect((await ship(demo.token, shipment.id)).statusCode).toBe(200);
    const audit = await t.db.selectFrom('rx_audit').select(['action', 'actor_role', 'actor_user_id']).where('document_id', '=', documentId).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['upload', 'review-opened', 'view', 'approve']);
    expect(audit[2].actor_role).toBe('seller');
  });

  it('rejects with a coded reason: lines cancelled, stock back, refund recorded, patient mailed without attachment; one new upload, then approve and ship', async () => {
    const rx = await rxProduct(1);
    const otc = await otcProductOfDemo();
    const stock = await stockOf(t, rx.id);
    const placed = await placeWith([{ product: rx, quantity: 2 }, { product: otc, quantity: 1 }], await uploadedDocument());
    const orderId = placed.json().data.id;
    await t.db.updateTable('orders').set({ payment_status: 'paid' }).where('id', '=', orderId).execute();
    expect(await stockOf(t, rx.id)).toBe(stock - 2);
    const review = await reviewOf(orderId);
    const noNote = await call(t, demo.token, 'POST', `/api/seller/rx-reviews/${review.id}/reject`, { reason: 'other' });
    expect(noNote.statusCode).toBe(400);
    const rejected = await call(t, demo.token, 'POST', `/api/seller/rx-reviews/${review.id}/reject`, { reason: 'too_old' });
    expect(rejected.statusCode).toBe(200);
    expect(await stockOf(t, rx.id)).toBe(stock);
    const order = await t.db.selectFrom('orders').select(['rx_status', 'refund_status', 'refund_amount', 'status']).where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order).toEqual(expect.objectContaining({ rx_status: 'rejected', refund_status: 'due', refund_amount: rx.sales_price * 2, status: 1 }));
    const mail = await t.db.selectFrom('outbox').select(['text_body', 'attachments']).where('dedupe_key', '=', `rx-rejected:${review.id}`).executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('The prescription is too old');
    expect(JSON.parse(mail.attachments)).toEqual([]);
    const state = (await call(t, patient.token, 'GET', `/api/rx/orders/${orderId}`)).json().data;
    expect(state).toEqual(expect.objectContaining({ rx_status: 'rejected', can_reupload: true }));
    expect(state.reviews[0].reason).toBe('The prescription is too old');

    const again = await call(t, patient.token, 'POST', `/api/rx/orders/${orderId}/reupload`, { document_id: await uploadedDocument() });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(expect.objectContaining({ rx_status: 'awaiting_review', can_reupload: false }));
    expect(await stockOf(t, rx.id)).toBe(stock - 2);
    expect((await t.db.selectFrom('orders').select('refund_status').where('id', '=', orderId).executeTakeFirstOrThrow()).refund_status).toBeNull();
    const second = await reviewOf(orderId, 2);
    expect((await call(t, demo.token, 'POST', `/api/seller/rx-reviews/${second.id}/approve`, {})).statusCode).toBe(200);
    expect((await ship(demo.token, (await shipmentOf(orderId, demo.sellerId)).id)).statusCode).toBe(200);
  });

  it('a second rejection cancels for good: no further upload, the shipment of only prescription lines cancelled', async () => {
    const rx = await rxProduct(2);
    const placed = await placeWith([{ product: rx, quantity: 1 }], await uploadedDocument());
    const orderId = placed.json().data.id;
    await call(t, demo.token, 'POST', `/api/seller/rx-reviews/${(await reviewOf(orderId)).id}/reject`, { reason: 'unreadable' });
    await call(t, patient.token, 'POST', `/api/rx/orders/${orderId}/reupload`, { document_id: await uploadedDocument() });
    const res = await call(t, demo.token, 'POST', `/api/seller/rx-reviews/${(await reviewOf(orderId, 2)).id}/reject`, { reason: 'other', note: 'Signature missing' });
    expect(res.json().data.reason).toBe('Other: Signature missing');
    expect((await shipmentOf(orderId, demo.sellerId)).status).toBe(4);
    expect((await t.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status).toBe(4);
    const more = await call(t, patient.token, 'POST', `/api/rx/orders/${orderId}/reupload`, { document_id: await uploadedDocument() });
    expect(more.statusCode).toBe(409);
    // kept 3 years, even when the order is cancelled
    expect(await t.db.selectFrom('rx_documents').select('id').where('patient_id', '=', patient.id).execute()).not.toHaveLength(0);
  });
});

describe('e-prescriptions and the H1 register', () => {
  async function eprescription(productIds: number[]) {
    const doctor = await t.db.selectFrom('users').select('id').where('email', '=', 'doctor@demo.in').executeTakeFirstOrThrow();
    const appointment = await t.db.selectFrom('appointments').select('id').where('patient_id', '=', patient.id).where('doctor_id', '=', doctor.id).orderBy('id').executeTakeFirstOrThrow();
    const version = Number((await t.db.selectFrom('prescriptions').select((eb) => eb.fn.max('version').as('v')).where('appointment_id', '=', appointment.id).executeTakeFirst())?.v ?? 0) + 100 + productIds[0];
    const medicines = productIds.map((id) => ({ product_id: id, name: `Medicine ${id}`, dose: '1 tab', frequency: '1-0-1', timing: 'after food', duration_days: 10, quantity: 1, notes: '', price_paise: null }));
    const content = JSON.stringify({ complaints: 'x', findings: '', diagnosis: 'y', medicines, pathya: '', apathya: '', advice: '', follow_up: null });
    const row = await t.db.insertInto('prescriptions').values({ appointment_id: appointment.id, doctor_id: doctor.id, patient_id: patient.id, version, content, superseded_at: null, created_at: new Date().toISOString() }).returning('id').executeTakeFirstOrThrow();
    const res = await call(t, patient.token, 'POST', '/api/rx/documents/from-eprescription', { eprescription_id: row.id });
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json().data.id as number;
  }

  it('approves automatically when every prescription line is on an e-prescription of an onboarded doctor, and not otherwise', async () => {
    const rx = await rxProduct(3);
    const covered = await placeWith([{ product: rx, quantity: 1 }], await eprescription([rx.id]));
    const review = await reviewOf(covered.json().data.id);
    expect(review).toEqual(expect.objectContaining({ status: 'approved', auto_approved: 1 }));
    expect((await t.db.selectFrom('orders').select('rx_status').where('id', '=', covered.json().data.id).executeTakeFirstOrThrow()).rx_status).toBe('approved');
    const audit = await t.db.selectFrom('rx_audit').select('detail').where('order_id', '=', covered.json().data.id).where('action', '=', 'auto-approve').execute();
    expect(audit[0].detail).toMatch(/every prescription line is on the e-prescription/);

    const other = await rxProduct(4);
    const notCovered = await placeWith([{ product: other, quantity: 1 }], await eprescription([rx.id]));
    expect(await reviewOf(notCovered.json().data.id)).toEqual(expect.objectContaining({ status: 'pending', auto_approved: 0 }));
  });

  it('writes the H1 register on approval of a schedule H1 line (prescriber required)', async () => {
    const rx = await rxProduct(5);
    await t.db.updateTable('products').set({ prescription_class: 'schedule_h1' }).where('id', '=', rx.id).execute();
    const placed = await placeWith([{ product: rx, quantity: 3 }], await uploadedDocument());
    const review = await reviewOf(placed.json().data.id);
    const missing = await call(t, demo.token, 'POST', `/api/seller/rx-reviews/${review.id}/approve`, {});
    expect(missing.statusCode).toBe(400);
    expect((await call(t, demo.token, 'POST', `/api/seller/rx-reviews/${review.id}/approve`, { prescriber: 'Dr. A. Rao, KMC 12345' })).statusCode).toBe(200);
    const rows = await t.db.selectFrom('h1_register').selectAll().where('order_id', '=', placed.json().data.id).execute();
    expect(rows).toEqual([expect.objectContaining({ prescriber: 'Dr. A. Rao, KMC 12345', drug: rx.name, quantity: 3, product_id: rx.id, patient_name: expect.any(String) })]);
    expect(rows[0].retain_until > new Date(Date.now() + 2.9 * 365 * 24 * 3600 * 1000).toISOString()).toBe(true);
  });
});
