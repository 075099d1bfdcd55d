/** Spec section 5, doctor steps: every rule and message of the four forms. */
import { DOCTOR_MESSAGES } from '../doctor';
import {
  accountInitialValues,
  accountSchema,
  basicInitialValues,
  basicSchema,
  NOTHING_CHOSEN,
  otherInitialValues,
  otherSchema,
  workInitialValues,
  workSchema,
} from './doctor-forms';
import { MESSAGES } from 'shared-lib/domain/core';
import { PATIENT_MESSAGES } from '../patient';
import { ACCOUNT_SAFETY_MESSAGES } from '../account-safety';

/** field -> first message, or {} when valid. */
async function errorsOf(schema: { validate: (v: unknown, o: object) => Promise<unknown> }, values: object): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const out: Record<string, string> = {};
    for (const inner of (error as { inner: { path: string; message: string }[] }).inner) out[inner.path.replace(/\[\d+\]$/, '')] ??= inner.message;
    return out;
  }
}

const png = (size = 2048, name = 'photo.png') => ({ name, size });

describe('Account step', () => {
  const valid = { name: 'Dr. Kavya Menon', email: 'kavya@example.in', phone: '+91 98450 12345', password: 'Ashwagandha-7', profile_image: null };

  it('accepts a complete account without a profile image (it is optional)', async () => {
    expect(await errorsOf(accountSchema, valid)).toEqual({});
  });

  it('gives the spec message for each empty required field', async () => {
    expect(await errorsOf(accountSchema, accountInitialValues)).toEqual({
      name: MESSAGES.validName,
      email: MESSAGES.validEmail,
      phone: MESSAGES.contactNumber,
      password: MESSAGES.enterPassword,
    });
  });

  it('refuses an invalid name and email with their messages', async () => {
    expect(await errorsOf(accountSchema, { ...valid, name: 'R2D2' })).toEqual({ name: MESSAGES.validName });
    expect(await errorsOf(accountSchema, { ...valid, email: 'kavya@' })).toEqual({ email: MESSAGES.validEmail });
  });

  it('asks for a 10-digit mobile (spaces and +91 allowed)', async () => {
    expect(await errorsOf(accountSchema, { ...valid, phone: '12345' })).toEqual({ phone: ACCOUNT_SAFETY_MESSAGES.phoneRule });
    expect(await errorsOf(accountSchema, { ...valid, phone: '098450-12345' })).toEqual({});
    expect(await errorsOf(accountSchema, { ...valid, phone: '   ' })).toEqual({ phone: MESSAGES.contactNumber });
  });

  it('applies the patients’ password policy', async () => {
    expect(await errorsOf(accountSchema, { ...valid, password: 'short' })).toEqual({ password: PATIENT_MESSAGES.passwordTooShort });
    expect(await errorsOf(accountSchema, { ...valid, password: 'Password@123' })).toEqual({ password: PATIENT_MESSAGES.passwordTooCommon });
  });

  it('takes a jpg, jpeg or png profile image and refuses other types and files over the limit', async () => {
    for (const name of ['me.jpg', 'me.JPEG', 'me.png']) expect(await errorsOf(accountSchema, { ...valid, profile_image: png(1000, name) })).toEqual({});
    expect(await errorsOf(accountSchema, { ...valid, profile_image: png(1000, 'me.gif') })).toEqual({ profile_image: DOCTOR_MESSAGES.imageType });
    expect(await errorsOf(accountSchema, { ...valid, profile_image: png(6 * 1024 * 1024) })).toEqual({ profile_image: DOCTOR_MESSAGES.imageTooLarge });
  });
});

describe('Basic step', () => {
  const valid = { govermentId: 'XXXX-XXXX-1234', gender: 'Female', dob: '1988-05-04' };

  it('accepts complete basic details', async () => {
    expect(await errorsOf(basicSchema, valid)).toEqual({});
  });

  it('gives the spec messages, and gender must be chosen', async () => {
    expect(basicInitialValues.gender).toBe(NOTHING_CHOSEN);
    expect(await errorsOf(basicSchema, basicInitialValues)).toEqual({
      govermentId: MESSAGES.validGovermentId,
      gender: MESSAGES.selectGender,
      dob: MESSAGES.dateOfBirth,
    });
  });

  it('accepts only Male, Female or Others and a real past date of birth', async () => {
    for (const gender of ['Male', 'Female', 'Others']) expect(await errorsOf(basicSchema, { ...valid, gender })).toEqual({});
    expect(await errorsOf(basicSchema, { ...valid, gender: 'Other' })).toEqual({ gender: MESSAGES.selectGender });
    expect(await errorsOf(basicSchema, { ...valid, dob: '2999-01-01' })).toEqual({ dob: MESSAGES.dateOfBirth });
    expect(await errorsOf(basicSchema, { ...valid, dob: '1990-02-30' })).toEqual({ dob: MESSAGES.dateOfBirth });
  });
});

describe('Work step', () => {
  const valid = { stream_id: '1', speciality_id: ['2', '3'], exprience: '12', hospital_name: 'Charaka Hospital', hospital_address: 'MG Road, Pune', languages_id: ['1', '2'] };

  it('accepts complete work details', async () => {
    expect(await errorsOf(workSchema, valid)).toEqual({});
  });

  it('gives the spec message for each empty field; stream 0 is invalid', async () => {
    expect(workInitialValues.stream_id).toBe(NOTHING_CHOSEN);
    expect(await errorsOf(workSchema, workInitialValues)).toEqual({
      stream_id: MESSAGES.selectStream,
      speciality_id: DOCTOR_MESSAGES.selectSpeciality,
      exprience: MESSAGES.enterExprience,
      hospital_name: MESSAGES.hospitalName,
      hospital_address: MESSAGES.hospitalAddress,
      languages_id: DOCTOR_MESSAGES.selectLanguage,
    });
    expect(await errorsOf(workSchema, { ...valid, stream_id: '0' })).toEqual({ stream_id: MESSAGES.selectStream });
  });

  it('wants exprience as whole years from 0 to 70', async () => {
    expect(await errorsOf(workSchema, { ...valid, exprience: '0' })).toEqual({});
    for (const exprience of ['-1', '2.5', '71', 'ten']) expect(await errorsOf(workSchema, { ...valid, exprience })).toEqual({ exprience: DOCTOR_MESSAGES.exprienceRange });
  });
});

describe('Other step', () => {
  const valid = {
    institute_name: 'Gujarat Ayurved University',
    year_of_passing: '2010-06-30',
    license_number: 'AYU/2010/1234',
    license_state: '12',
    degree_image: png(),
    license_image: png(3000, 'license.jpg'),
    signeture_image: png(100, 'sign.jpeg'),
  };

  it('accepts complete other details with three images', async () => {
    expect(await errorsOf(otherSchema, valid)).toEqual({});
  });

  it('gives the spec message for each empty field, and asks for the license state and each image', async () => {
    expect(await errorsOf(otherSchema, otherInitialValues)).toEqual({
      institute_name: MESSAGES.instituteName,
      year_of_passing: MESSAGES.yearOfPassing,
      license_number: MESSAGES.licenseNumber,
      license_state: DOCTOR_MESSAGES.selectLicenseState,
      degree_image: DOCTOR_MESSAGES.degreeImage,
      license_image: DOCTOR_MESSAGES.licenseImage,
      signeture_image: DOCTOR_MESSAGES.signetureImage,
    });
  });

  it('takes only jpg, jpeg or png images within the limit, and a passing date not in the future', async () => {
    expect(await errorsOf(otherSchema, { ...valid, license_image: png(10, 'license.pdf') })).toEqual({ license_image: DOCTOR_MESSAGES.imageType });
    expect(await errorsOf(otherSchema, { ...valid, signeture_image: png(6 * 1024 * 1024, 'sign.png') })).toEqual({ signeture_image: DOCTOR_MESSAGES.imageTooLarge });
    expect(await errorsOf(otherSchema, { ...valid, year_of_passing: '2999-06-30' })).toEqual({ year_of_passing: MESSAGES.yearOfPassing });
  });
});
