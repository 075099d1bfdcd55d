/** Login by email, password and role; tokens carry the user's token_version so they can be revoked. */
import type { Kysely } from 'kysely';
import { API_MESSAGES, isLanguage, type Language, ROLES, type UserType } from 'shared-lib/domain';
import type { Database } from '../../db/schema';
import { verifyPassword } from './passwords';

export const INVALID_CREDENTIALS = API_MESSAGES.invalidCredentials;

export interface AuthenticatedUser {
  id: number;
  type: UserType;
  name: string;
  tokenVersion: number;
  /** doctors only */
  stage: number | null;
  /** the language saved on the account; null when never chosen */
  language: Language | null;
}

export async function checkCredentials(
  db: Kysely<Database>,
  type: UserType,
  email: string,
  password: string,
): Promise<AuthenticatedUser | null> {
  const user = await db
    .selectFrom('users')
    .leftJoin('doctors', 'doctors.user_id', 'users.id')
    .select(['users.id', 'users.name', 'users.password_hash', 'users.token_version', 'users.language', 'doctors.stage'])
    .where('users.role', '=', ROLES[type])
    .where('users.email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  const valid = await verifyPassword(user?.password_hash ?? null, password);
  if (!user || !valid) return null;
  return { id: user.id, type, name: user.name, tokenVersion: user.token_version, stage: user.stage, language: isLanguage(user.language) ? user.language : null };
}

/** Invalidates every token issued to the user so far. */
export async function revokeTokens(db: Kysely<Database>, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
    .where('id', '=', userId)
    .execute();
}
