/** POST order/placeOrder: guest or patient, server-priced, stock-safe, idempotent, rate-limited. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from 'shared-lib/domain';
import { IdempotencyHeaders, PlaceOrderBody, PlacedOrder, orderPaths, responses } from 'shared-lib/contract';
import { badRequest } from '../http-error';
import { checkoutCaller } from '../plugins/checkout-caller';
import { placeOrder } from '../services/orders';
import { checkoutLimits } from './guest-orders';

export const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    orderPaths.place,
    {
      preHandler: checkoutLimits(app),
      schema: {
        tags: ['orders'],
        summary: 'Place an order (pay on delivery). Guests send no token; patients may. Totals are recomputed and must match.',
        headers: IdempotencyHeaders,
        body: PlaceOrderBody,
        response: responses(PlacedOrder),
      },
    },
    async (request, reply) => {
      const caller = await checkoutCaller(app, request, reply);
      if (request.body.payment_type === '1') {
        throw badRequest('Online payments start at /pay/phonepe/create');
      }
      const order = await placeOrder(app.db, request.body, caller, { idempotencyKey: request.headers['idempotency-key'], guestConfirmMinutes: app.config.guestConfirmMinutes, codUnitsPerProductMax: app.config.codUnitsPerProductMax, unconfirmedCaps: app.config.unconfirmedCaps });
      return { success: true, message: order.replayed ? 'Order already placed' : MESSAGES.orderPlaced, data: order };
    },
  );
};
