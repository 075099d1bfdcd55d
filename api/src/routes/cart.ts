/** Cart routes (spec section 7). Patients only; the user is the token's, never the body's. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CartBody, CartItem, CartUpdateBody, CountData, IdParams, UserIdParams, cartPaths as paths, ok, responses } from 'shared-lib/contract';
import { MESSAGES } from 'shared-lib/domain';
import * as cart from '../services/patients/cart';

export const NOT_YOUR_CART = 'You can only use your own cart';

export const cartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['cart'];
  const patientOnly = app.requireRole('patient');
  // a user id named in the body or the path must be the caller's own
  const preHandler = [patientOnly, app.requireOwner({ body: 'user_id', param: 'userId', message: NOT_YOUR_CART })];
  const security = [{ bearerAuth: [] }];

  app.post(paths.add, { preHandler, schema: { tags, security, summary: 'Add a product (an existing line grows by the quantity)', body: CartBody, response: responses(CartItem) } }, async (request) => {
    return ok(await cart.addToCart(app.db, request.user.id, request.body.product_id, request.body.quantity ?? 1), MESSAGES.patientCartAdded);
  });

  app.put(paths.updateQuantity, { preHandler, schema: { tags, security, summary: 'Set the quantity of one of the caller\'s lines', params: IdParams, body: CartUpdateBody, response: responses(CartItem) } }, async (request) => {
    return ok(await cart.updateQuantity(app.db, request.user.id, request.params.id, request.body.quantity), 'Quantity updated');
  });

  app.get(paths.list, { preHandler, schema: { tags, security, summary: "The caller's cart", response: responses(Type.Array(CartItem)) } }, async (request) =>
    ok(await cart.listCart(app.db, request.user.id)),
  );

  app.delete(paths.deleteLine, { preHandler, schema: { tags, security, summary: "Remove one of the caller's lines", params: IdParams, response: responses(Type.Null()) } }, async (request) => {
    await cart.deleteLine(app.db, request.user.id, request.params.id);
    return ok(null, 'Item removed from cart');
  });

  app.get(paths.count, { preHandler, schema: { tags, security, summary: 'Number of lines in the cart', params: UserIdParams, response: responses(CountData) } }, async (request) => {
    return ok({ count: await cart.countCart(app.db, request.user.id) });
  });

  app.get(paths.byUser, { preHandler, schema: { tags, security, summary: "The caller's cart by user id", params: UserIdParams, response: responses(Type.Array(CartItem)) } }, async (request) => {
    return ok(await cart.listCart(app.db, request.user.id));
  });
};
