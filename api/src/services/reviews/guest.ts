/**
 * Guest reviews (issue 34): a guest's delivered, not fully returned order line is reviewed from the signed
 * link of its delivery mail (guest-link.ts), once (a partial unique index on order and product for reviews
 * without a user, migration 0160). The link names the order line; nothing else can be reviewed with it,
 * and an order of a registered patient is reviewed from the account, never from a link.
 */
import type { Kysely } from 'kysely';
import type { GuestReviewBody, GuestReviewLink, Review } from 'shared-lib/contract';
import { ORDER_STATUS } from 'shared-lib/domain';
import { REVIEW_MESSAGES as M, type ReviewStatus, reviewerName } from 'shared-lib/domain/reviews';
import type { Database } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../http-error';
import { type GuestReviewClaim, verifyGuestReviewToken } from './guest-link';
import { cleanTexts } from './eligibility';
import { type ReviewSettings, insertReview } from './index';
import { ownReview } from './views';

type Db = Kysely<Database>;

/** The guest order line of a valid token, whether it may be reviewed, and the review written from it. */
async function guestLine(db: Db, claim: GuestReviewClaim) {
  const line = await db
    .selectFrom('order_details')
    .innerJoin('orders', 'orders.id', 'order_details.order_id')
    .innerJoin('products', 'products.id', 'order_details.product_id')
    .leftJoin('shipments', (join) => join.onRef('shipments.order_id', '=', 'order_details.order_id').onRef('shipments.seller_id', '=', 'order_details.seller_id'))
    .select(['orders.id as order_id', 'orders.user_id', 'orders.first_name', 'orders.last_name', 'products.id as product_id', 'products.name as product_name', 'shipments.status as shipment_status', 'order_details.quantity', 'order_details.returned_quantity'])
    .where('order_details.order_id', '=', claim.orderId)
    .where('order_details.product_id', '=', claim.productId)
    .executeTakeFirst();
  // a signed link of a patient's order is not a guest's: the same answer as a link we never made
  if (!line || line.user_id !== null) throw notFound(M.guestLinkInvalid);
  const eligible = Number(line.shipment_status) === ORDER_STATUS.delivered && Number(line.returned_quantity) < Number(line.quantity);
  const existing = await db.selectFrom('reviews').select('id').where('order_id', '=', line.order_id).where('product_id', '=', line.product_id).where('user_id', 'is', null).executeTakeFirst();
  return { line, eligible, existingId: existing?.id ?? null };
}

export async function viewGuestReview(db: Db, secret: string, token: string): Promise<GuestReviewLink> {
  const { line, eligible, existingId } = await guestLine(db, verifyGuestReviewToken(secret, token));
  if (!eligible && existingId === null) throw forbidden(M.guestNotEligible);
  return {
    product_id: line.product_id,
    product_name: line.product_name,
    reviewer_name: reviewerName(line.first_name, line.last_name),
    review: existingId === null ? null : await ownReview(db, existingId),
  };
}

export async function createGuestReview(db: Db, settings: ReviewSettings, secret: string, body: GuestReviewBody): Promise<Review & { status: ReviewStatus }> {
  const texts = cleanTexts(body);
  const { line, eligible, existingId } = await guestLine(db, verifyGuestReviewToken(secret, body.token));
  if (existingId !== null) throw conflict(M.guestAlreadyReviewed);
  if (!eligible) throw forbidden(M.guestNotEligible);
  return insertReview(
    db,
    settings,
    { productId: line.product_id, userId: null, orderId: line.order_id, reviewerName: reviewerName(line.first_name, line.last_name), rating: body.rating, texts },
    M.guestAlreadyReviewed,
  );
}

/** The review written from a valid token (for its photos), or 404. */
export async function guestReviewId(db: Db, secret: string, token: string): Promise<number> {
  const { existingId } = await guestLine(db, verifyGuestReviewToken(secret, token));
  if (existingId === null) throw notFound(M.reviewNotFound);
  return existingId;
}
