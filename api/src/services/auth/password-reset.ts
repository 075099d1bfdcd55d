/**
 * 'Forgot Password?': a random token (only its sha256 stored) valid 30 minutes, mailed through the outbox in
 * the same transaction. Resetting uses it once (conditional update), sets the new password, revokes every
 * session (token_version + 1) and every other reset link of the account.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { passwordPolicyError, ROLES, type UserType } from 'shared-lib/domain';
import { RESET_LINK_INVALID, RESET_TOKEN_MINUTES, resetPasswordRoute } from 'shared-lib/contract';
import type { Database } from '../../db/schema';
import { badRequest } from '../../http-error';
import { shopLink } from '../mail/context';
import { enqueueMail } from '../mail/outbox';
import { hashPassword } from './passwords';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');

const TYPE_BY_ROLE = Object.fromEntries(Object.entries(ROLES).map(([type, role]) => [role, type])) as Record<number, UserType>;

/** Writes a reset token and its mail when the account exists; does the same hashing work when it does not. */
export async function requestPasswordReset(db: Kysely<Database>, type: UserType, rawEmail: string, now: Date = new Date()): Promise<void> {
  const email = rawEmail.trim().toLowerCase();
  const token = newToken();
  const tokenHash = hashToken(token);
  const user = await db.selectFrom('users').select(['id', 'name', 'email']).where('role', '=', ROLES[type]).where('email', '=', email).executeTakeFirst();
  if (!user) return;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('password_resets')
      .values({ user_id: user.id, token_hash: tokenHash, expires_at: new Date(now.getTime() + RESET_TOKEN_MINUTES * 60_000).toISOString(), created_at: now.toISOString() })
      .execute();
    await enqueueMail(trx, {
      template: 'password-reset',
      to: user.email,
      data: { name: user.name, link: shopLink(resetPasswordRoute(type, token)), minutes: RESET_TOKEN_MINUTES },
    });
  });
}

/** Sets the new password when the token is valid and unused; answers the account type so the page can open its login. */
export async function resetPassword(db: Kysely<Database>, token: string, password: string, now: Date = new Date()): Promise<{ type: UserType }> {
  const policy = passwordPolicyError(password);
  if (policy) throw badRequest(policy);
  const passwordHash = await hashPassword(password);
  const nowIso = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('password_resets')
      .innerJoin('users', 'users.id', 'password_resets.user_id')
      .select(['password_resets.id', 'password_resets.user_id', 'users.role'])
      .where('password_resets.token_hash', '=', hashToken(token))
      .executeTakeFirst();
    if (!row) throw badRequest(RESET_LINK_INVALID);
    // single use even when two requests race: only one update finds it unused and unexpired
    const used = await trx
      .updateTable('password_resets')
      .set({ used_at: nowIso })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', nowIso)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) throw badRequest(RESET_LINK_INVALID);
    await trx
      .updateTable('users')
      .set((eb) => ({ password_hash: passwordHash, token_version: eb('token_version', '+', 1) }))
      .where('id', '=', row.user_id)
      .execute();
    await trx.updateTable('password_resets').set({ used_at: nowIso }).where('user_id', '=', row.user_id).where('used_at', 'is', null).execute();
    return { type: TYPE_BY_ROLE[row.role] };
  });
}
