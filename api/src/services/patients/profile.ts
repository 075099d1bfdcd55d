/** Patient accounts: sign-up, own profile, profile update and password change. */
import type { Kysely } from 'kysely';
import type { PatientProfile, PatientUpdateBody } from 'shared-lib/contract';
import { isPastDate, isValidName, MESSAGES, PATIENT_MESSAGES, passwordPolicyError, ROLES } from 'shared-lib/domain';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { badRequest, conflict, notFound } from '../../http-error';
import { afterEmailChange } from '../accounts/email-change';
import { sendEmailVerification } from '../accounts/email-verification';
import { revokeTokens } from '../auth/credentials';
import { hashPassword, verifyPassword } from '../auth/passwords';

export interface SignupInput {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  phone?: string;
  mobile?: string;
  gender: string;
  dob: string;
}

export type ProfileInput = PatientUpdateBody;

const normaliseEmail = (email: string) => email.trim().toLowerCase();

function checkPersonFields(input: { first_name: string; last_name: string; dob: string }): void {
  if (!isValidName(input.first_name) || !isValidName(input.last_name)) throw badRequest(MESSAGES.validName);
  if (!isPastDate(input.dob)) throw badRequest(MESSAGES.dateOfBirth);
}

async function emailTaken(db: Kysely<Database>, email: string, exceptId?: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', ROLES.patient)
    .where('email', '=', email)
    .$if(exceptId !== undefined, (qb) => qb.where('id', '!=', exceptId as number))
    .executeTakeFirst();
  return Boolean(row);
}

export async function findPatient(db: Kysely<Database>, id: number): Promise<PatientProfile | null> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email', 'phone', 'gender', 'dob'])
    .where('id', '=', id)
    .where('role', '=', ROLES.patient)
    .executeTakeFirst();
  if (!row) return null;
  const phone = row.phone ?? '';
  return {
    id: row.id,
    first_name: row.first_name ?? '',
    last_name: row.last_name ?? '',
    email: row.email,
    phone,
    mobile_no: phone,
    gender: row.gender ?? '',
    dob: row.dob ?? '',
  };
}

/** Creates a patient; role and type are always patient whatever the client sent. */
export async function createPatient(db: Kysely<Database>, input: SignupInput): Promise<{ profile: PatientProfile; tokenVersion: number; name: string }> {
  checkPersonFields(input);
  const phone = input.phone ?? input.mobile;
  if (!phone) throw badRequest(MESSAGES.mobileNumber);
  const policy = passwordPolicyError(input.password);
  if (policy) throw badRequest(policy);
  const email = normaliseEmail(input.email);
  if (await emailTaken(db, email)) throw conflict(PATIENT_MESSAGES.emailTaken);
  const first = input.first_name.trim();
  const last = input.last_name.trim();
  let id: number;
  try {
    const row = await db
      .insertInto('users')
      .values({
        role: ROLES.patient,
        email,
        password_hash: await hashPassword(input.password),
        first_name: first,
        last_name: last,
        name: `${first} ${last}`,
        phone,
        gender: input.gender,
        dob: input.dob,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = row.id;
    await sendEmailVerification(db, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(PATIENT_MESSAGES.emailTaken);
    throw error;
  }
  const profile = await findPatient(db, id);
  if (!profile) throw new Error('patient vanished after insert');
  return { profile, tokenVersion: 0, name: `${first} ${last}` };
}

export async function updatePatient(db: Kysely<Database>, id: number, input: ProfileInput): Promise<PatientProfile> {
  checkPersonFields(input);
  const email = normaliseEmail(input.email);
  const current = await db.selectFrom('users').select(['email', 'password_hash']).where('id', '=', id).where('role', '=', ROLES.patient).executeTakeFirst();
  if (!current) throw notFound('Patient not found');
  // the e-mail is the login: changing it takes the current password, not only a (possibly copied) token
  if (current.email !== email && !(input.current_password && (await verifyPassword(current.password_hash, input.current_password)))) {
    throw badRequest(input.current_password ? PATIENT_MESSAGES.wrongCurrentPassword : PATIENT_MESSAGES.emailChangeNeedsPassword);
  }
  if (await emailTaken(db, email, id)) throw conflict(PATIENT_MESSAGES.emailTaken);
  const first = input.first_name.trim();
  const last = input.last_name.trim();
  try {
    await db
      .updateTable('users')
      .set({ email, first_name: first, last_name: last, name: `${first} ${last}`, phone: input.mobile_no, gender: input.gender, dob: input.dob })
      .where('id', '=', id)
      .where('role', '=', ROLES.patient)
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(PATIENT_MESSAGES.emailTaken);
    throw error;
  }
  if (current.email !== email) await afterEmailChange(db, id, current.email, email);
  const profile = await findPatient(db, id);
  if (!profile) throw notFound('Patient not found');
  return profile;
}

/** Checks the current password and the policy, stores the new hash and revokes every earlier token. */
export async function changePassword(db: Kysely<Database>, id: number, oldPassword: string, newPassword: string): Promise<void> {
  const user = await db.selectFrom('users').select(['password_hash']).where('id', '=', id).where('role', '=', ROLES.patient).executeTakeFirst();
  if (!user) throw notFound('Patient not found');
  if (!(await verifyPassword(user.password_hash, oldPassword))) throw badRequest(PATIENT_MESSAGES.wrongCurrentPassword);
  const policy = passwordPolicyError(newPassword);
  if (policy) throw badRequest(policy);
  if (oldPassword === newPassword) throw badRequest(PATIENT_MESSAGES.passwordUnchanged);
  const passwordHash = await hashPassword(newPassword);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
    await revokeTokens(trx, id);
  });
}
