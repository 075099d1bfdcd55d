/** Patient account (spec section 7): sign-up, own profile, profile update, password change. */
import { type Static, Type } from 'typebox';
import { GENDERS, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PATIENT_PHONE_LENGTH, ROLES } from 'shared-lib/domain';

const Name = Type.String({ minLength: 1, maxLength: NAME_MAX_LENGTH });
const Email = Type.String({ format: 'email', maxLength: 254 });
const Phone = Type.String({ minLength: PATIENT_PHONE_LENGTH, maxLength: PATIENT_PHONE_LENGTH, pattern: '^[0-9]+$', description: `exactly ${PATIENT_PHONE_LENGTH} digits` });
const [male, female, others] = GENDERS;
const Gender = Type.Union([Type.Literal(male), Type.Literal(female), Type.Literal(others)]);
const Dob = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' });

export const PatientSignupBody = Type.Object({
  first_name: Name,
  last_name: Name,
  email: Email,
  password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
  phone: Type.Optional(Phone),
  mobile: Type.Optional(Phone),
  gender: Gender,
  dob: Dob,
  role: Type.Optional(Type.Unknown({ description: `ignored: always ${ROLES.patient} (patient)` })),
  type: Type.Optional(Type.Unknown({ description: "ignored: always 'patient'" })),
});
export type PatientSignupBody = Static<typeof PatientSignupBody>;

/** Body of PUT patient/updatePatient/{id}. */
export const PatientUpdateBody = Type.Object({
  email: Email,
  current_password: Type.Optional(Type.String({ maxLength: PASSWORD_MAX_LENGTH, description: 'required when the email changes' })),
  first_name: Name,
  last_name: Name,
  mobile_no: Phone,
  gender: Gender,
  dob: Dob,
});
export type PatientUpdateBody = Static<typeof PatientUpdateBody>;

export const ChangePasswordBody = Type.Object({
  Old_Password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
  password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
});
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

/** The profile as the API returns it (phone also as mobile_no, the update field name). */
export const PatientProfile = Type.Object({
  id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  mobile_no: Type.String(),
  gender: Type.String(),
  dob: Type.String(),
});
export type PatientProfile = Static<typeof PatientProfile>;

/** The same answer whether or not the e-mail already had an account (issue 24): the new patient then logs in. */
export const SignupResponse = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  data: Type.Null(),
});
export type SignupResponse = Static<typeof SignupResponse>;
