/** Wishlist routes (spec section 7). Patients only; ownership checked as for the cart. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CountData, IdParams, Nullable, UserIdParams, UserProductParams, WishlistBody, WishlistItem, ok, responses, wishlistPaths as paths } from 'shared-lib/contract';
import * as wishlist from '../services/patients/wishlist';

export const NOT_YOUR_WISHLIST = 'You can only use your own wishlist';

export const wishlistRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['wishlist'];
  const patientOnly = app.requireRole('patient');
  const own = (param?: string) => [patientOnly, app.requireOwner({ body: 'user_id', param, message: NOT_YOUR_WISHLIST })];
  const preHandler = own('userId');
  const security = [{ bearerAuth: [] }];

  app.post(paths.add, { preHandler, schema: { tags, security, body: WishlistBody, response: responses(WishlistItem) } }, async (request) => {
    return ok(await wishlist.addToWishlist(app.db, request.user.id, request.body.product_id), 'Added to wishlist');
  });
  app.get(paths.list, { preHandler, schema: { tags, security, summary: "The caller's wishlist", response: responses(Type.Array(WishlistItem)) } }, async (request) =>
    ok(await wishlist.listWishlist(app.db, request.user.id)),
  );
  app.get(paths.byUserAndProduct, { preHandler: own('u'), schema: { tags, security, summary: 'The item or null', params: UserProductParams, response: responses(Nullable(WishlistItem)) } }, async (request) => {
    return ok(await wishlist.findWishlistItem(app.db, request.user.id, request.params.p));
  });
  app.get(paths.byUser, { preHandler, schema: { tags, security, params: UserIdParams, response: responses(Type.Array(WishlistItem)) } }, async (request) => {
    return ok(await wishlist.listWishlist(app.db, request.user.id));
  });
  app.get(paths.countByUser, { preHandler, schema: { tags, security, params: UserIdParams, response: responses(CountData) } }, async (request) => {
    return ok({ count: await wishlist.countWishlist(app.db, request.user.id) });
  });
  app.delete(paths.deleteItem, { preHandler, schema: { tags, security, params: IdParams, response: responses(Type.Null()) } }, async (request) => {
    await wishlist.deleteWishlistItem(app.db, request.user.id, request.params.id);
    return ok(null, 'Removed from wishlist');
  });
};
