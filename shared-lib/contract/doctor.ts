/**
 * Doctor resource (spec sections 3 and 7): the four onboarding steps, the doctor's own record and
 * documents (the team list, streams and specialities are catalogue reads, in ./catalogue). Field names
 * are the spec's, with its spellings (`govermentId`, `exprience`, `signeture_image`). Stage, role and
 * type are never read from a request.
 */
import { type Static, Type } from 'typebox';
import { DOCTOR_ADDRESS_MAX_LENGTH, DOCTOR_TEXT_MAX_LENGTH, GENDERS } from 'shared-lib/domain';
import { NamedEntity, Nullable } from './envelope';

// streams, specialities and the team list (doctor/getAllDoctorList) are in ./catalogue

const Text = (max = DOCTOR_TEXT_MAX_LENGTH) => Type.String({ maxLength: max });
const DoctorId = Type.Optional(Type.Integer({ minimum: 1, description: 'the doctor being onboarded; must be the token’s doctor' }));
const Ignored = (what: string) => Type.Optional(Type.Unknown({ description: `ignored: ${what}` }));

/** Text fields of the multipart account step (`profile_image` is an optional file part). */
export const DoctorAccountFields = Type.Object({
  name: Text(),
  email: Type.String({ maxLength: 254 }),
  phone: Type.String({ maxLength: 20 }),
  password: Type.String({ maxLength: 128 }),
  role: Ignored('always 2 (doctor)'),
  type: Ignored("always 'doctor'"),
});
export type DoctorAccountFields = Static<typeof DoctorAccountFields>;

export const DoctorBasicBody = Type.Object({
  govermentId: Type.String({ maxLength: 40 }),
  gender: Type.String({ description: GENDERS.join(', ') }),
  dob: Type.String({ description: 'YYYY-MM-DD' }),
  doctorId: DoctorId,
});
export type DoctorBasicBody = Static<typeof DoctorBasicBody>;

export const DoctorWorkBody = Type.Object({
  stream_id: Type.Integer({ description: '0 is invalid' }),
  speciality_id: Type.String({ maxLength: 200, description: 'comma-separated speciality ids of the stream' }),
  exprience: Type.Integer({ description: 'years' }),
  hospital_name: Text(),
  hospital_address: Text(DOCTOR_ADDRESS_MAX_LENGTH),
  languages_id: Type.String({ maxLength: 50, description: 'comma-separated ids: 1 English, 2 Hindi' }),
  doctorId: DoctorId,
});
export type DoctorWorkBody = Static<typeof DoctorWorkBody>;

/** Text fields of the multipart other step (`degree_image`, `license_image`, `signeture_image` are file parts). */
export const DoctorOtherFields = Type.Object({
  institute_name: Text(),
  year_of_passing: Type.String({ description: 'YYYY-MM-DD' }),
  license_number: Type.String({ maxLength: 60 }),
  license_state: Type.String({ description: 'state id' }),
  doctorId: Type.String({ description: 'the doctor being onboarded' }),
});
export type DoctorOtherFields = Static<typeof DoctorOtherFields>;

export const DOCTOR_DOCUMENTS = ['degree_image', 'license_image', 'signeture_image'] as const;
export type DoctorDocument = (typeof DOCTOR_DOCUMENTS)[number];
export const DocumentParams = Type.Object({ id: Type.Integer({ minimum: 1 }), kind: Type.Union(DOCTOR_DOCUMENTS.map((kind) => Type.Literal(kind))) });
export type DocumentParams = Static<typeof DocumentParams>;

export const DoctorBasicDetails = Type.Object({ govermentId: Type.String(), gender: Type.String(), dob: Type.String() });
export const DoctorWorkDetails = Type.Object({
  hospital_name: Type.String(),
  hospital_address: Type.String(),
  stream: Nullable(NamedEntity),
  exprience: Type.Integer(),
  stream_id: Type.Integer(),
  speciality_id: Type.String(),
  languages_id: Type.String(),
});
export const DoctorOtherDetails = Type.Object({
  institute_name: Type.String(),
  year_of_passing: Type.String(),
  license_number: Type.String(),
  license_state: Nullable(NamedEntity),
  /** which documents are stored; read them at `doctorPaths.document` with the doctor's token */
  documents: Type.Array(Type.String()),
});

/** The doctor's own record (doctor/getById and every step's answer). */
export const DoctorRecord = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  profile_image: Nullable(Type.String()),
  stage: Type.Integer({ minimum: 1, maximum: 4 }),
  doctor_basic_details: Nullable(DoctorBasicDetails),
  doctor_work_details: Nullable(DoctorWorkDetails),
  doctor_other_details: Nullable(DoctorOtherDetails),
});
export type DoctorRecord = Static<typeof DoctorRecord>;

export const DoctorStepResponse = Type.Object({ success: Type.Boolean(), message: Type.String(), data: DoctorRecord });
export type DoctorStepResponse = Static<typeof DoctorStepResponse>;

/** The account step also answers a token limited to onboarding this doctor. */
/** The same answer whether or not the e-mail already had a doctor account (issue 24): the new doctor then logs in (an onboarding token). */
export const DoctorCreateResponse = Type.Object({ success: Type.Boolean(), message: Type.String(), data: Type.Null() });
export type DoctorCreateResponse = Static<typeof DoctorCreateResponse>;

