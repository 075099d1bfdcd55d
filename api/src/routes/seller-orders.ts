/** Seller fulfilment (issue 11): the caller's shipments, the moves ship and deliver, the dashboard counts. Sellers only. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CancelShipmentBody, IdParams, ok, responses, SellerDashboardCounts, SellerOrder, SellerOrderPage, SellerOrdersQuery, sellerOrderPaths as paths, ShipBody } from 'shared-lib/contract';
import { ACCOUNT_SAFETY_MESSAGES, SHIPMENT_MESSAGES } from 'shared-lib/domain';
import { payoutRatesOf } from '../config';
import { cancelShipment } from '../services/sellers/seller-cancel';
import { sellerDashboard } from '../services/sellers/dashboard';
import { listSellerOrders, moveShipment } from '../services/sellers/fulfilment';

export const sellerOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['seller orders'];
  const preHandler = app.requireRole('seller');
  const security = [{ bearerAuth: [] }];

  app.get(
    paths.list,
    { preHandler, schema: { tags, security, summary: "The caller's shipments: orders holding its lines, newest first, with the delivery address and its own lines only", querystring: SellerOrdersQuery, response: responses(SellerOrderPage) } },
    async (request) => ok(await listSellerOrders(app.db, request.user.id, request.query)),
  );

  app.put(
    paths.ship,
    { preHandler, schema: { tags, security, summary: 'Processing -> Shipped, with courier and tracking number (409 when it is not Processing, cancelled or unpaid)', params: IdParams, body: ShipBody, response: responses(SellerOrder) } },
    async (request) => ok(await moveShipment(app.db, request.user.id, request.params.id, 'ship', request.body), SHIPMENT_MESSAGES.shipped),
  );

  app.put(
    paths.deliver,
    { preHandler, schema: { tags, security, summary: 'Shipped -> Delivered (409 when it is not Shipped)', params: IdParams, response: responses(SellerOrder) } },
    async (request) => ok(await moveShipment(app.db, request.user.id, request.params.id, 'deliver', undefined, { reviewSecret: app.config.jwtSecret, payoutRates: payoutRatesOf(app.config) }), SHIPMENT_MESSAGES.delivered),
  );

  app.put(
    paths.cancel,
    { preHandler, schema: { tags, security, summary: 'Processing -> Cancelled for an unshipped pay-on-delivery part; stock back, the reason mailed to the buyer (409 when shipped or paid online)', params: IdParams, body: CancelShipmentBody, response: responses(SellerOrder) } },
    async (request) => ok(await cancelShipment(app.db, request.user.id, request.params.id, request.body.reason), ACCOUNT_SAFETY_MESSAGES.sellerCancelled),
  );

  app.get(paths.dashboard, { preHandler, schema: { tags, security, summary: 'Counts for the dashboard home', response: responses(SellerDashboardCounts) } }, async (request) =>
    ok(await sellerDashboard(app.db, request.user.id)),
  );
};
