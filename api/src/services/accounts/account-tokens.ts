/** One-use account links (e-mail verification, undoing an e-mail change): a random token, only its sha256 stored. */
import type { Kysely } from 'kysely';
import type { AccountTokensTable, Database } from '../../db/schema';
import { hashToken, newToken } from '../auth/password-reset';

export type AccountTokenPurpose = AccountTokensTable['purpose'];

/** Stores a new token for the user and the address it is about; returns the raw token for the mailed link. */
export async function issueAccountToken(db: Kysely<Database>, userId: number, purpose: AccountTokenPurpose, email: string, days: number, now = new Date()): Promise<string> {
  const token = newToken();
  await db
    .insertInto('account_tokens')
    .values({ user_id: userId, purpose, token_hash: hashToken(token), email, expires_at: new Date(now.getTime() + days * 86_400_000).toISOString(), created_at: now.toISOString() })
    .execute();
  return token;
}

/** Uses the token once (a conditional update, so two racing requests cannot both use it); null when unknown, used or expired. */
export async function useAccountToken(db: Kysely<Database>, purpose: AccountTokenPurpose, token: string, now = new Date()): Promise<{ user_id: number; email: string } | null> {
  const row = await db.selectFrom('account_tokens').select(['id', 'user_id', 'email']).where('token_hash', '=', hashToken(token)).where('purpose', '=', purpose).executeTakeFirst();
  if (!row) return null;
  const used = await db.updateTable('account_tokens').set({ used_at: now.toISOString() }).where('id', '=', row.id).where('used_at', 'is', null).where('expires_at', '>', now.toISOString()).executeTakeFirst();
  return Number(used.numUpdatedRows) === 1 ? { user_id: row.user_id, email: row.email } : null;
}

/** Whether the token is one of ours, never used, whose time ran out (the link's own message: expired rather than not valid). */
export async function isExpiredAccountToken(db: Kysely<Database>, purpose: AccountTokenPurpose, token: string, now = new Date()): Promise<boolean> {
  const row = await db
    .selectFrom('account_tokens')
    .select('id')
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '<=', now.toISOString())
    .executeTakeFirst();
  return Boolean(row);
}
