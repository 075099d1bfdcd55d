/**
 * The seller's pharmacy (issue 28): the registered pharmacist's name and registration number and the retail drug
 * licence, given at registration (all three or none) or later in the dashboard's profile; a prescription-class
 * product is refused, with a clear message, from a seller without them.
 */
import { PHARMACY_MESSAGES } from 'shared-lib/domain';
import { call } from './helpers/patients';
import { register, registeredSeller, sellerFields, written } from './helpers/sellers';
import { createTestApp, type TestApp } from './helpers/test-app';
import { makePng, multipartBody } from './support/images';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { signup: 1000 } });
});
afterAll(async () => t.close());

const PHARMACY = { pharmacist_name: 'Anita  Deshmukh', pharmacist_registration: 'mh-ph 24100', drug_licence_number: '20B/MH/2024/1001' };
const profileOf = async (token: string) => (await call(t, token, 'GET', '/api/seller/profile')).json().data;
const setPharmacy = (token: string, body: unknown) => call(t, token, 'PUT', '/api/seller/profile/pharmacy', body);

let codes = 0;
async function createProduct(token: string, prescriptionClass: string) {
  codes += 1;
  const form = await multipartBody(
    { name: `Pharmacy test ${codes}`, code: `PH-TEST-${codes}`, brand_id: '1', category_id: '1', regular_price: '100', discount: '0', in_stock_quantity: '5', short_description: 'x', full_description: '<p>x</p>', prescription_class: prescriptionClass },
    { image: { data: makePng(), filename: 'p.png' } },
  );
  return t.app.inject({ method: 'POST', url: '/api/product/create', payload: form.payload, headers: { ...form.headers, authorization: `Bearer ${token}` } });
}

describe('at registration', () => {
  it('stores the three details when all are given (spaces folded, numbers upper-case) and shows them in the profile', async () => {
    const fields = await sellerFields(t, PHARMACY);
    expect((await register(t, fields)).statusCode).toBe(200);
    const login = await t.app.inject({ method: 'POST', url: '/api/seller/login', payload: { email: fields.email, password: fields.password, role: 3 } });
    expect(await profileOf(login.json().token)).toEqual(
      expect.objectContaining({ pharmacist_name: 'Anita Deshmukh', pharmacist_registration: 'MH-PH 24100', drug_licence_number: '20B/MH/2024/1001' }),
    );
  });

  it('refuses some of them without the others, or in a wrong form, writing nothing', async () => {
    for (const [changes, message] of [
      [{ ...PHARMACY, drug_licence_number: '' }, PHARMACY_MESSAGES.allOrNone],
      [{ pharmacist_name: 'Anita Deshmukh' }, PHARMACY_MESSAGES.allOrNone],
      [{ ...PHARMACY, pharmacist_name: 'Anita 2' }, PHARMACY_MESSAGES.nameFormat],
      [{ ...PHARMACY, pharmacist_registration: 'PH#24100' }, PHARMACY_MESSAGES.registrationFormat],
    ] as const) {
      const before = await written(t);
      const res = await register(t, await sellerFields(t, changes));
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 400, message });
      expect(await written(t)).toEqual(before);
    }
  });

  it('is complete without them: the profile shows none', async () => {
    const seller = await registeredSeller(t);
    expect(await profileOf(seller.token)).toEqual(expect.objectContaining({ pharmacist_name: null, pharmacist_registration: null, drug_licence_number: null }));
  });
});

describe('prescription medicines need them', () => {
  it('refuses a prescription-class product from a seller without them, lists it once the profile has them; OTC needs none', async () => {
    const seller = await registeredSeller(t);
    expect((await createProduct(seller.token, 'otc')).statusCode).toBe(200);
    for (const cls of ['asu_e1', 'schedule_h', 'schedule_h1']) {
      const before = await written(t);
      const refused = await createProduct(seller.token, cls);
      expect({ status: refused.statusCode, message: refused.json().message }).toEqual({ status: 400, message: PHARMACY_MESSAGES.neededForPrescriptionClass });
      expect(await written(t)).toEqual(before);
    }

    // the dashboard's profile: all three required
    const partial = await setPharmacy(seller.token, { ...PHARMACY, pharmacist_registration: ' ' });
    expect({ status: partial.statusCode, message: partial.json().message }).toEqual({ status: 400, message: PHARMACY_MESSAGES.allRequired });
    const saved = await setPharmacy(seller.token, PHARMACY);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(expect.objectContaining({ message: PHARMACY_MESSAGES.saved, data: expect.objectContaining({ pharmacist_name: 'Anita Deshmukh', drug_licence_number: '20B/MH/2024/1001' }) }));
    expect((await createProduct(seller.token, 'asu_e1')).statusCode).toBe(200);
  });

  it('refuses turning an own OTC product into a prescription class without them', async () => {
    const seller = await registeredSeller(t);
    const created = await createProduct(seller.token, 'otc');
    const product = created.json().data;
    const form = await multipartBody({
      name: product.name, code: product.code, brand_id: String(product.brand_id), category_id: String(product.category_id), regular_price: String(product.regular_price), discount: '0',
      in_stock_quantity: String(product.in_stock_quantity), short_description: 'x', full_description: '<p>x</p>', prescription_class: 'schedule_h',
    }, {});
    const refused = await t.app.inject({ method: 'PUT', url: `/api/product/update/${product.id}`, payload: form.payload, headers: { ...form.headers, authorization: `Bearer ${seller.token}` } });
    expect({ status: refused.statusCode, message: refused.json().message }).toEqual({ status: 400, message: PHARMACY_MESSAGES.neededForPrescriptionClass });
    expect((await t.db.selectFrom('products').select('prescription_class').where('id', '=', product.id).executeTakeFirstOrThrow()).prescription_class).toBe('otc');
  });

  it('only a seller sets its own pharmacy details', async () => {
    const anonymous = await t.app.inject({ method: 'PUT', url: '/api/seller/profile/pharmacy', payload: PHARMACY });
    expect(anonymous.statusCode).toBe(401);
    const patient = await t.app.inject({ method: 'POST', url: '/api/patient/login', payload: { email: 'patient@demo.in', password: 'Patient@123' } });
    expect((await setPharmacy(patient.json().token, PHARMACY)).statusCode).toBe(403);
  });
});
