/**
 * Doctor onboarding: the account step creates the user and its doctor row at stage 1; each later step
 * is saved only at its own stage or to correct an earlier one (the stage machine of shared-lib/domain),
 * inside a transaction that re-reads the stage so two racing requests cannot skip a step.
 */
import type { Kysely, Transaction, Updateable } from 'kysely';
import { DOCTOR_MESSAGES, DOCTOR_STAGES, ROLES, stageAfterSave, stepLabelForStage, type DoctorStage } from 'shared-lib/domain';
import type { DoctorRecord } from 'shared-lib/contract';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { conflict, notFound } from '../../http-error';
import type { AccountInput, BasicInput, OtherInput, WorkInput } from './onboarding-fields';
import { findDoctorRecord } from './record';
import { hashPassword } from '../auth/passwords';
import { enqueueMail } from '../mail/outbox';

export async function doctorEmailTaken(db: Kysely<Database>, email: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('role', '=', ROLES.doctor).where('email', '=', email).executeTakeFirst();
  return Boolean(row);
}

/** Creates the doctor at stage 1; role and type are always doctor. Throws 409 for an e-mail already used by a doctor. */
export async function createDoctor(db: Kysely<Database>, input: AccountInput, profileImage: string | null): Promise<{ record: DoctorRecord; tokenVersion: number }> {
  if (await doctorEmailTaken(db, input.email)) throw conflict(DOCTOR_MESSAGES.emailTaken);
  const passwordHash = await hashPassword(input.password);
  try {
    const id = await db.transaction().execute(async (trx) => {
      const user = await trx
        .insertInto('users')
        .values({ role: ROLES.doctor, email: input.email, password_hash: passwordHash, name: input.name, phone: input.phone })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('doctors').values({ user_id: user.id, stage: DOCTOR_STAGES.account, profile_image: profileImage }).execute();
      return user.id;
    });
    const record = await findDoctorRecord(db, id);
    if (!record) throw new Error('doctor vanished after insert');
    return { record, tokenVersion: 0 };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(DOCTOR_MESSAGES.emailTaken);
    throw error;
  }
}

/** Locks in the doctor's stage for `target`'s step, or refuses a skipped step (409). Returns the new stage. */
async function nextStage(trx: Transaction<Database>, doctorId: number, target: DoctorStage): Promise<DoctorStage> {
  const row = await trx.selectFrom('doctors').select('stage').where('user_id', '=', doctorId).executeTakeFirst();
  if (!row) throw notFound(DOCTOR_MESSAGES.notFound);
  const stage = stageAfterSave(row.stage, target);
  if (stage === null) throw conflict(DOCTOR_MESSAGES.stepOutOfOrder(stepLabelForStage(target), stepLabelForStage((row.stage + 1) as DoctorStage)));
  return stage;
}

/** Checks, without writing, that the step may be saved now (so a refused upload never stores a file). */
export async function assertStepAllowed(db: Kysely<Database>, doctorId: number, target: DoctorStage): Promise<void> {
  await db.transaction().execute((trx) => nextStage(trx, doctorId, target).then(() => undefined));
}

/** Written in the step's transaction, so the mail exists exactly when the onboarding is complete; once per doctor. */
async function mailOnboardingComplete(trx: Kysely<Database>, doctorId: number): Promise<void> {
  const user = await trx.selectFrom('users').select(['email', 'name']).where('id', '=', doctorId).executeTakeFirstOrThrow();
  await enqueueMail(trx, { template: 'doctor-onboarding-complete', to: user.email, data: { name: user.name ?? '' }, dedupeKey: `doctor-onboarded:${doctorId}` });
}

async function saveStep(db: Kysely<Database>, doctorId: number, target: DoctorStage, values: Omit<Updateable<Database['doctors']>, 'id' | 'user_id' | 'stage'>): Promise<DoctorRecord> {
  await db.transaction().execute(async (trx) => {
    const stage = await nextStage(trx, doctorId, target);
    await trx.updateTable('doctors').set({ ...values, stage }).where('user_id', '=', doctorId).execute();
    if (target === DOCTOR_STAGES.complete) await mailOnboardingComplete(trx, doctorId);
  });
  const record = await findDoctorRecord(db, doctorId);
  if (!record) throw notFound(DOCTOR_MESSAGES.notFound);
  return record;
}

export const saveBasic = (db: Kysely<Database>, doctorId: number, input: BasicInput) => saveStep(db, doctorId, DOCTOR_STAGES.basic, { ...input });

export const saveWork = (db: Kysely<Database>, doctorId: number, input: WorkInput) => saveStep(db, doctorId, DOCTOR_STAGES.work, { ...input });

export interface DocumentKeys {
  degree_image: string;
  license_image: string;
  signeture_image: string;
}

/** Saves the last step with the stored documents' keys; answers the record and the keys it replaced (to remove). */
export async function saveOther(db: Kysely<Database>, doctorId: number, input: OtherInput, documents: DocumentKeys): Promise<{ record: DoctorRecord; replaced: string[] }> {
  const previous = await db.selectFrom('doctors').select(['degree_image', 'license_image', 'signeture_image']).where('user_id', '=', doctorId).executeTakeFirst();
  const record = await saveStep(db, doctorId, DOCTOR_STAGES.complete, { ...input, ...documents });
  const replaced = Object.values(previous ?? {}).filter((key): key is string => typeof key === 'string' && key !== '');
  return { record, replaced };
}

/** The storage key of one of the doctor's documents, or null. */
export async function documentKey(db: Kysely<Database>, doctorId: number, kind: keyof DocumentKeys): Promise<string | null> {
  const row = await db.selectFrom('doctors').select(kind).where('user_id', '=', doctorId).executeTakeFirst();
  return (row?.[kind] as string | null | undefined) ?? null;
}
