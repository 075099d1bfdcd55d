/** E-prescriptions (issue 27): only the consultation's doctor, within the window, versions, server prices, the PDF, the mail, the cart fill. */
import { writeFileSync } from 'node:fs';
import { ROOM_MESSAGES } from 'shared-lib/domain/consultations';
import { renderAttachment } from '../src/services/mail/attachments';
import { DEMO_DOCTOR, OTHER_DOCTOR, loginDoctor, quickPatient } from './helpers/appointments';
import { consultationAt } from './helpers/consultation-room';
import { call } from './helpers/patients';
import { pdfText } from './support/smtp';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let doctor: { token: string; id: number };
let otherDoctor: { token: string; id: number };
let products: Array<{ id: number; name: string; sales_price: number }>;
beforeAll(async () => {
  t = await createTestApp();
  doctor = await loginDoctor(t, DEMO_DOCTOR);
  otherDoctor = await loginDoctor(t, OTHER_DOCTOR);
  products = await t.db.selectFrom('products').select(['id', 'name', 'sales_price']).where('on_sale', '=', 1).where('in_stock_quantity', '>', 20).orderBy('id').limit(4).execute();
});
afterAll(async () => t.close());

const body = (overrides: Record<string, unknown> = {}) => ({
  complaints: 'Acidity and burning after meals for two months',
  findings: 'Tongue coated, mild epigastric tenderness',
  diagnosis: 'Amlapitta',
  medicines: [
    { product_id: products[0].id, name: 'ignored: the server names it', dose: '2 tablets', frequency: '1-0-1', timing: 'after-food', duration_days: 30, notes: 'with warm water' },
    { product_id: products[1].id, name: '', dose: '10 ml', frequency: '1-1-1', timing: 'before-food', duration_days: 60 },
    { product_id: null, name: 'Avipattikar churna (any brand)', dose: '1 tsp', frequency: '0-0-1', timing: 'bedtime', duration_days: 15 },
  ],
  pathya: 'Rice, moong dal, buttermilk; meals at fixed times',
  apathya: 'Spicy and fried food, tea on an empty stomach, late nights',
  advice: 'Walk for 20 minutes after dinner',
  follow_up: '2026-12-20',
  ...overrides,
});
const prescribe = (token: string, id: number, payload: unknown) => call(t, token, 'POST', `/api/appointments/${id}/prescriptions`, payload);

describe('who and when', () => {
  it('only the consultation doctor writes it; the patient is refused, a stranger learns nothing', async () => {
    const patient = await quickPatient(t);
    const id = await consultationAt(t, doctor.id, patient.id, -20);
    const byPatient = await prescribe(patient.token, id, body());
    expect(byPatient.statusCode).toBe(403);
    expect(byPatient.json().message).toBe(ROOM_MESSAGES.prescriptionOnlyDoctor);
    expect((await prescribe(otherDoctor.token, id, body())).statusCode).toBe(404);
    expect((await call(t, otherDoctor.token, 'GET', `/api/appointments/${id}/prescriptions`)).statusCode).toBe(404);
    expect(await t.db.selectFrom('prescriptions').selectAll().where('appointment_id', '=', id).execute()).toHaveLength(0);
  });

  it('from the room opening until 24 hours after the end, for a consultation that took place', async () => {
    const patient = await quickPatient(t);
    const tooEarly = await consultationAt(t, doctor.id, patient.id, 60);
    const dayAfter = await consultationAt(t, doctor.id, patient.id, -(23 * 60 + 30), 30, 'completed'); // ended 23 h ago
    const tooLate = await consultationAt(t, doctor.id, patient.id, -(24 * 60 + 31), 30, 'completed');
    const cancelled = await consultationAt(t, doctor.id, patient.id, -40, 30, 'cancelled');
    expect((await prescribe(doctor.token, tooEarly, body())).json().message).toBe(ROOM_MESSAGES.prescriptionWindow);
    expect((await prescribe(doctor.token, dayAfter, body())).statusCode).toBe(200);
    const late = await prescribe(doctor.token, tooLate, body());
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe(ROOM_MESSAGES.prescriptionWindow);
    expect((await prescribe(doctor.token, cancelled, body())).json().message).toBe(ROOM_MESSAGES.prescriptionNotForStatus);
  });

  it('refuses bad input with a clear message', async () => {
    const patient = await quickPatient(t);
    const id = await consultationAt(t, doctor.id, patient.id, -10);
    const badFrequency = await prescribe(doctor.token, id, body({ medicines: [{ ...body().medicines[0], frequency: 'twice daily' }] }));
    expect(badFrequency.statusCode).toBe(400);
    expect(badFrequency.json().message).toBe(ROOM_MESSAGES.badFrequency);
    expect((await prescribe(doctor.token, id, body({ medicines: [{ ...body().medicines[0], product_id: 999_999 }] }))).json().message).toBe(ROOM_MESSAGES.medicineNotSold);
    expect((await prescribe(doctor.token, id, body({ diagnosis: '' }))).statusCode).toBe(400);
    expect((await prescribe(doctor.token, id, body({ medicines: [{ ...body().medicines[0], timing: 'whenever' }] }))).statusCode).toBe(400);
    expect(await t.db.selectFrom('prescriptions').selectAll().where('appointment_id', '=', id).execute()).toHaveLength(0);
  });
});

describe('issue and correct', () => {
  it('names and prices catalogue items from the server, mails the patient the PDF, and a correction supersedes without erasing', async () => {
    const patient = await quickPatient(t);
    const id = await consultationAt(t, doctor.id, patient.id, -10);
    // a price in the request is not part of the contract: dropped, the product row's price is kept
    const issued = await prescribe(doctor.token, id, body({ medicines: body().medicines.map((m) => ({ ...m, price_paise: 1 })) }));
    expect(issued.statusCode).toBe(200);
    const v1 = issued.json().data;
    expect(v1).toMatchObject({ version: 1, superseded: false, appointment_id: id, diagnosis: 'Amlapitta' });
    expect(v1.medicines[0]).toMatchObject({ product_id: products[0].id, name: products[0].name, price_paise: products[0].sales_price, quantity: 1 });
    expect(v1.medicines[1]).toMatchObject({ quantity: 2, price_paise: products[1].sales_price });
    expect(v1.medicines[2]).toMatchObject({ product_id: null, name: 'Avipattikar churna (any brand)', price_paise: null });
    // issued once: a second issue without `corrects` is refused
    expect((await prescribe(doctor.token, id, body())).statusCode).toBe(409);
    const mail = await t.db.selectFrom('outbox').selectAll().where('dedupe_key', '=', `prescription-issued:${v1.id}`).executeTakeFirstOrThrow();
    expect(mail.recipient).toBe(patient.email);
    const [attachment] = JSON.parse(mail.attachments);
    const rendered = await renderAttachment(t.db, attachment);
    expect(rendered.contentType).toBe('application/pdf');
    expect(rendered.content.subarray(0, 5).toString()).toBe('%PDF-');

    const corrected = await prescribe(doctor.token, id, body({ diagnosis: 'Amlapitta (pitta-dominant)', corrects: v1.id }));
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().message).toBe(ROOM_MESSAGES.prescriptionCorrected);
    expect(corrected.json().data).toMatchObject({ version: 2, superseded: false });
    // a correction of the old version is stale
    const stale = await prescribe(doctor.token, id, body({ corrects: v1.id }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(ROOM_MESSAGES.prescriptionStale);
    for (const token of [patient.token, doctor.token]) {
      const versions = (await call(t, token, 'GET', `/api/appointments/${id}/prescriptions`)).json().data;
      expect(versions.map((v: { version: number; superseded: boolean }) => [v.version, v.superseded])).toEqual([[2, false], [1, true]]);
    }
    expect((await call(t, patient.token, 'GET', '/api/prescriptions/mine')).json().data.map((v: { id: number }) => v.id)).toContain(v1.id);
    expect((await call(t, doctor.token, 'GET', '/api/doctor/prescriptions')).json().data.map((v: { id: number }) => v.id)).toContain(v1.id);
    expect((await call(t, patient.token, 'GET', '/api/doctor/prescriptions')).statusCode).toBe(403);
  });

  it('two corrections at once: exactly one wins', async () => {
    const patient = await quickPatient(t);
    const id = await consultationAt(t, doctor.id, patient.id, -10);
    const v1 = (await prescribe(doctor.token, id, body())).json().data;
    const answers = await Promise.all([1, 2, 3].map((n) => prescribe(doctor.token, id, body({ advice: `try ${n}`, corrects: v1.id }))));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const rows = await t.db.selectFrom('prescriptions').select(['version', 'superseded_at']).where('appointment_id', '=', id).execute();
    expect(rows.filter((row) => row.superseded_at === null)).toHaveLength(1);
  });
});

describe('the PDF', () => {
  it('is for the parties only and has the guideline fields', async () => {
    const patient = await quickPatient(t);
    await t.db.updateTable('users').set({ dob: '1990-05-01', gender: 'Female' }).where('id', '=', patient.id).execute();
    const id = await consultationAt(t, doctor.id, patient.id, -10);
    const v1 = (await prescribe(doctor.token, id, body())).json().data;
    const url = `/api/appointments/${id}/prescriptions/${v1.id}/pdf`;
    expect((await call(t, otherDoctor.token, 'GET', url)).statusCode).toBe(404);
    const stranger = await quickPatient(t);
    expect((await call(t, stranger.token, 'GET', url)).statusCode).toBe(404);
    const res = await call(t, patient.token, 'GET', url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = await pdfText(res.rawPayload);
    const registration = (await t.db.selectFrom('doctors').select('license_number').where('user_id', '=', doctor.id).executeTakeFirstOrThrow()).license_number!;
    for (const expected of ['e-Prescription', registration, 'Karnataka', 'BAMS', 'Ravi', 'Female', `Consultation ID`, String(id), 'Amlapitta', products[0].name.split(' ')[0], '1-0-1', 'After food', 'Avipattikar churna', 'not sold here', 'Pathya', 'Apathya', 'This is an e-prescription issued after a teleconsultation'])
      expect(text).toContain(expected);
    expect(text).toMatch(/Age: \d+ years/);
    if (process.env.KEEP_PRESCRIPTION_PDF) writeFileSync(process.env.KEEP_PRESCRIPTION_PDF, res.rawPayload);
  });
});

describe('Order these medicines', () => {
  it('fills the patient cart with the prescribed packs, priced from the server, and says what could not be added', async () => {
    const patient = await quickPatient(t);
    const id = await consultationAt(t, doctor.id, patient.id, -10);
    const [inStock, longCourse, soldOut, offSale] = products;
    const medicines = [
      { product_id: inStock.id, name: '', dose: '1 tablet', frequency: '1-0-1', timing: 'after-food', duration_days: 20 },
      { product_id: longCourse.id, name: '', dose: '1 tablet', frequency: '1-0-1', timing: 'after-food', duration_days: 365 },
      { product_id: soldOut.id, name: '', dose: '1 tablet', frequency: '0-0-1', timing: 'bedtime', duration_days: 30 },
      { product_id: offSale.id, name: '', dose: '5 ml', frequency: '1-0-1', timing: 'before-food', duration_days: 30, quantity: 3 },
      { product_id: null, name: 'Triphala ghee', dose: '1 tsp', frequency: '0-0-1', timing: 'bedtime', duration_days: 30 },
    ];
    const v1 = (await prescribe(doctor.token, id, body({ medicines }))).json().data;
    await t.db.updateTable('products').set({ in_stock_quantity: 0 }).where('id', '=', soldOut.id).execute();
    await t.db.updateTable('products').set({ on_sale: 0 }).where('id', '=', offSale.id).execute();
    await t.db.insertInto('cart_items').values({ user_id: patient.id, product_id: inStock.id, quantity: 4, price: 1 }).execute();
    const url = `/api/appointments/${id}/prescriptions/${v1.id}/order`;
    expect((await call(t, doctor.token, 'POST', url)).statusCode).toBe(403);
    expect((await call(t, (await quickPatient(t)).token, 'POST', url)).statusCode).toBe(404);
    const res = await call(t, patient.token, 'POST', url);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      added: [{ product_id: inStock.id, name: inStock.name, quantity: 4 }, { product_id: longCourse.id, name: longCourse.name, quantity: 10 }],
      out_of_stock: [{ product_id: soldOut.id, name: soldOut.name }],
      not_sold_here: [{ name: offSale.name }, { name: 'Triphala ghee' }],
    });
    const cart = (await call(t, patient.token, 'GET', '/api/cart/getCart')).json().data ?? (await t.db.selectFrom('cart_items').selectAll().where('user_id', '=', patient.id).execute());
    const lines = await t.db.selectFrom('cart_items').select(['product_id', 'quantity', 'price']).where('user_id', '=', patient.id).orderBy('product_id').execute();
    expect(cart).toBeDefined();
    expect(lines).toEqual([
      { product_id: inStock.id, quantity: 4, price: inStock.sales_price },
      { product_id: longCourse.id, quantity: 10, price: longCourse.sales_price },
    ].sort((a, b) => a.product_id - b.product_id));
    await t.db.updateTable('products').set({ in_stock_quantity: 100, on_sale: 1 }).where('id', 'in', [soldOut.id, offSale.id]).execute();
  });
});
