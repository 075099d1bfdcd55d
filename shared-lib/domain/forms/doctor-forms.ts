/**
 * Yup schemas of the four doctor sign-up steps (spec section 5), built on the rules in ../doctor and the
 * password policy in ../patient. Imported by path (`shared-lib/domain/forms/doctor-forms`) so the API, which
 * imports `shared-lib/domain`, does not load Yup.
 */
import * as Yup from 'yup';
import { EMAIL_PATTERN, GENDERS, NOTHING_CHOSEN } from 'shared-lib/domain/core';
import { DOCTOR_ADDRESS_MAX_LENGTH, DOCTOR_MESSAGES, DOCTOR_TEXT_MAX_LENGTH, imageFileError, isValidExprience } from '../doctor';
import { MESSAGES } from 'shared-lib/domain/core';
import { isPastDate, isValidName, passwordPolicyError } from '../patient';
import { ACCOUNT_SAFETY_MESSAGES, mobileFromInput } from '../account-safety';

/** A chosen file as the forms hold it (a browser File has both). */
export interface ChosenFile {
  name: string;
  size: number;
}

export { NOTHING_CHOSEN };

export interface AccountValues {
  name: string;
  email: string;
  phone: string;
  password: string;
  profile_image: ChosenFile | null;
}
export interface BasicValues {
  govermentId: string;
  gender: string;
  dob: string;
}
export interface WorkValues {
  stream_id: string;
  speciality_id: string[];
  exprience: string;
  hospital_name: string;
  hospital_address: string;
  languages_id: string[];
}
export interface OtherValues {
  institute_name: string;
  year_of_passing: string;
  license_number: string;
  license_state: string;
  degree_image: ChosenFile | null;
  license_image: ChosenFile | null;
  signeture_image: ChosenFile | null;
}

export const accountInitialValues: AccountValues = { name: '', email: '', phone: '', password: '', profile_image: null };
export const basicInitialValues: BasicValues = { govermentId: '', gender: NOTHING_CHOSEN, dob: '' };
export const workInitialValues: WorkValues = { stream_id: NOTHING_CHOSEN, speciality_id: [], exprience: '', hospital_name: '', hospital_address: '', languages_id: [] };
export const otherInitialValues: OtherValues = {
  institute_name: '',
  year_of_passing: '',
  license_number: '',
  license_state: NOTHING_CHOSEN,
  degree_image: null,
  license_image: null,
  signeture_image: null,
};

const requiredText = (message: string, max = DOCTOR_TEXT_MAX_LENGTH) => Yup.string().trim().required(message).max(max, message);
const chosen = (message: string) => Yup.string().required(message).notOneOf([NOTHING_CHOSEN], message);

/** An image that must be a jpg/jpeg/png of at most the upload limit; `required` gives the message when missing. */
const imageRule = (required?: string) => {
  const base = Yup.mixed<ChosenFile>()
    .nullable()
    .test('image', (value, context) => {
      const problem = imageFileError(value ?? null);
      return problem ? context.createError({ message: problem }) : true;
    });
  return required ? base.test('required', required, (value) => Boolean(value)) : base;
};

const pastDate = (message: string) =>
  Yup.string()
    .required(message)
    .test('past-date', message, (value) => isPastDate(value ?? ''));

export const accountSchema = Yup.object({
  name: Yup.string()
    .trim()
    .required(MESSAGES.validName)
    .test('valid-name', MESSAGES.validName, (value) => isValidName(value ?? '')),
  email: Yup.string().trim().required(MESSAGES.validEmail).max(254, MESSAGES.validEmail).matches(EMAIL_PATTERN, MESSAGES.validEmail),
  // the phone rule (issue 24): a 10-digit mobile, spaces and a +91 prefix allowed
  phone: requiredText(MESSAGES.contactNumber, 20).test('mobile', ACCOUNT_SAFETY_MESSAGES.phoneRule, (value) => !value?.trim() || mobileFromInput(value) !== null),
  password: Yup.string()
    .required(MESSAGES.enterPassword)
    .test('policy', (value, context) => {
      const problem = passwordPolicyError(value ?? '');
      return problem ? context.createError({ message: problem }) : true;
    }),
  profile_image: imageRule(),
});

export const basicSchema = Yup.object({
  govermentId: requiredText(MESSAGES.validGovermentId, 40),
  gender: chosen(MESSAGES.selectGender).oneOf([...GENDERS], MESSAGES.selectGender),
  dob: pastDate(MESSAGES.dateOfBirth),
});

export const workSchema = Yup.object({
  stream_id: chosen(MESSAGES.selectStream),
  speciality_id: Yup.array(Yup.string().required()).min(1, DOCTOR_MESSAGES.selectSpeciality).required(DOCTOR_MESSAGES.selectSpeciality),
  exprience: Yup.string()
    .trim()
    .required(MESSAGES.enterExprience)
    .test('years', DOCTOR_MESSAGES.exprienceRange, (value) => isValidExprience(value ?? '')),
  hospital_name: requiredText(MESSAGES.hospitalName),
  hospital_address: requiredText(MESSAGES.hospitalAddress, DOCTOR_ADDRESS_MAX_LENGTH),
  languages_id: Yup.array(Yup.string().required()).min(1, DOCTOR_MESSAGES.selectLanguage).required(DOCTOR_MESSAGES.selectLanguage),
});

export const otherSchema = Yup.object({
  institute_name: requiredText(MESSAGES.instituteName),
  year_of_passing: pastDate(MESSAGES.yearOfPassing),
  license_number: requiredText(MESSAGES.licenseNumber, 60),
  license_state: chosen(DOCTOR_MESSAGES.selectLicenseState),
  degree_image: imageRule(DOCTOR_MESSAGES.degreeImage),
  license_image: imageRule(DOCTOR_MESSAGES.licenseImage),
  signeture_image: imageRule(DOCTOR_MESSAGES.signetureImage),
});
