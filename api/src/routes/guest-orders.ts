/**
 * Guest orders after checkout:
 *   GET  /api/order/guest/confirm?order=…&token=…  the e-mailed link: confirms a pay-on-delivery order, then the shop's status page
 *   POST /api/order/guest/cancel {unique_id, email} cancels a processing guest order (stock back, refund recorded when paid)
 * plus the checkout rate limits shared by placeOrder and /pay/phonepe/create.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorEnvelope, GuestCancelBody, GuestCancelResponse, GuestConfirmQuery, guestOrderPaths as paths } from 'shared-lib/contract';
import { cancelledMessage } from '../services/orders/cancel';
import { cancelGuestOrder, confirmGuestOrder } from '../services/orders/guest';
import { endsUpGuestOrder } from '../services/orders/guest-limit';

/** Every checkout request counts per client; those that end up guest orders (no patient token) also count against the guest order limit. */
export function checkoutLimits(app: FastifyInstance) {
  return [app.rateLimited('checkout'), app.rateLimited('guestOrders', undefined, endsUpGuestOrder(app))];
}

export const guestOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const access = app.rateLimited('guestOrderAccess');
  // relative: the guest stays on the host the e-mailed link opened
  const shop = '/#/checkout-status';

  app.get(
    paths.confirm,
    { preHandler: access, schema: { tags: ['orders'], summary: "A guest confirms a pay-on-delivery order from the e-mailed link; then the shop's status page", querystring: GuestConfirmQuery } },
    async (request, reply) => {
      try {
        await confirmGuestOrder(app.db, request.query.order, request.query.token);
        return reply.redirect(`${shop}/success`, 303);
      } catch {
        return reply.redirect(`${shop}/failed`, 303);
      }
    },
  );

  app.post(
    paths.cancel,
    { preHandler: access, schema: { tags: ['orders'], summary: 'A guest cancels a processing order with its number and e-mail', body: GuestCancelBody, response: { 200: GuestCancelResponse, 400: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope, 429: ErrorEnvelope } } },
    async (request) => {
      const { unique_id, refund } = await cancelGuestOrder(app.db, request.body.unique_id, request.body.email);
      return { success: true, message: cancelledMessage(refund), data: { unique_id, refund_amount: refund } };
    },
  );
};
