/** Wishlist routes (spec section 7). Patients only; ownership checked as for the cart. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { IdParams, Nullable, ok, responses } from '../schemas/common';
import { CountData, UserIdParams } from '../schemas/cart';
import { UserProductParams, WishlistBody, WishlistItem } from '../schemas/wishlist';
import * as wishlist from '../services/wishlist';
import { assertSelf } from './cart';

export const NOT_YOUR_WISHLIST = 'You can only use your own wishlist';

export const wishlistRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['wishlist'];
  const preHandler = app.requireRole('patient');
  const security = [{ bearerAuth: [] }];

  app.post('/wishlist/addToWishlist', { preHandler, schema: { tags, security, body: WishlistBody, response: responses(WishlistItem) } }, async (request) => {
    assertSelf(request.user.id, request.body.user_id, NOT_YOUR_WISHLIST);
    return ok(await wishlist.addToWishlist(app.db, request.user.id, request.body.product_id), 'Added to wishlist');
  });
  app.get('/wishlist/getAllWishlist', { preHandler, schema: { tags, security, summary: "The caller's wishlist", response: responses(Type.Array(WishlistItem)) } }, async (request) =>
    ok(await wishlist.listWishlist(app.db, request.user.id)),
  );
  app.get('/wishlist/getByUserIdAndProductId/:u/:p', { preHandler, schema: { tags, security, summary: 'The item or null', params: UserProductParams, response: responses(Nullable(WishlistItem)) } }, async (request) => {
    assertSelf(request.user.id, request.params.u, NOT_YOUR_WISHLIST);
    return ok(await wishlist.findWishlistItem(app.db, request.user.id, request.params.p));
  });
  app.get('/wishlist/getWishListByuserId/:userId', { preHandler, schema: { tags, security, params: UserIdParams, response: responses(Type.Array(WishlistItem)) } }, async (request) => {
    assertSelf(request.user.id, request.params.userId, NOT_YOUR_WISHLIST);
    return ok(await wishlist.listWishlist(app.db, request.user.id));
  });
  app.get('/wishlist/getWishListCountByuserId/:userId', { preHandler, schema: { tags, security, params: UserIdParams, response: responses(CountData) } }, async (request) => {
    assertSelf(request.user.id, request.params.userId, NOT_YOUR_WISHLIST);
    return ok({ count: await wishlist.countWishlist(app.db, request.user.id) });
  });
  app.delete('/wishlist/deleteItem/:id', { preHandler, schema: { tags, security, params: IdParams, response: responses(Type.Null()) } }, async (request) => {
    await wishlist.deleteWishlistItem(app.db, request.user.id, request.params.id);
    return ok(null, 'Removed from wishlist');
  });
};
