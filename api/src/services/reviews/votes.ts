/** "Was this helpful?" votes and reports on published reviews (issue 34); REPORTS_TO_HOLD different reporters hold a review. */
import type { Kysely } from 'kysely';
import { REPORTS_TO_HOLD, REVIEW_MESSAGES as M, plainText } from 'shared-lib/domain/reviews';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { badRequest, conflict, forbidden, notFound } from '../../http-error';
import { lockProduct, recomputeRating } from './aggregates';
import { logDecision } from './moderation-log';

type Db = Kysely<Database>;

async function publishedReview(db: Db, reviewId: number) {
  const review = await db.selectFrom('reviews').select(['id', 'user_id', 'product_id', 'status']).where('id', '=', reviewId).executeTakeFirst();
  if (!review || review.status !== 'published') throw notFound(M.reviewNotFound);
  return review;
}

/** "Was this helpful?": one vote per user (the primary key), never on one's own review. */
export async function markHelpful(db: Db, userId: number, reviewId: number): Promise<{ helpful_count: number }> {
  const review = await publishedReview(db, reviewId);
  if (review.user_id === userId) throw forbidden(M.ownReviewVote);
  try {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('review_votes').values({ review_id: reviewId, user_id: userId, created_at: new Date().toISOString() }).execute();
      await trx.updateTable('reviews').set((eb) => ({ helpful_count: eb('helpful_count', '+', 1) })).where('id', '=', reviewId).execute();
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(M.alreadyVoted);
    throw error;
  }
  const row = await db.selectFrom('reviews').select('helpful_count').where('id', '=', reviewId).executeTakeFirstOrThrow();
  return { helpful_count: Number(row.helpful_count) };
}

/** A report with a reason, one per user and review; the REPORTS_TO_HOLD-th holds a published review. */
export async function reportReview(db: Db, userId: number, reviewId: number, reason: string): Promise<void> {
  const text = plainText(reason);
  if (!text) throw badRequest(M.reasonRequired);
  const review = await publishedReview(db, reviewId);
  try {
    await db.transaction().execute(async (trx) => {
      await lockProduct(trx, review.product_id);
      await trx.insertInto('review_reports').values({ review_id: reviewId, user_id: userId, reason: text, created_at: new Date().toISOString() }).execute();
      await trx.updateTable('reviews').set((eb) => ({ report_count: eb('report_count', '+', 1) })).where('id', '=', reviewId).execute();
      const held = await trx
        .updateTable('reviews')
        .set({ status: 'held', held_reason: M.heldForReports })
        .where('id', '=', reviewId)
        .where('status', '=', 'published')
        .where('report_count', '>=', REPORTS_TO_HOLD)
        .executeTakeFirst();
      if (Number(held.numUpdatedRows) === 1) {
        await logDecision(trx, reviewId, null, 'held', M.heldForReports);
        await recomputeRating(trx, review.product_id);
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(M.alreadyReported);
    throw error;
  }
}
