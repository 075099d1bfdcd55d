/**
 * Guest orders after checkout:
 *   GET  /api/order/guest/confirm?order=…&token=…  the e-mailed link: confirms a pay-on-delivery order, then the shop's status page
 *   POST /api/order/guest/cancel {unique_id, email} cancels a processing guest order (stock back, refund recorded when paid)
 * plus the checkout rate limits shared by placeOrder and /pay/phonepe/create.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { ErrorEnvelope } from 'shared-lib/contract';
import { scheduleJob } from '../jobs/schedule';
import { endsUpGuestOrder } from '../services/orders/guest-limit';
import { cancelGuestOrder, cancelledMessage, confirmGuestOrder, expireUnconfirmedGuestOrders } from '../services/orders/guest';

/** Every checkout request counts per client; those that end up guest orders (no patient token) also count against the guest order limit. */
export function checkoutLimits(app: FastifyInstance) {
  return [app.rateLimited('checkout'), app.rateLimited('guestOrders', undefined, endsUpGuestOrder(app))];
}

const ConfirmQuery = Type.Object({ order: Type.String({ minLength: 1, maxLength: 64 }), token: Type.String({ minLength: 1, maxLength: 100 }) });
const CancelBody = Type.Object({ unique_id: Type.String({ minLength: 1, maxLength: 64 }), email: Type.String({ minLength: 3, maxLength: 254 }) });
const CancelResult = Type.Object({ success: Type.Boolean(), message: Type.String(), data: Type.Object({ unique_id: Type.String(), refund_amount: Type.Number() }) });

export const guestOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const access = app.rateLimited('guestOrderAccess');
  const shop = `${app.config.publicUrl.replace(/\/+$/, '')}/#/checkout-status`;

  app.get(
    '/order/guest/confirm',
    { preHandler: access, schema: { tags: ['orders'], summary: "A guest confirms a pay-on-delivery order from the e-mailed link; then the shop's status page", querystring: ConfirmQuery } },
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
    '/order/guest/cancel',
    { preHandler: access, schema: { tags: ['orders'], summary: 'A guest cancels a processing order with its number and e-mail', body: CancelBody, response: { 200: CancelResult, 400: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope, 429: ErrorEnvelope } } },
    async (request) => {
      const { unique_id, refund } = await cancelGuestOrder(app.db, request.body.unique_id, request.body.email);
      return { success: true, message: cancelledMessage(refund), data: { unique_id, refund_amount: refund } };
    },
  );

  // unconfirmed guest orders give their stock back: swept every minute by one replica (and on demand in tests)
  scheduleJob(app, 'guest-order-expiry', () => expireUnconfirmedGuestOrders(app.db));
};
