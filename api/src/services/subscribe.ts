/**
 * Newsletter sign-ups (POST subscribe/send-email) with double opt-in: the answer is the spec's success
 * message, a confirmation link goes out through the outbox, and the subscription counts (confirmed_at)
 * only once the link is followed.
 */
import type { Kysely } from 'kysely';
import { confirmSubscriptionRoute, SUBSCRIPTION_CONFIRMED, SUBSCRIPTION_LINK_INVALID } from 'shared-lib/contract';
import { EMAIL_PATTERN, MESSAGES } from 'shared-lib/domain';
import type { Database } from '../db/schema';
import { badRequest } from '../http-error';
import { shopLink } from './mail/context';
import { enqueueMail } from './mail/outbox';
import { hashToken, newToken } from './auth/password-reset';

export const SUBSCRIBED = 'Thank you for subscribing to our newsletter!';
export const ALREADY_SUBSCRIBED = 'You are already subscribed to our newsletter.';

export async function subscribe(db: Kysely<Database>, rawEmail: string): Promise<string> {
  const email = rawEmail.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(email)) throw badRequest(MESSAGES.validEmail);
  const token = newToken();
  await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('subscribers').select(['id', 'confirmed_at']).where('email', '=', email).executeTakeFirst();
    if (existing?.confirmed_at) throw badRequest(ALREADY_SUBSCRIBED);
    // a repeated sign-up before confirming sends a fresh link; the older one stops working
    if (existing) await trx.updateTable('subscribers').set({ confirm_token_hash: hashToken(token) }).where('id', '=', existing.id).execute();
    else await trx.insertInto('subscribers').values({ email, confirm_token_hash: hashToken(token), confirmed_at: null }).execute();
    await enqueueMail(trx, { template: 'newsletter-confirm', to: email, data: { link: shopLink(confirmSubscriptionRoute(token)) } });
  });
  return SUBSCRIBED;
}

export async function confirmSubscription(db: Kysely<Database>, token: string, now: Date = new Date()): Promise<string> {
  const result = await db
    .updateTable('subscribers')
    .set({ confirmed_at: now.toISOString(), confirm_token_hash: null })
    .where('confirm_token_hash', '=', hashToken(token))
    .where('confirmed_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw badRequest(SUBSCRIPTION_LINK_INVALID);
  return SUBSCRIPTION_CONFIRMED;
}

/** Subscribers who confirmed: the ones that count. */
export async function confirmedSubscriberCount(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('subscribers').select((eb) => eb.fn.countAll<number>().as('n')).where('confirmed_at', 'is not', null).executeTakeFirstOrThrow();
  return Number(row.n);
}
