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

/** The one answer to every well-formed address (new, pending or confirmed), so it says nothing about who subscribed. */
export const SUBSCRIBED = 'Thank you for subscribing to our newsletter!';
/** at most one confirmation mail per address in this time */
export const NEWSLETTER_MAIL_INTERVAL_MS = 24 * 3600_000;

export async function subscribe(db: Kysely<Database>, rawEmail: string, now: Date = new Date()): Promise<string> {
  const email = rawEmail.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(email)) throw badRequest(MESSAGES.validEmail);
  const token = newToken();
  await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('subscribers').select(['id', 'confirmed_at', 'last_mailed_at']).where('email', '=', email).executeTakeFirst();
    if (existing?.confirmed_at) return;
    if (existing?.last_mailed_at && Date.parse(existing.last_mailed_at) > now.getTime() - NEWSLETTER_MAIL_INTERVAL_MS) return;
    // a repeated sign-up a day later sends a fresh link; the older one stops working
    const values = { confirm_token_hash: hashToken(token), last_mailed_at: now.toISOString() };
    if (existing) await trx.updateTable('subscribers').set(values).where('id', '=', existing.id).execute();
    else await trx.insertInto('subscribers').values({ email, confirmed_at: null, ...values }).execute();
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
