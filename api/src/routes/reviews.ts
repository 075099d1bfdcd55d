/** Product reviews (issue 34): public list, the patient's own review, votes and reports by any logged-in user, the seller's replies and the house seller's moderation. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  HelpfulResult,
  IdParams,
  ModerateBody,
  MyReview,
  ProductIdParams,
  ReasonBody,
  ReplyBody,
  Review,
  ReviewBody,
  ReviewListQuery,
  ReviewPage,
  ReviewUpdateBody,
  SellerReviewPage,
  SellerReviewsQuery,
  ok,
  responses,
  reviewPaths as paths,
} from 'shared-lib/contract';
import { REVIEW_MESSAGES as M } from 'shared-lib/domain/reviews';
import * as reviews from '../services/reviews';

export const reviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['reviews'];
  const security = [{ bearerAuth: [] }];
  const patient = app.requireRole('patient');
  const anyone = app.requireRole('patient', 'doctor', 'seller');
  const seller = app.requireRole('seller');
  const settings = { blockedWords: app.config.reviewBlockedWords };
  const OwnReview = Type.Intersect([Review, Type.Object({ status: Type.String() })]);

  app.get(paths.list, { schema: { tags, summary: "A product's published reviews (newest or most helpful first, filter by stars, paged) with its rating summary", params: ProductIdParams, querystring: ReviewListQuery, response: responses(ReviewPage) } }, async (request) =>
    ok(await reviews.listProductReviews(app.db, request.params.productId, request.query)),
  );

  app.get(paths.mine, { preHandler: patient, schema: { tags, security, summary: "The caller's review of the product (any status) and whether they may write one", params: ProductIdParams, response: responses(MyReview) } }, async (request) =>
    ok(await reviews.myReview(app.db, request.user.id, request.params.productId)),
  );

  app.post(paths.create, { preHandler: patient, schema: { tags, security, summary: 'Review a product received in a delivered shipment (403 otherwise, 409 the second time)', body: ReviewBody, response: responses(OwnReview) } }, async (request) => {
    const review = await reviews.createReview(app.db, settings, request.user.id, request.body);
    return ok(review, review.status === 'published' ? M.saved : M.savedHeld);
  });

  app.put(paths.update, { preHandler: patient, schema: { tags, security, summary: "Edit the caller's own review", params: IdParams, body: ReviewUpdateBody, response: responses(OwnReview) } }, async (request) => {
    const review = await reviews.updateReview(app.db, settings, request.user.id, request.params.id, request.body);
    return ok(review, review.status === 'published' ? M.updated : M.savedHeld);
  });

  app.post(paths.helpful, { preHandler: anyone, schema: { tags, security, summary: '"Was this helpful?": one vote per user (409 the second time)', params: IdParams, response: responses(HelpfulResult) } }, async (request) =>
    ok(await reviews.markHelpful(app.db, request.user.id, request.params.id), M.voted),
  );

  app.post(paths.report, { preHandler: anyone, schema: { tags, security, summary: `Report a review with a reason; reports by 3 different users hold it for moderation`, params: IdParams, body: ReasonBody, response: responses(Type.Null()) } }, async (request) => {
    await reviews.reportReview(app.db, request.user.id, request.params.id, request.body.reason);
    return ok(null, M.reported);
  });

  app.get(paths.sellerList, { preHandler: seller, schema: { tags, security, summary: "Reviews of the caller's products; scope=moderation: every review (house seller only)", querystring: SellerReviewsQuery, response: responses(SellerReviewPage) } }, async (request) =>
    ok(await reviews.sellerReviews(app.db, request.user.id, request.query)),
  );

  app.put(paths.reply, { preHandler: seller, schema: { tags, security, summary: 'One public reply to a review of one of the caller\'s products', params: IdParams, body: ReplyBody, response: responses(Type.Null()) } }, async (request) => {
    await reviews.replyToReview(app.db, request.user.id, request.params.id, request.body.text);
    return ok(null, M.replied);
  });

  app.put(paths.moderate, { preHandler: seller, schema: { tags, security, summary: 'House seller: restore a held review, or remove it with a reason (mailed to its author)', params: IdParams, body: ModerateBody, response: responses(Type.Null()) } }, async (request) => {
    await reviews.moderateReview(app.db, request.user.id, request.params.id, request.body);
    return ok(null, request.body.action === 'restore' ? M.restored : M.removed);
  });
};
