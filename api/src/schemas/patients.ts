/** Request and response schemas of the patient account routes. */
import { GENDERS, PATIENT_PHONE_LENGTH, PASSWORD_MAX_LENGTH, NAME_MAX_LENGTH } from 'shared-lib/domain';
import { Type } from 'typebox';

const Name = Type.String({ minLength: 1, maxLength: NAME_MAX_LENGTH });
const Email = Type.String({ format: 'email', maxLength: 254 });
const Phone = Type.String({ minLength: PATIENT_PHONE_LENGTH, maxLength: PATIENT_PHONE_LENGTH, pattern: '^[0-9]+$', description: 'exactly 10 digits' });
const Gender = Type.Union(GENDERS.map((g) => Type.Literal(g)));
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
  role: Type.Optional(Type.Unknown({ description: 'ignored: always 1 (patient)' })),
  type: Type.Optional(Type.Unknown({ description: "ignored: always 'patient'" })),
});

export const PatientUpdateBody = Type.Object({
  email: Email,
  current_password: Type.Optional(Type.String({ maxLength: PASSWORD_MAX_LENGTH, description: 'required when the email changes' })),
  first_name: Name,
  last_name: Name,
  mobile_no: Phone,
  gender: Gender,
  dob: Dob,
});

export const ChangePasswordBody = Type.Object({
  Old_Password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
  password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
});

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

export const SignupResponse = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  token: Type.String(),
  data: PatientProfile,
});
