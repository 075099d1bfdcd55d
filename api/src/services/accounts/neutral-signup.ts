/**
 * Neutral sign-ups (issue 24): patient sign-up, doctor sign-up and seller registration answered 409 for a known
 * e-mail (and GSTIN), which told anyone who has an account. Now a sign-up that runs into an existing account
 * gets the same answer as a new one, after the same password-hashing work, and the existing owner gets a mail
 * ("someone tried to sign up with your address"), as 'Forgot Password?' already does. Every sign-up is rate-limited.
 */
import type { Kysely } from 'kysely';
import { ROLES, type UserType } from 'shared-lib/domain';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http-error';
import { enqueueMail } from '../mail/outbox';
import { hashPassword } from '../auth/passwords';

export interface ExistingAccount {
  type: UserType;
  email: string;
  /** a seller company's GSTIN: its owner is told when someone registers it again */
  gstNumber?: string;
}

async function mailExistingOwner(db: Kysely<Database>, account: ExistingAccount): Promise<void> {
  const email = account.email.trim().toLowerCase();
  let owner = await db.selectFrom('users').select(['email', 'name']).where('role', '=', ROLES[account.type]).where('email', '=', email).executeTakeFirst();
  if (!owner && account.gstNumber) {
    owner = await db.selectFrom('sellers').innerJoin('users', 'users.id', 'sellers.user_id').select(['users.email', 'users.name']).where('sellers.gst_number', '=', account.gstNumber.trim().toUpperCase()).executeTakeFirst();
  }
  if (owner) await enqueueMail(db, { template: 'signup-attempt', to: owner.email, data: { name: owner.name, type: account.type } });
}

/**
 * Runs the sign-up; when it is refused with 409 for one of `takenMessages` (an account already exists), does the
 * hashing a new account costs, mails the owner and answers null instead, so the caller answers as for a new one.
 */
export async function signUpNeutrally<T>(db: Kysely<Database>, account: ExistingAccount & { password: string }, takenMessages: readonly string[], create: () => Promise<T>): Promise<T | null> {
  try {
    return await create();
  } catch (error) {
    if (!(error instanceof HttpError && error.statusCode === 409 && takenMessages.includes(error.message))) throw error;
    await hashPassword(account.password);
    await mailExistingOwner(db, account);
    return null;
  }
}
