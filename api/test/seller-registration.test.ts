/** POST seller/registration: every rule on the server, nothing written on refusal, role and status never from the client. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildGstin, MESSAGES, PATIENT_MESSAGES, SELLER_MESSAGES } from 'shared-lib/domain';
import { BAD_UPLOADS, makeJpeg } from './support/images';
import { register, sellerFields, written } from './helpers/sellers';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  // many sign-ups from one client (every sign-up is rate-limited, issue 24)
  t = await createTestApp({ rateLimits: { signup: 1000 } });
});
afterAll(async () => t.close());

/** Posts the registration and checks it was refused with `status` and `message`, writing nothing. */
async function expectRefused(fields: Record<string, string>, status: number, message: string, pan?: Parameters<typeof register>[2]) {
  const before = await written(t);
  const res = await register(t, fields, pan);
  expect({ status: res.statusCode, body: res.json() }).toEqual({ status, body: { success: false, message, data: null } });
  expect(await written(t)).toEqual(before);
}

describe('a valid registration', () => {
  it('creates the seller login and company with country 101, a hashed password and the PAN image in the private area', async () => {
    const fields = await sellerFields(t, { gst_number: '', pan_number: '' });
    Object.assign(fields, { gst_number: buildGstin('27', 'AAPFU0939F').toLowerCase(), pan_number: 'aapfu0939f', email: 'Owner@Sahyadri-Herbals.in' });
    const before = await written(t);
    const res = await register(t, fields, { data: makeJpeg(), filename: 'pan card.jpeg', type: 'image/jpeg' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // the same answer whether or not the e-mail or GSTIN was known (issue 24)
    expect(body).toEqual({ success: true, message: 'Signedup SuccesFully!,Please Login', data: null });
    expect(JSON.stringify(body)).not.toMatch(/password|argon|pan_image/i);

    const user = await t.db.selectFrom('users').selectAll().where('email', '=', 'owner@sahyadri-herbals.in').where('role', '=', 3).executeTakeFirstOrThrow();
    expect(user).toEqual(expect.objectContaining({ role: 3, email: 'owner@sahyadri-herbals.in', first_name: 'Prakash', last_name: 'Kulkarni', phone: '9820012345', token_version: 0 }));
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    const seller = await t.db.selectFrom('sellers').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(seller).toEqual(
      expect.objectContaining({
        company_type: 'Private Limited Company',
        state_id: Number(fields.state_id),
        city_id: Number(fields.city_id),
        postal_code: '400001',
        gst_number: '27AAPFU0939F1ZV',
        pan_number: 'AAPFU0939F',
        country_id: 101,
      }),
    );
    expect(seller.pan_image).toMatch(/^pan\/[0-9a-f-]{36}\.jpg$/);
    expect(existsSync(path.join(t.config.dataDir, 'private', seller.pan_image as string))).toBe(true);
    expect((await written(t)).files).toBe(before.files + 1);
    const mails = await t.db.selectFrom('outbox').select(['template', 'recipient']).where('dedupe_key', '=', `seller-registered:${user.id}`).execute();
    expect(mails).toEqual([{ template: 'seller-registration-received', recipient: 'owner@sahyadri-herbals.in' }]);

    const login = await t.app.inject({ method: 'POST', url: '/api/seller/login', payload: { email: 'owner@sahyadri-herbals.in', password: fields.password, role: 3 } });
    expect(login.statusCode).toBe(200);
  });

  it('ignores role, type, status and country_id sent by the client', async () => {
    const fields = await sellerFields(t, { role: '1', type: 'patient', status: '1', country_id: '44', id: '1', stage: '4' });
    const res = await register(t, fields);
    expect(res.statusCode).toBe(200);
    const id = (await t.db.selectFrom('users').select('id').where('email', '=', fields.email.toLowerCase()).where('role', '=', 3).executeTakeFirstOrThrow()).id;
    expect(id).not.toBe(1);
    expect(await t.db.selectFrom('users').select(['role', 'token_version']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ role: 3, token_version: 0 });
    expect((await t.db.selectFrom('sellers').select('country_id').where('user_id', '=', id).executeTakeFirstOrThrow()).country_id).toBe(101);
    const asPatient = await t.app.inject({ method: 'POST', url: '/api/patient/login', payload: { email: fields.email, password: fields.password, role: 1 } });
    expect(asPatient.statusCode).toBe(401);
  });
});

describe('refusals write nothing (no row, no file)', () => {
  it.each([
    ['company_name', 'The Company Name field is mandatory.'],
    ['company_type', 'The Company Type field is mandatory.'],
    ['office_address', 'The Company office address field is mandatory.'],
    ['company_regd_no', 'The Company Regd number field is mandatory.'],
    ['first_name', 'The First name field is mandatory.'],
    ['last_name', 'The Last Name field is mandatory.'],
    ['email', 'The Email field is mandatory.'],
    ['password', 'The Password field is mandatory.'],
    ['phone', 'The Phone Number field is mandatory.'],
    ['state_id', 'The State field is mandatory.'],
    ['city_id', 'The City field is mandatory.'],
    ['gst_number', 'This field is mandatory.'],
    ['postal_code', 'The ZIP / Postal Code field is mandatory.'],
    ['pan_number', 'This field is mandatory.'],
  ])('without %s: "%s"', async (name, message) => {
    const fields = await sellerFields(t);
    delete fields[name];
    await expectRefused(fields, 400, message);
    await expectRefused({ ...fields, [name]: '   ' }, 400, message);
  });

  it('without a PAN image', async () => {
    await expectRefused(await sellerFields(t), 400, SELLER_MESSAGES.panImageMandatory, null);
  });

  it.each([
    ['a GSTIN of the wrong length', { gst_number: '27AAPFU0939F1Z' }, SELLER_MESSAGES.gstinLength],
    ['a GSTIN not in the GSTIN format', { gst_number: '27AAPFU0939F1XV' }, SELLER_MESSAGES.gstinFormat],
    ['a GSTIN with a wrong check character', { gst_number: '27AAPFU0939F1ZW', pan_number: 'AAPFU0939F' }, SELLER_MESSAGES.gstinCheckDigit],
    ['a GSTIN with an unknown state code', { gst_number: buildGstin('99', 'AAPFU0939F'), pan_number: 'AAPFU0939F' }, SELLER_MESSAGES.gstinStateCode],
    ['a bad PAN', { gst_number: '27AAPFU0939F1ZV', pan_number: 'AAPFU09391' }, SELLER_MESSAGES.panFormat],
    ['a PAN that is not the one inside the GSTIN', { gst_number: '27AAPFU0939F1ZV', pan_number: 'AAPFU0939G' }, SELLER_MESSAGES.panMismatch],
    ['a GSTIN of another state than the chosen one', { gst_number: '29AAGCR4375J1ZU', pan_number: 'AAGCR4375J' }, SELLER_MESSAGES.gstinStateMismatch],
    ['a pincode of 5 digits', { postal_code: '40000' }, SELLER_MESSAGES.pincodeSixDigits],
    ['a pincode of 7 digits', { postal_code: '4000011' }, SELLER_MESSAGES.pincodeSixDigits],
    ['a pincode of another city', { postal_code: '560001' }, MESSAGES.zipIncorrect],
    ['a pincode the postal service does not know', { postal_code: '999999' }, 'No records found'],
    ['an unknown company type', { company_type: 'Trust' }, SELLER_MESSAGES.companyTypeUnknown],
    ['a bad email', { email: 'prakash@' }, MESSAGES.validEmail],
    ['a common password', { password: 'password123' }, PATIENT_MESSAGES.passwordTooCommon],
    ['a phone that is not 10 digits', { phone: '98200-12345' }, SELLER_MESSAGES.phoneFormat],
    ['an unknown state', { state_id: '999999' }, MESSAGES.seller.state],
    ['a state id that is not a number', { state_id: 'Goa' }, MESSAGES.seller.state],
    ['an over-long company name', { company_name: 'x'.repeat(201) }, 'Invalid company name: must not have more than 200 characters'],
  ])('with %s', async (_what, override, message) => {
    await expectRefused(await sellerFields(t, override), 400, message);
  });

  it('with a city of another state', async () => {
    const karnataka = await t.db.selectFrom('states').select('id').where('name', '=', 'Karnataka').executeTakeFirstOrThrow();
    const bangalore = await t.db.selectFrom('cities').select('id').where('state_id', '=', karnataka.id).where('name', '=', 'Bangalore').executeTakeFirstOrThrow();
    await expectRefused(await sellerFields(t, { city_id: String(bangalore.id) }), 400, SELLER_MESSAGES.cityNotInState);
  });

  it('with a PAN "image" that is really an HTML page, a polyglot or a truncated png', async () => {
    for (const data of [BAD_UPLOADS.htmlRenamedPng, BAD_UPLOADS.polyglot(), BAD_UPLOADS.truncatedPng()]) {
      await expectRefused(await sellerFields(t), 400, 'Only jpg, jpeg and png images are accepted', { data, filename: 'pan.png', type: 'image/png' });
    }
  });

  it('with an image over 5 MB (413)', async () => {
    await expectRefused(await sellerFields(t), 413, 'The file is too large: images may be at most 5 MB', { data: BAD_UPLOADS.oversized(), filename: 'pan.png' });
  });

  it('with an email or a GSTIN already registered: the same answer as a new one, nothing written, the owner mailed (any letter case)', async () => {
    const first = await sellerFields(t);
    const fresh = await register(t, first);
    expect(fresh.statusCode).toBe(200);
    for (const fields of [await sellerFields(t, { email: first.email.toUpperCase() }), await sellerFields(t, { gst_number: first.gst_number.toLowerCase(), pan_number: first.pan_number })]) {
      const before = await written(t);
      const again = await register(t, fields);
      expect(again.json()).toEqual(fresh.json());
      expect(await written(t)).toEqual(before);
    }
    const notices = await t.db.selectFrom('outbox').select('subject').where('recipient', '=', first.email).where('template', '=', 'signup-attempt').execute();
    expect(notices).toHaveLength(2);
  });

  it('refuses a demo seller GSTIN: the seed holds valid, unique GSTINs', async () => {
    const demo = await t.db.selectFrom('sellers').select(['gst_number', 'pan_number']).orderBy('id').executeTakeFirstOrThrow();
    expect(demo.gst_number).toMatch(/^29ABCDE\d{4}F1Z.$/);
    const karnataka = await t.db.selectFrom('states').select(['id', 'gst_code']).where('name', '=', 'Karnataka').executeTakeFirstOrThrow();
    expect(karnataka.gst_code).toBe('29');
    const bangalore = await t.db.selectFrom('cities').select('id').where('state_id', '=', karnataka.id).where('name', '=', 'Bangalore').executeTakeFirstOrThrow();
    const fields = await sellerFields(t, { state_id: String(karnataka.id), city_id: String(bangalore.id), postal_code: '560001', gst_number: demo.gst_number, pan_number: demo.pan_number });
    const before = await written(t);
    expect((await register(t, fields)).json()).toEqual({ success: true, message: MESSAGES.sellerSignedUp, data: null });
    expect(await written(t)).toEqual(before);
  });

  it('answers a JSON body with a clear message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/seller/registration', payload: await sellerFields(t) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Send the form as multipart/form-data');
  });
});
