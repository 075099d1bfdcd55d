/** Product reviews (issue 34): public list, the patient's own review, votes and reports by any logged-in user, the seller's replies and the house seller's moderation. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  GuestReviewBody,
  GuestReviewLink,
  GuestReviewQuery,
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
import { REVIEW_MESSAGES as M, REVIEW_PHOTO_FIELD, REVIEW_PHOTOS_MAX } from 'shared-lib/domain/reviews';
import { readImageFiles } from '../integrations/storage';
import { forbidden, notFound } from '../http-error';
import * as reviews from '../services/reviews';
import { createGuestReview, guestReviewId, viewGuestReview } from '../services/reviews/guest';
import { addReviewPhotos } from '../services/reviews/photos';

export const reviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['reviews'];
  const security = [{ bearerAuth: [] }];
  const patient = app.requireRole('patient');
  const anyone = app.requireRole('patient', 'doctor', 'seller');
  const seller = app.requireRole('seller');
  const settings = { blockedWords: app.config.reviewBlockedWords };
  const OwnReview = Type.Intersect([Review, Type.Object({ status: Type.String() })]);
  const secret = app.config.jwtSecret;
  const photoForm = { consumes: ['multipart/form-data'] };
  const readPhotos = (request: Parameters<typeof readImageFiles>[0]) => readImageFiles(request, { field: REVIEW_PHOTO_FIELD, max: REVIEW_PHOTOS_MAX, tooMany: M.tooManyPhotos });

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

  app.post(
    paths.photos,
    { preHandler: patient, schema: { tags, security, summary: `Add photos to the caller's review (multipart \`${REVIEW_PHOTO_FIELD}\`: PNG or JPEG, checked by content and size, at most ${REVIEW_PHOTOS_MAX} per review)`, params: IdParams, ...photoForm, response: responses(OwnReview) } },
    async (request) => {
      const review = await app.db.selectFrom('reviews').select(['id', 'user_id']).where('id', '=', request.params.id).executeTakeFirst();
      if (!review) throw notFound(M.reviewNotFound);
      if (review.user_id !== request.user.id) throw forbidden(M.notYourReview);
      await addReviewPhotos(app.db, app.storage, review.id, await readPhotos(request));
      return ok(await reviews.ownReview(app.db, review.id), M.photosAdded);
    },
  );

  // A guest's review from the signed link of the delivery mail (no account): one per order line.
  app.get(paths.guest, { schema: { tags, summary: "What a guest's review link opens: the order line's product and the review written from it (404 a link we did not sign, 410 expired)", querystring: GuestReviewQuery, response: responses(GuestReviewLink) } }, async (request) =>
    ok(await viewGuestReview(app.db, secret, request.query.token)),
  );

  app.post(paths.guest, { schema: { tags, summary: "A guest reviews a delivered product of the order its link names (403 not delivered or returned, 409 the second time)", body: GuestReviewBody, response: responses(OwnReview) } }, async (request) => {
    const review = await createGuestReview(app.db, settings, secret, request.body);
    return ok(review, review.status === 'published' ? M.saved : M.savedHeld);
  });

  app.post(
    paths.guestPhotos,
    {
      schema: {
        tags,
        summary: `Photos of the review written from a guest's link (header X-Review-Token; multipart \`${REVIEW_PHOTO_FIELD}\`, at most ${REVIEW_PHOTOS_MAX})`,
        headers: Type.Object({ 'x-review-token': GuestReviewQuery.properties.token }),
        ...photoForm,
        response: responses(OwnReview),
      },
    },
    async (request) => {
      const id = await guestReviewId(app.db, secret, request.headers['x-review-token']);
      await addReviewPhotos(app.db, app.storage, id, await readPhotos(request));
      return ok(await reviews.ownReview(app.db, id), M.photosAdded);
    },
  );

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
    await reviews.moderateReview(app.db, app.storage, request.user.id, request.params.id, request.body);
    return ok(null, request.body.action === 'restore' ? M.restored : M.removed);
  });
};
