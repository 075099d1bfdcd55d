import { MESSAGES, PATIENT_MESSAGES } from 'shared-lib/domain';
import type { AnySchema } from 'yup';
import { addressSchema, emptyAddress } from './addresses/address-schema';
import { accountSchema } from './profile/account-schema';
import { emptyPasswords, passwordSchema } from './password/password-schema';
import { signupInitialValues, signupSchema } from './signup/signup-schema';

/** field -> message of every failing rule */
async function errorsOf(schema: AnySchema, values: unknown): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const out: Record<string, string> = {};
    for (const inner of (error as { inner: { path: string; message: string }[] }).inner) out[inner.path] ??= inner.message;
    return out;
  }
}

const validSignup = { first_name: 'Meera', last_name: 'Iyer', email: 'meera@example.in', password: 'Tulsi-Leaf-2024', mobile: '9123456780', gender: 'Female', dob: '1994-02-11', terms: true };

describe('sign-up schema (spec section 5)', () => {
  it('gives every spec message on the empty form; gender at the placeholder is invalid', async () => {
    expect(await errorsOf(signupSchema, signupInitialValues)).toEqual({
      first_name: 'Please Enter Valid Name',
      last_name: 'Please Enter Valid Name',
      email: 'Please Enter Valid Email',
      password: 'Please Enter Password',
      mobile: 'Please Enter Mobile Number',
      gender: 'Please Select Gender',
      dob: 'Please Enter Date Of Birth',
      terms: PATIENT_MESSAGES.acceptTerms,
    });
  });
  it('accepts a valid form', async () => {
    expect(await errorsOf(signupSchema, validSignup)).toEqual({});
  });
  it.each([
    [{ email: 'meera@' }, 'email', MESSAGES.validEmail],
    [{ mobile: '912345678' }, 'mobile', MESSAGES.mobileNumber],
    [{ mobile: '91234567801' }, 'mobile', MESSAGES.mobileNumber],
    [{ first_name: '1234' }, 'first_name', MESSAGES.validName],
    [{ gender: '0' }, 'gender', MESSAGES.selectGender],
    [{ password: 'short' }, 'password', PATIENT_MESSAGES.passwordTooShort],
    [{ password: 'iloveyou' }, 'password', PATIENT_MESSAGES.passwordTooCommon],
    [{ dob: '2999-01-01' }, 'dob', MESSAGES.dateOfBirth],
  ])('%o -> %s: %s', async (override, field, message) => {
    expect((await errorsOf(signupSchema, { ...validSignup, ...override }))[field]).toBe(message);
  });
});

describe('profile schema', () => {
  it('requires email, names, mobile, dob and a gender (default 0 is invalid)', async () => {
    expect(await errorsOf(accountSchema, { email: '', first_name: '', last_name: '', mobile: '', gender: '0', dob: '' })).toEqual({
      email: MESSAGES.validEmail,
      first_name: MESSAGES.validName,
      last_name: MESSAGES.validName,
      mobile: MESSAGES.mobileNumber,
      gender: MESSAGES.selectGender,
      dob: MESSAGES.dateOfBirth,
    });
    expect(await errorsOf(accountSchema, { email: 'a@b.in', first_name: 'A', last_name: 'B', mobile: '9999999999', gender: 'Others', dob: '2000-01-01' })).toEqual({});
  });
});

describe('address schema', () => {
  it('gives the four spec messages; state and city default to 0', async () => {
    expect(await errorsOf(addressSchema, emptyAddress)).toEqual({
      address_line_1: 'The field is mandatory.',
      address_line_2: 'This field is mandatory.',
      state_id: 'The state is mandatory.',
      city_id: 'The City is mandatory.',
      pincode: 'This field is mandatory.',
    });
  });
  it('needs a 6-digit pincode', async () => {
    const base = { address_line_1: 'a', address_line_2: 'b', state_id: 1, city_id: 2 };
    expect((await errorsOf(addressSchema, { ...base, pincode: '56003' })).pincode).toBe(MESSAGES.zipIncorrect);
    expect((await errorsOf(addressSchema, { ...base, pincode: '5600341' })).pincode).toBe(MESSAGES.zipIncorrect);
    expect(await errorsOf(addressSchema, { ...base, pincode: '560034' })).toEqual({});
  });
});

describe('change-password schema', () => {
  it('requires all three and the confirm to match', async () => {
    expect(Object.keys(await errorsOf(passwordSchema, emptyPasswords)).sort()).toEqual(['confirm', 'current', 'password']);
    expect((await errorsOf(passwordSchema, { current: 'x', password: 'Neem-Branch-77', confirm: 'Neem-Branch-78' })).confirm).toBe('New and Confirm Passwords do not match');
    expect((await errorsOf(passwordSchema, { current: 'x', password: '123456789', confirm: '123456789' })).password).toBe(PATIENT_MESSAGES.passwordTooCommon);
    expect(await errorsOf(passwordSchema, { current: 'x', password: 'Neem-Branch-77', confirm: 'Neem-Branch-77' })).toEqual({});
  });
});
