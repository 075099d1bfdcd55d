/**
 * Guest orders after checkout (every route limited per order ID and, as a safety net, per address):
 *   GET  /api/order/guest/confirm?order=…&token=…  the order behind the e-mailed link (the shop's #/order/confirm page); never changes state
 *   POST /api/order/guest/confirm {order, token}    the page's "Confirm my order" button
 *   POST /api/order/guest/track {unique_id, contact}  the Track an order page: the order with the order's e-mail or mobile
 *   POST /api/order/guest/cancel {unique_id, contact | email} cancels a processing guest order (stock back, refund recorded when paid)
 * plus the checkout rate limits shared by placeOrder and /pay/phonepe/create.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorEnvelope, GuestCancelBody, GuestCancelResponse, GuestConfirmBody, GuestConfirmationResponse, GuestConfirmQuery, guestOrderPaths as paths, GuestTrackBody, GuestTrackResponse } from 'shared-lib/contract';
import { GUEST_MESSAGES } from 'shared-lib/domain';
import { cancelledMessage } from '../services/orders/cancel';
import { cancelGuestOrder, confirmGuestOrder, viewGuestConfirmation } from '../services/orders/guest';
import { endsUpGuestOrder } from '../services/orders/guest-limit';
import { trackGuestOrder } from '../services/orders/guest-track';
import { badRequest } from '../http-error';
import { emailIn, mobileIn, names, orderIdIn, patientIdOf } from '../plugins/limit-keys';

/**
 * Every checkout request counts per address (the safety net) and per patient account; those that end up guest
 * orders (no patient token) count per address and per the e-mail and the mobile they name.
 */
export function checkoutLimits(app: FastifyInstance) {
  const guest = endsUpGuestOrder(app);
  const both = (a: (r: FastifyRequest) => boolean, b: (r: FastifyRequest) => boolean) => (r: FastifyRequest) => a(r) && b(r);
  return [
    app.rateLimited('checkout'),
    app.rateLimited('checkoutAccount', (request) => `account:${patientIdOf(app, request)}`, (request) => patientIdOf(app, request) !== null),
    app.rateLimited('guestOrders', undefined, guest),
    app.rateLimited('guestOrdersEmail', emailIn(), both(guest, names('email'))),
    app.rateLimited('guestOrdersMobile', mobileIn(), both(guest, names('mobile'))),
  ];
}

export const guestOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const access = app.rateLimited('guestOrderAccess');
  // per order ID as the request names it: the link's `order`, the forms' `unique_id`
  const linkAccess = [access, app.rateLimited('orderAccess', orderIdIn('order'))];
  const formAccess = [access, app.rateLimited('orderAccess', orderIdIn('unique_id'))];
  const responses = { 200: GuestConfirmationResponse, 400: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope, 410: ErrorEnvelope, 429: ErrorEnvelope };

  app.get(
    paths.confirm,
    { preHandler: linkAccess, schema: { tags: ['orders'], summary: 'The order behind an e-mailed confirmation link and where it stands; never changes anything', querystring: GuestConfirmQuery, response: responses } },
    async (request) => ({ success: true, message: '', data: await viewGuestConfirmation(app.db, request.query.order, request.query.token) }),
  );

  app.post(
    paths.confirm,
    { preHandler: linkAccess, schema: { tags: ['orders'], summary: 'The confirm page\'s button: confirms a pay-on-delivery order with the e-mailed token', body: GuestConfirmBody, response: responses } },
    async (request) => ({ success: true, message: GUEST_MESSAGES.orderConfirmed, data: await confirmGuestOrder(app.db, request.body.order, request.body.token) }),
  );

  app.post(
    paths.track,
    { preHandler: formAccess, schema: { tags: ['orders'], summary: "Track an order without an account: its ID and the order's e-mail or mobile (any wrong combination: the same 404)", body: GuestTrackBody, response: { 200: GuestTrackResponse, 400: ErrorEnvelope, 404: ErrorEnvelope, 429: ErrorEnvelope } } },
    async (request) => ({ success: true, message: '', data: await trackGuestOrder(app.db, request.body.unique_id, request.body.contact) }),
  );

  app.post(
    paths.cancel,
    { preHandler: formAccess, schema: { tags: ['orders'], summary: 'A guest cancels a processing order with its number and e-mail or mobile', body: GuestCancelBody, response: { 200: GuestCancelResponse, 400: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope, 429: ErrorEnvelope } } },
    async (request) => {
      const contact = request.body.contact ?? request.body.email;
      if (!contact) throw badRequest(GUEST_MESSAGES.contactRequired);
      const { unique_id, refund } = await cancelGuestOrder(app.db, request.body.unique_id, contact);
      return { success: true, message: cancelledMessage(refund), data: { unique_id, refund_amount: refund } };
    },
  );
};
