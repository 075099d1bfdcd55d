/**
 * E-mail verification of patient accounts: sign-up mails a link; until it is opened, each pay-on-delivery order of
 * the account waits for a confirmation mailed to the account's address, like a guest's (services/orders/guest.ts).
 */
import type { Kysely } from 'kysely';
import { ACCOUNT_SAFETY_MESSAGES, type EmailLinkOutcome } from 'shared-lib/domain';
import type { Database } from '../../db/schema';
import { badRequest } from '../../http-error';
import { shopContext } from '../mail/context';
import { enqueueMail } from '../mail/outbox';
import { isExpiredAccountToken, issueAccountToken, useAccountToken } from './account-tokens';

export const VERIFY_EMAIL_DAYS = 7;
export const verifyEmailPath = '/api/account/verify-email';

/** Marks the account unverified and mails it a verification link, in the caller's transaction. */
export async function sendEmailVerification(db: Kysely<Database>, userId: number, now = new Date()): Promise<void> {
  const user = await db.selectFrom('users').select(['email', 'name']).where('id', '=', userId).executeTakeFirstOrThrow();
  await db.updateTable('users').set({ email_verified: 0 }).where('id', '=', userId).execute();
  const token = await issueAccountToken(db, userId, 'verify-email', user.email, VERIFY_EMAIL_DAYS, now);
  const link = `${shopContext().publicUrl}${verifyEmailPath}?${new URLSearchParams({ token }).toString()}`;
  await enqueueMail(db, { template: 'verify-email', to: user.email, data: { name: user.name, link, days: VERIFY_EMAIL_DAYS } });
}

/** The link's outcome for the shop's notice: verified, expired (unused, its time ran out) or invalid (unknown, used, or the account's e-mail changed). */
export async function verifyEmailOutcome(db: Kysely<Database>, token: string, now = new Date()): Promise<EmailLinkOutcome> {
  try {
    await verifyEmail(db, token, now);
    return 'verified';
  } catch {
    return (await isExpiredAccountToken(db, 'verify-email', token, now)) ? 'expired' : 'invalid';
  }
}

/** Verifies the address the link was sent to, if it is still the account's e-mail. */
export async function verifyEmail(db: Kysely<Database>, token: string, now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const used = await useAccountToken(trx, 'verify-email', token, now);
    if (!used) throw badRequest(ACCOUNT_SAFETY_MESSAGES.verifyLinkInvalid);
    const result = await trx.updateTable('users').set({ email_verified: 1 }).where('id', '=', used.user_id).where('email', '=', used.email).executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw badRequest(ACCOUNT_SAFETY_MESSAGES.verifyLinkInvalid);
  });
}

export async function isEmailVerified(db: Kysely<Database>, userId: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('email_verified').where('id', '=', userId).executeTakeFirst();
  return Number(row?.email_verified ?? 0) === 1;
}
