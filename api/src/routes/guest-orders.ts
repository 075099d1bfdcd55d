/**
 * Guest orders after checkout:
 *   GET  /api/order/guest/confirm?order=…&token=…  the order behind the e-mailed link (the shop's #/order/confirm page); never changes state
 *   POST /api/order/guest/confirm {order, token}    the page's "Confirm my order" button
 *   POST /api/order/guest/cancel {unique_id, email} cancels a processing guest order (stock back, refund recorded when paid)
 * plus the checkout rate limits shared by placeOrder and /pay/phonepe/create.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorEnvelope, GuestCancelBody, GuestCancelResponse, GuestConfirmBody, GuestConfirmationResponse, GuestConfirmQuery, guestOrderPaths as paths } from 'shared-lib/contract';
import { GUEST_MESSAGES } from 'shared-lib/domain';
import { cancelledMessage } from '../services/orders/cancel';
import { cancelGuestOrder, confirmGuestOrder, viewGuestConfirmation } from '../services/orders/guest';
import { endsUpGuestOrder } from '../services/orders/guest-limit';

/** Every checkout request counts per client; those that end up guest orders (no patient token) also count against the guest order limit. */
export function checkoutLimits(app: FastifyInstance) {
  return [app.rateLimited('checkout'), app.rateLimited('guestOrders', undefined, endsUpGuestOrder(app))];
}

export const guestOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const access = app.rateLimited('guestOrderAccess');
  const responses = { 200: GuestConfirmationResponse, 400: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope, 410: ErrorEnvelope, 429: ErrorEnvelope };

  app.get(
    paths.confirm,
    { preHandler: access, schema: { tags: ['orders'], summary: 'The order behind an e-mailed confirmation link and where it stands; never changes anything', querystring: GuestConfirmQuery, response: responses } },
    async (request) => ({ success: true, message: '', data: await viewGuestConfirmation(app.db, request.query.order, request.query.token) }),
  );

  app.post(
    paths.confirm,
    { preHandler: access, schema: { tags: ['orders'], summary: 'The confirm page\'s button: confirms a pay-on-delivery order with the e-mailed token', body: GuestConfirmBody, response: responses } },
    async (request) => ({ success: true, message: GUEST_MESSAGES.orderConfirmed, data: await confirmGuestOrder(app.db, request.body.order, request.body.token) }),
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
