/** Reviews as the contract shows them: public rows (published only), the author's own, the seller's. */
import type { Kysely } from 'kysely';
import type { Review, ReviewListQuery, ReviewPage, SellerReview, SellerReviewPage, SellerReviewsQuery } from 'shared-lib/contract';
import { REVIEW_MESSAGES as M, type ReviewStatus } from 'shared-lib/domain/reviews';
import type { Database } from '../../db/schema';
import { notFound } from '../../http-error';
import { ratingSummary } from './aggregates';

const REVIEW_COLUMNS = [
  'reviews.id',
  'reviews.product_id',
  'reviews.rating',
  'reviews.title',
  'reviews.body',
  'reviews.reviewer_name',
  'reviews.helpful_count',
  'reviews.reply_text',
  'reviews.replied_at',
  'reviews.created_at',
  'reviews.updated_at',
  'reviews.status',
  'reviews.held_reason',
  'reviews.removed_reason',
  'reviews.report_count',
  'reply_seller.company_name as reply_seller_name',
] as const;

function reviewsQuery(db: Kysely<Database>) {
  return db.selectFrom('reviews').leftJoin('sellers as reply_seller', 'reply_seller.id', 'reviews.reply_seller_id');
}
type ReviewRow = Awaited<ReturnType<ReturnType<typeof selectReviews>['execute']>>[number];
function selectReviews(db: Kysely<Database>) {
  return reviewsQuery(db).select([...REVIEW_COLUMNS]);
}

/** Photo URLs of the reviews, by review id. */
async function photosOf(db: Kysely<Database>, ids: number[]): Promise<Map<number, string[]>> {
  const map = new Map<number, string[]>();
  if (!ids.length) return map;
  const rows = await db.selectFrom('review_photos').select(['review_id', 'storage_key']).where('review_id', 'in', ids).orderBy('id').execute();
  for (const row of rows) map.set(row.review_id, [...(map.get(row.review_id) ?? []), `/uploads/${row.storage_key}`]);
  return map;
}

function toReview(row: ReviewRow, photos: Map<number, string[]>): Review {
  return {
    id: row.id,
    product_id: row.product_id,
    rating: Number(row.rating),
    title: row.title,
    body: row.body,
    reviewer_name: row.reviewer_name,
    verified_purchase: true,
    helpful_count: Number(row.helpful_count),
    photos: photos.get(row.id) ?? [],
    reply: row.reply_text && row.replied_at ? { text: row.reply_text, seller_name: row.reply_seller_name ?? 'Seller', replied_at: row.replied_at } : null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export async function listProductReviews(db: Kysely<Database>, productId: number, query: ReviewListQuery): Promise<ReviewPage> {
  const summary = await ratingSummary(db, productId);
  if (!summary) throw notFound(M.productNotFound);
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 5;
  const base = db
    .selectFrom('reviews')
    .where('reviews.product_id', '=', productId)
    .where('reviews.status', '=', 'published')
    .$if(query.stars !== undefined, (qb) => qb.where('reviews.rating', '=', query.stars!));
  const { n } = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  const ids = base.select('reviews.id');
  let rows = selectReviews(db).where('reviews.id', 'in', ids);
  rows = query.sort === 'helpful' ? rows.orderBy('reviews.helpful_count', 'desc').orderBy('reviews.id', 'desc') : rows.orderBy('reviews.created_at', 'desc').orderBy('reviews.id', 'desc');
  const list = await rows.limit(pageSize).offset((page - 1) * pageSize).execute();
  const photos = await photosOf(db, list.map((r) => r.id));
  return { summary, items: list.map((r) => toReview(r, photos)), total: Number(n), page, pageSize };
}

export async function ownReview(db: Kysely<Database>, reviewId: number): Promise<Review & { status: ReviewStatus }> {
  const row = await selectReviews(db).where('reviews.id', '=', reviewId).executeTakeFirstOrThrow();
  return { ...toReview(row, await photosOf(db, [row.id])), status: row.status };
}

/** The seller's view: `productSellerIds` limits to those products' reviews (null: every review, the house seller's moderation). */
export async function sellerReviewPage(
  db: Kysely<Database>,
  scope: { sellerId: number; isHouse: boolean; moderation: boolean },
  query: SellerReviewsQuery,
): Promise<SellerReviewPage> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 10;
  const base = db
    .selectFrom('reviews')
    .innerJoin('products', 'products.id', 'reviews.product_id')
    .$if(!scope.moderation, (qb) =>
      qb.where((eb) => (scope.isHouse ? eb.or([eb('products.seller_id', '=', scope.sellerId), eb('products.seller_id', 'is', null)]) : eb('products.seller_id', '=', scope.sellerId))),
    )
    .$if(query.status !== undefined, (qb) => qb.where('reviews.status', '=', query.status!));
  const { n } = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  const list = await selectReviews(db)
    .innerJoin('products', 'products.id', 'reviews.product_id')
    .select(['products.name as product_name', 'products.seller_id as product_seller_id'])
    .where('reviews.id', 'in', base.select('reviews.id'))
    .orderBy('reviews.created_at', 'desc')
    .orderBy('reviews.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const ids = list.map((r) => r.id);
  const photos = await photosOf(db, ids);
  const reports = ids.length ? await db.selectFrom('review_reports').select(['review_id', 'reason', 'created_at']).where('review_id', 'in', ids).orderBy('id').execute() : [];
  const items: SellerReview[] = list.map((row) => {
    const own = row.product_seller_id === scope.sellerId || (scope.isHouse && row.product_seller_id === null);
    return {
      ...toReview(row, photos),
      product_name: row.product_name,
      status: row.status,
      held_reason: row.held_reason,
      removed_reason: row.removed_reason,
      report_count: Number(row.report_count),
      reports: reports.filter((r) => r.review_id === row.id).map((r) => ({ reason: r.reason, created_at: r.created_at })),
      can_reply: own && !row.reply_text && row.status !== 'removed',
    };
  });
  return { items, total: Number(n), page, pageSize, can_moderate: scope.isHouse };
}
