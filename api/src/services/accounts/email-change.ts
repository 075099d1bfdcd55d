/**
 * After a patient changes the login e-mail (issue 24: no notice went to the old address and earlier tokens kept
 * working): every earlier session is revoked (the caller gets a fresh token), the new address must be verified,
 * and the old address gets a mail with a one-use link (7 days) that undoes the change. Undoing restores the old
 * address, signs every session out again and opens the shop's reset-password page, since whoever changed the
 * address knew the password.
 */
import type { Kysely } from 'kysely';
import { resetPasswordRoute, RESET_TOKEN_MINUTES } from 'shared-lib/contract';
import { ROLES } from 'shared-lib/domain';
import type { Database } from '../../db/schema';
import { revokeTokens } from '../auth/credentials';
import { shopContext, shopLink } from '../mail/context';
import { enqueueMail } from '../mail/outbox';
import { hashToken, newToken } from '../auth/password-reset';
import { issueAccountToken, useAccountToken } from './account-tokens';
import { sendEmailVerification } from './email-verification';

export const UNDO_EMAIL_CHANGE_DAYS = 7;
export const undoEmailChangePath = '/api/account/undo-email-change';

export async function afterEmailChange(db: Kysely<Database>, userId: number, oldEmail: string, newEmail: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await revokeTokens(trx, userId);
    await sendEmailVerification(trx, userId);
    const token = await issueAccountToken(trx, userId, 'undo-email-change', oldEmail, UNDO_EMAIL_CHANGE_DAYS);
    const user = await trx.selectFrom('users').select('name').where('id', '=', userId).executeTakeFirstOrThrow();
    const undoLink = `${shopContext().publicUrl}${undoEmailChangePath}?${new URLSearchParams({ token }).toString()}`;
    await enqueueMail(trx, { template: 'email-changed', to: oldEmail, data: { name: user.name, newEmail, undoLink, days: UNDO_EMAIL_CHANGE_DAYS } });
  });
}

/** Restores the old address and answers the shop's reset-password page for the account; null when the link is not valid. */
export async function undoEmailChange(db: Kysely<Database>, token: string, now = new Date()): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const used = await useAccountToken(trx, 'undo-email-change', token, now);
    if (!used) return null;
    const taken = await trx.selectFrom('users').select('id').where('role', '=', ROLES.patient).where('email', '=', used.email).where('id', '!=', used.user_id).executeTakeFirst();
    if (taken) return null;
    await trx.updateTable('users').set({ email: used.email, email_verified: 1 }).where('id', '=', used.user_id).execute();
    await revokeTokens(trx, used.user_id);
    const reset = newToken();
    await trx
      .insertInto('password_resets')
      .values({ user_id: used.user_id, token_hash: hashToken(reset), expires_at: new Date(now.getTime() + RESET_TOKEN_MINUTES * 60_000).toISOString(), created_at: now.toISOString() })
      .execute();
    return shopLink(resetPasswordRoute('patient', reset));
  });
}
