/** The patient's own orders: list, track by unique id, cancel while processing. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES, PATIENT_MESSAGES } from 'shared-lib/domain';
import { notFound } from '../http-error';
import { ErrorEnvelope, IdParams, OrderListQuery, OrderPage, PatientOrder, TrackParams, UniqueIdParams, ok, orderPaths as paths, responses } from 'shared-lib/contract';
import { cancelledMessage } from '../services/orders/cancel';
import { cancelOwnOrder, findOwnOrder, listOwnOrders } from '../services/orders/patient-orders';

export const patientOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['patient orders'];
  const patientOnly = app.requireRole('patient');
  const ownOrders = [patientOnly, app.requireOwner({ param: 'id', message: PATIENT_MESSAGES.ownAccountOnly })];

  app.get(
    paths.byUser,
    { preHandler: ownOrders, schema: { tags, summary: 'Own placed orders, newest first', params: IdParams, querystring: OrderListQuery, response: responses(OrderPage) } },
    async (request) => ok(await listOwnOrders(app.db, request.params.id, request.query.page, request.query.pageSize)),
  );

  app.get(
    paths.track,
    { preHandler: patientOnly, schema: { tags, summary: 'Track an own order by its unique id', params: TrackParams, response: responses(PatientOrder) } },
    async (request) => {
      // Another patient's id answers exactly like an unknown order: nothing is revealed.
      const order = request.params.userId === request.user.id ? await findOwnOrder(app.db, request.user.id, request.params.uniqueId) : null;
      if (!order) throw notFound(MESSAGES.noTrackedOrder);
      return ok(order);
    },
  );

  app.put(
    paths.cancel,
    { preHandler: patientOnly, schema: { tags, summary: 'Cancel an own processing order; stock is restored (a paid order records the refund owed)', params: UniqueIdParams, response: { ...responses(PatientOrder), 409: ErrorEnvelope } } },
    async (request) => {
      const { refund_amount: refund, ...order } = await cancelOwnOrder(app.db, request.user.id, request.params.uniqueId);
      return ok(order, cancelledMessage(refund));
    },
  );
};
