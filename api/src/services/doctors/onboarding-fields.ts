/** Checks of the four doctor steps' fields (spec section 5 plus the server rules): clear 400 messages, cleaned values. */
import type { Kysely } from 'kysely';
import {
  ACCOUNT_SAFETY_MESSAGES,
  DOCTOR_ADDRESS_MAX_LENGTH,
  DOCTOR_MESSAGES,
  DOCTOR_TEXT_MAX_LENGTH,
  EMAIL_PATTERN,
  isGender,
  isLanguageId,
  isPastDate,
  isValidExprience,
  isValidName,
  MESSAGES,
  mobileFromInput,
  parseIdList,
  passwordPolicyError,
  type Gender,
} from 'shared-lib/domain';
import type { Database } from '../../db/schema';
import { badRequest } from '../../http-error';

export interface AccountInput {
  name: string;
  email: string;
  phone: string;
  password: string;
}
export interface BasicInput {
  govermentId: string;
  gender: Gender;
  dob: string;
}
export interface WorkInput {
  stream_id: number;
  speciality_id: string;
  exprience: number;
  hospital_name: string;
  hospital_address: string;
  languages_id: string;
}
export interface OtherInput {
  institute_name: string;
  year_of_passing: string;
  license_number: string;
  license_state: number;
}

/** Trimmed text that is present and at most `max` long, or a 400 with `message`. */
function text(value: unknown, message: string, max = DOCTOR_TEXT_MAX_LENGTH): string {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  if (!trimmed || trimmed.length > max || trimmed.includes('\u0000')) throw badRequest(message);
  return trimmed;
}

function positiveId(value: unknown, message: string): number {
  const id = typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value) : value;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) throw badRequest(message);
  return id;
}

export function checkAccount(fields: Record<string, unknown>): AccountInput {
  const name = text(fields.name, MESSAGES.validName);
  if (!isValidName(name)) throw badRequest(MESSAGES.validName);
  const email = text(fields.email, MESSAGES.validEmail, 254).toLowerCase();
  if (!EMAIL_PATTERN.test(email)) throw badRequest(MESSAGES.validEmail);
  const phone = mobileFromInput(text(fields.phone, MESSAGES.contactNumber, 20));
  if (!phone) throw badRequest(ACCOUNT_SAFETY_MESSAGES.phoneRule);
  const password = typeof fields.password === 'string' ? fields.password : '';
  if (!password) throw badRequest(MESSAGES.enterPassword);
  const policy = passwordPolicyError(password);
  if (policy) throw badRequest(policy);
  return { name, email, phone, password };
}

export function checkBasic(body: { govermentId?: unknown; gender?: unknown; dob?: unknown }): BasicInput {
  const govermentId = text(body.govermentId, MESSAGES.validGovermentId, 40);
  if (!isGender(body.gender)) throw badRequest(MESSAGES.selectGender);
  const dob = typeof body.dob === 'string' ? body.dob.trim() : '';
  if (!isPastDate(dob)) throw badRequest(MESSAGES.dateOfBirth);
  return { govermentId, gender: body.gender, dob };
}

export async function checkWork(db: Kysely<Database>, body: Record<string, unknown>): Promise<WorkInput> {
  if (typeof body.stream_id !== 'number' || body.stream_id < 1) throw badRequest(MESSAGES.selectStream);
  const stream = await db.selectFrom('streams').select('id').where('id', '=', body.stream_id).executeTakeFirst();
  if (!stream) throw badRequest(DOCTOR_MESSAGES.unknownStream);
  const specialities = parseIdList(String(body.speciality_id ?? ''));
  if (!specialities) throw badRequest(DOCTOR_MESSAGES.selectSpeciality);
  const found = await db.selectFrom('specialities').select('id').where('id', 'in', specialities).where('stream_id', '=', stream.id).execute();
  if (found.length !== specialities.length) throw badRequest(DOCTOR_MESSAGES.specialityNotInStream);
  if (body.exprience === undefined || body.exprience === null || body.exprience === '') throw badRequest(MESSAGES.enterExprience);
  if (!isValidExprience(body.exprience)) throw badRequest(DOCTOR_MESSAGES.exprienceRange);
  const languages = parseIdList(String(body.languages_id ?? ''));
  if (!languages) throw badRequest(DOCTOR_MESSAGES.selectLanguage);
  if (!languages.every(isLanguageId)) throw badRequest(DOCTOR_MESSAGES.unknownLanguage);
  return {
    stream_id: stream.id,
    speciality_id: specialities.join(','),
    exprience: Number(body.exprience),
    hospital_name: text(body.hospital_name, MESSAGES.hospitalName),
    hospital_address: text(body.hospital_address, MESSAGES.hospitalAddress, DOCTOR_ADDRESS_MAX_LENGTH),
    languages_id: languages.join(','),
  };
}

export async function checkOther(db: Kysely<Database>, fields: Record<string, unknown>): Promise<OtherInput> {
  const institute_name = text(fields.institute_name, MESSAGES.instituteName);
  const year_of_passing = typeof fields.year_of_passing === 'string' ? fields.year_of_passing.trim() : '';
  if (!isPastDate(year_of_passing)) throw badRequest(MESSAGES.yearOfPassing);
  const license_number = text(fields.license_number, MESSAGES.licenseNumber, 60);
  const stateId = positiveId(fields.license_state, DOCTOR_MESSAGES.selectLicenseState);
  const state = await db.selectFrom('states').select('id').where('id', '=', stateId).executeTakeFirst();
  if (!state) throw badRequest(DOCTOR_MESSAGES.unknownState);
  return { institute_name, year_of_passing, license_number, license_state: state.id };
}

/** The doctor id a step names (body field `doctorId`); a step cannot be saved without one (spec section 4). */
export function requireDoctorId(value: unknown): number {
  if (value === undefined || value === null || value === '') throw badRequest(DOCTOR_MESSAGES.doctorIdRequired);
  return positiveId(value, DOCTOR_MESSAGES.doctorIdRequired);
}
