/**
 * Product reviews (issue 34): the public list with the product's rating summary, the patient's own review
 * and whether they may write one, votes, reports, the seller's replies and the house seller's moderation.
 * Title, text and reply are plain text (shown as text, never as HTML); instants are UTC ISO strings.
 */
import { type Static, Type } from 'typebox';
import {
  RATING_MAX,
  RATING_MIN,
  REVIEW_REASON_MAX,
  REVIEW_REPLY_MAX,
  REVIEW_SORTS,
  REVIEW_STATUSES,
  REVIEW_TEXT_MAX,
  REVIEW_TITLE_MAX,
  type ReviewSort,
  type ReviewStatus,
} from 'shared-lib/domain/reviews';
import { Nullable } from './envelope';

const OneOf = <T extends string>(values: readonly T[]) => Type.Unsafe<T>(Type.String({ enum: [...values] }));

export const RatingSummary = Type.Object({
  average: Type.Number({ description: 'of the published reviews; 0 without any' }),
  count: Type.Integer(),
  distribution: Type.Object({ 1: Type.Integer(), 2: Type.Integer(), 3: Type.Integer(), 4: Type.Integer(), 5: Type.Integer() }),
});
export type RatingSummary = Static<typeof RatingSummary>;

export const ReviewReply = Type.Object({ text: Type.String(), seller_name: Type.String(), replied_at: Type.String() });
export type ReviewReply = Static<typeof ReviewReply>;

export const Review = Type.Object({
  id: Type.Integer(),
  product_id: Type.Integer(),
  rating: Type.Integer(),
  title: Type.String(),
  body: Type.String(),
  reviewer_name: Type.String({ description: 'first name and last initial' }),
  verified_purchase: Type.Boolean(),
  helpful_count: Type.Integer(),
  photos: Type.Array(Type.String({ description: 'URL of a re-encoded photo' })),
  reply: Nullable(ReviewReply),
  created_at: Type.String(),
  updated_at: Nullable(Type.String()),
});
export type Review = Static<typeof Review>;

export const ReviewListQuery = Type.Object({
  sort: Type.Optional(OneOf<ReviewSort>(REVIEW_SORTS)),
  stars: Type.Optional(Type.Integer({ minimum: RATING_MIN, maximum: RATING_MAX, description: 'only reviews with this many stars' })),
  page: Type.Integer({ minimum: 1, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 50, default: 5 }),
});
export type ReviewListQuery = Static<typeof ReviewListQuery>;

export const ReviewPage = Type.Object({
  summary: RatingSummary,
  items: Type.Array(Review),
  total: Type.Integer({ description: 'reviews matching the filter' }),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export type ReviewPage = Static<typeof ReviewPage>;

export const ProductIdParams = Type.Object({ productId: Type.Integer({ minimum: 1 }) });
export type ProductIdParams = Static<typeof ProductIdParams>;

export const ReviewBody = Type.Object({
  product_id: Type.Integer({ minimum: 1 }),
  rating: Type.Integer({ minimum: RATING_MIN, maximum: RATING_MAX }),
  title: Type.Optional(Type.String({ maxLength: REVIEW_TITLE_MAX })),
  body: Type.Optional(Type.String({ maxLength: REVIEW_TEXT_MAX })),
});
export type ReviewBody = Static<typeof ReviewBody>;

export const ReviewUpdateBody = Type.Omit(ReviewBody, ['product_id']);
export type ReviewUpdateBody = Static<typeof ReviewUpdateBody>;

/** The caller's own review of a product (any status) and whether they may write one. */
export const MyReview = Type.Object({
  eligible: Type.Boolean({ description: 'a delivered, not fully returned line of the product' }),
  review: Nullable(Type.Intersect([Review, Type.Object({ status: OneOf<ReviewStatus>(REVIEW_STATUSES) })])),
});
export type MyReview = Static<typeof MyReview>;

export const ReasonBody = Type.Object({ reason: Type.String({ minLength: 1, maxLength: REVIEW_REASON_MAX }) });
export type ReasonBody = Static<typeof ReasonBody>;

export const ReplyBody = Type.Object({ text: Type.String({ minLength: 1, maxLength: REVIEW_REPLY_MAX }) });
export type ReplyBody = Static<typeof ReplyBody>;

export const ModerateBody = Type.Object({
  action: Type.Union([Type.Literal('restore'), Type.Literal('remove')]),
  reason: Type.Optional(Type.String({ maxLength: REVIEW_REASON_MAX, description: 'required to remove' })),
});
export type ModerateBody = Static<typeof ModerateBody>;

export const HelpfulResult = Type.Object({ helpful_count: Type.Integer() });
export type HelpfulResult = Static<typeof HelpfulResult>;

export const SellerReviewsQuery = Type.Object({
  status: Type.Optional(OneOf<ReviewStatus>(REVIEW_STATUSES)),
  scope: Type.Optional(Type.Union([Type.Literal('mine'), Type.Literal('moderation')], { description: "mine: reviews of the caller's products (default); moderation: every review (house seller only)" })),
  page: Type.Integer({ minimum: 1, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 50, default: 10 }),
});
export type SellerReviewsQuery = Static<typeof SellerReviewsQuery>;

export const SellerReview = Type.Intersect([
  Review,
  Type.Object({
    product_name: Type.String(),
    status: OneOf<ReviewStatus>(REVIEW_STATUSES),
    held_reason: Nullable(Type.String()),
    removed_reason: Nullable(Type.String()),
    report_count: Type.Integer(),
    reports: Type.Array(Type.Object({ reason: Type.String(), created_at: Type.String() })),
    can_reply: Type.Boolean({ description: "the caller's product without a reply yet" }),
  }),
]);
export type SellerReview = Static<typeof SellerReview>;

export const SellerReviewPage = Type.Object({
  items: Type.Array(SellerReview),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  can_moderate: Type.Boolean({ description: 'the caller is the house seller' }),
});
export type SellerReviewPage = Static<typeof SellerReviewPage>;

/** A guest's review link (issue 34): the signed token of the delivery mail, for one order line. */
export const GuestReviewQuery = Type.Object({ token: Type.String({ minLength: 10, maxLength: 300 }) });
export type GuestReviewQuery = Static<typeof GuestReviewQuery>;

export const GuestReviewBody = Type.Object({
  token: Type.String({ minLength: 10, maxLength: 300 }),
  rating: Type.Integer({ minimum: RATING_MIN, maximum: RATING_MAX }),
  title: Type.Optional(Type.String({ maxLength: REVIEW_TITLE_MAX })),
  body: Type.Optional(Type.String({ maxLength: REVIEW_TEXT_MAX })),
});
export type GuestReviewBody = Static<typeof GuestReviewBody>;

/** What a guest's link opens: the product of the order line and the review already written from it, if any. */
export const GuestReviewLink = Type.Object({
  product_id: Type.Integer(),
  product_name: Type.String(),
  reviewer_name: Type.String({ description: 'first name and last initial of the order' }),
  review: Nullable(Type.Intersect([Review, Type.Object({ status: OneOf<ReviewStatus>(REVIEW_STATUSES) })])),
});
export type GuestReviewLink = Static<typeof GuestReviewLink>;
