/** Newsletter sign-ups (POST subscribe/send-email). */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { badRequest } from '../plugins/errors';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const SUBSCRIBED = 'Thank you for subscribing to our newsletter!';
export const ALREADY_SUBSCRIBED = 'You are already subscribed to our newsletter.';
export const INVALID_EMAIL = 'Please Enter Valid Email';

export async function subscribe(db: Kysely<Database>, rawEmail: string): Promise<string> {
  const email = rawEmail.trim().toLowerCase();
  if (!EMAIL.test(email)) throw badRequest(INVALID_EMAIL);
  const existing = await db.selectFrom('subscribers').select('id').where('email', '=', email).executeTakeFirst();
  if (existing) throw badRequest(ALREADY_SUBSCRIBED);
  await db.insertInto('subscribers').values({ email }).execute();
  return SUBSCRIBED;
}
