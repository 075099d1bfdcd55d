import { MESSAGES, PATIENT_MESSAGES, PHARMACY_MESSAGES, SELLER_MESSAGES } from 'shared-lib/domain';
import { createAppStore, verifyPincode } from 'shared-lib/store';
import { fakeServer } from 'shared-lib/testing';
import { createSellerSchema, sellerInitialValues, type SellerValues } from './seller-schema';

const STATES: Record<string, string> = { '15': 'Maharashtra', '16': 'Karnataka' };
const CITIES: Record<string, string> = { '501': 'Mumbai', '601': 'Bangalore' };
let store = createAppStore();
const schema = createSellerSchema({ stateName: (id) => STATES[id], cityName: (id) => CITIES[id], verifyPincode: (pincode, city) => verifyPincode(store.dispatch, pincode, city) });

const panCard = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'pan.png', { type: 'image/png' });
const valid: SellerValues = {
  company_name: 'Sahyadri Herbals Pvt Ltd',
  company_type: 'Private Limited Company',
  office_address: '12 Marine Drive, Mumbai',
  company_regd_no: 'U24230MH2019PTC123456',
  first_name: 'Prakash',
  last_name: 'Kulkarni',
  email: 'prakash@sahyadri.in',
  password: 'Tulsi-Leaf-2024',
  phone: '9820012345',
  state_id: '15',
  city_id: '501',
  gst_number: '27AAPFU0939F1ZV',
  postal_code: '400001',
  pan_number: 'AAPFU0939F',
  pharmacist_name: '',
  pharmacist_registration: '',
  drug_licence_number: '',
  pan_image: panCard,
};

/** field -> first message */
async function errorsOf(values: Partial<SellerValues>): Promise<Record<string, string>> {
  try {
    await schema.validate({ ...valid, ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    const out: Record<string, string> = {};
    for (const inner of (error as { inner: { path: string; message: string }[] }).inner) out[inner.path] ??= inner.message;
    return out;
  }
}

/** The postal service: Mumbai's 400001, an unknown 999999; counts the look-ups. */
function postal() {
  return fakeServer((config) => {
    if (config.url === 'pincode/400001') return { data: [{ Status: 'Success', Message: 'Number of pincode(s) found:1', PostOffice: [{ Name: 'Mumbai G.P.O.', District: 'Mumbai', Division: 'Mumbai', State: 'Maharashtra', Pincode: '400001' }] }] };
    if (config.url === 'pincode/999999') return { data: [{ Status: 'Error', Message: 'No records found', PostOffice: null }] };
    return undefined;
  });
}

// a fresh store per test: no look-up answered from an earlier test's cache
beforeEach(() => {
  store = createAppStore();
});

describe('seller sign-up schema (spec section 5)', () => {
  it('gives every spec message on the empty form', async () => {
    const calls = postal();
    expect(await errorsOf(sellerInitialValues)).toEqual({
      company_name: 'The Company Name field is mandatory.',
      company_type: 'The Company Type field is mandatory.',
      office_address: 'The Company office address field is mandatory.',
      company_regd_no: 'The Company Regd number field is mandatory.',
      first_name: 'The First name field is mandatory.',
      last_name: 'The Last Name field is mandatory.',
      email: 'The Email field is mandatory.',
      password: 'The Password field is mandatory.',
      phone: 'The Phone Number field is mandatory.',
      state_id: 'The State field is mandatory.',
      city_id: 'The City field is mandatory.',
      gst_number: 'This field is mandatory.',
      postal_code: 'The ZIP / Postal Code field is mandatory.',
      pan_number: 'This field is mandatory.',
      pan_image: SELLER_MESSAGES.panImageMandatory,
    });
    expect(calls).toHaveLength(0);
  });

  it('accepts a complete, consistent form (the pincode looked up once)', async () => {
    const calls = postal();
    expect(await errorsOf({})).toEqual({});
    expect(calls.map((c) => c.url)).toEqual(['pincode/400001']);
  });

  it('treats blank text as missing', async () => {
    postal();
    expect(await errorsOf({ company_name: '   ', office_address: ' ' })).toEqual({
      company_name: 'The Company Name field is mandatory.',
      office_address: 'The Company office address field is mandatory.',
    });
  });

  it.each([
    [{ company_type: 'Trust' }, 'company_type', 'The Company Type field is mandatory.'],
    [{ email: 'prakash@' }, 'email', MESSAGES.validEmail],
    [{ password: 'short' }, 'password', PATIENT_MESSAGES.passwordTooShort],
    [{ phone: '98200' }, 'phone', SELLER_MESSAGES.phoneFormat],
    [{ gst_number: '27AAPFU0939F1Z' }, 'gst_number', SELLER_MESSAGES.gstinLength],
    [{ gst_number: '27AAPFU0939F1ZW' }, 'gst_number', SELLER_MESSAGES.gstinCheckDigit],
    [{ gst_number: '29AAGCR4375J1ZU', pan_number: 'AAGCR4375J' }, 'gst_number', SELLER_MESSAGES.gstinStateMismatch],
    [{ pan_number: 'AAPFU0939' }, 'pan_number', SELLER_MESSAGES.panFormat],
    [{ pan_number: 'AAPFU0939G' }, 'pan_number', SELLER_MESSAGES.panMismatch],
  ])('%j -> %s: %s', async (override, field, message) => {
    postal();
    expect((await errorsOf(override as Partial<SellerValues>))[field]).toBe(message);
  });

  it('refuses a PAN image that is not jpg, jpeg or png', async () => {
    postal();
    expect((await errorsOf({ pan_image: new File(['<html></html>'], 'pan.html', { type: 'text/html' }) })).pan_image).toBe(SELLER_MESSAGES.panImageType);
  });

  it('accepts GST and PAN numbers typed in lower case', async () => {
    postal();
    expect(await errorsOf({ gst_number: '27aapfu0939f1zv', pan_number: 'aapfu0939f' })).toEqual({});
  });
});

describe('the ZIP rule', () => {
  it('with 5 digits passes without a look-up', async () => {
    const calls = postal();
    expect((await errorsOf({ postal_code: '40000' })).postal_code).toBeUndefined();
    expect(calls).toHaveLength(0);
  });

  it('with 7 digits passes without a look-up', async () => {
    const calls = postal();
    expect((await errorsOf({ postal_code: '4000011' })).postal_code).toBeUndefined();
    expect(calls).toHaveLength(0);
  });

  it('with 6 digits is looked up: a post office of the chosen city passes', async () => {
    const calls = postal();
    expect((await errorsOf({ postal_code: '400001' })).postal_code).toBeUndefined();
    expect(calls).toHaveLength(1);
  });

  it('with 6 digits of another city gives "The ZIP / Postal Code is incorrect"', async () => {
    postal();
    expect((await errorsOf({ postal_code: '400001', state_id: '16', city_id: '601', gst_number: '29AAGCR4375J1ZU', pan_number: 'AAGCR4375J' })).postal_code).toBe(
      'The ZIP / Postal Code is incorrect',
    );
  });

  it("with 6 digits the service's Error message is shown", async () => {
    postal();
    expect((await errorsOf({ postal_code: '999999' })).postal_code).toBe('No records found');
  });
});

describe('the pharmacy fields (issue 28)', () => {
  it('may stay empty; given, all three are needed, each shown under the field it concerns', async () => {
    expect(await errorsOf({})).toEqual({});
    expect(await errorsOf({ pharmacist_name: 'Anita Deshmukh' })).toEqual({ pharmacist_registration: PHARMACY_MESSAGES.allOrNone, drug_licence_number: PHARMACY_MESSAGES.allOrNone });
    expect(await errorsOf({ pharmacist_name: 'Anita Deshmukh', pharmacist_registration: 'MH#1', drug_licence_number: '20B/MH/2024/1001' })).toEqual({ pharmacist_registration: PHARMACY_MESSAGES.registrationFormat });
    expect(await errorsOf({ pharmacist_name: 'Anita Deshmukh', pharmacist_registration: 'MH-PH 24100', drug_licence_number: '20B/MH/2024/1001' })).toEqual({});
  });
});
