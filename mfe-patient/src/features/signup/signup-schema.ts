/** Patient sign-up form rules (spec section 5) plus the password policy shared with the API. */
import { EMAIL_PATTERN, GENDERS, isPastDate, isValidName, MESSAGES, NOTHING_CHOSEN, PATIENT_MESSAGES, PATIENT_PHONE_LENGTH, PHONE_PATTERN, passwordPolicyError } from 'shared-lib/domain';
import * as Yup from 'yup';

export interface SignupValues {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  mobile: string;
  gender: string;
  dob: string;
  terms: boolean;
}

export const signupInitialValues: SignupValues = {
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  mobile: '',
  gender: NOTHING_CHOSEN,
  dob: '',
  terms: false,
};

export const nameRule = () =>
  Yup.string()
    .trim()
    .required(MESSAGES.validName)
    .test('valid-name', MESSAGES.validName, (value) => isValidName(value ?? ''));
export const emailRule = () =>
  Yup.string()
    .trim()
    .required(MESSAGES.validEmail)
    .matches(EMAIL_PATTERN, MESSAGES.validEmail);
export const mobileRule = () =>
  Yup.string()
    .required(MESSAGES.mobileNumber)
    .length(PATIENT_PHONE_LENGTH, MESSAGES.mobileNumber)
    .matches(PHONE_PATTERN, MESSAGES.mobileNumber);
export const genderRule = () =>
  Yup.string()
    .required(MESSAGES.selectGender)
    .notOneOf([NOTHING_CHOSEN], MESSAGES.selectGender)
    .oneOf([...GENDERS], MESSAGES.selectGender);
export const dobRule = () =>
  Yup.string()
    .required(MESSAGES.dateOfBirth)
    .test('past-date', MESSAGES.dateOfBirth, (value) => isPastDate(value ?? ''));
/** 'Please Enter Password' when empty, then the policy's own message. */
export const newPasswordRule = () =>
  Yup.string()
    .required(MESSAGES.enterPassword)
    .test('policy', (value, context) => {
      const problem = passwordPolicyError(value ?? '');
      return problem ? context.createError({ message: problem }) : true;
    });

export const signupSchema = Yup.object({
  first_name: nameRule(),
  last_name: nameRule(),
  email: emailRule(),
  password: newPasswordRule(),
  mobile: mobileRule(),
  gender: genderRule(),
  dob: dobRule(),
  terms: Yup.boolean().oneOf([true], PATIENT_MESSAGES.acceptTerms).required(PATIENT_MESSAGES.acceptTerms),
});
