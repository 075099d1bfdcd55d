/** The log of every moderation decision on a review (held, restored, removed), written in the decision's transaction. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export async function logDecision(trx: Kysely<Database>, reviewId: number, actorUserId: number | null, action: 'held' | 'restored' | 'removed', reason: string) {
  await trx.insertInto('review_moderation_log').values({ review_id: reviewId, actor_user_id: actorUserId, action, reason, created_at: new Date().toISOString() }).execute();
}
