/** Seller payouts (issue 33): the caller's payments page, its statements as CSV and PDF, the house seller's monthly TCS report. Sellers only. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorEnvelope, IdParams, ok, payoutPaths as paths, responses, SellerPayments, SellerPaymentsQuery, TcsReportQuery } from 'shared-lib/contract';
import { PAYOUT_MESSAGES } from 'shared-lib/domain';
import { assertHouseSeller } from '../services/coupons/house';
import { loadStatement, sellerPayments, statementCsv, statementFilename, statementPdf, tcsReportCsv } from '../services/payouts';
import { sellerIdOf } from '../services/sellers/seller-id';

const file = (type: string) => ({ 200: Type.Unsafe<string | Buffer>({ type: 'string', format: 'binary', description: type }), 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope });

export const payoutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['seller payouts'];
  const preHandler = app.requireRole('seller');
  const security = [{ bearerAuth: [] }];

  app.get(
    paths.summary,
    { preHandler, schema: { tags, security, summary: "The caller's balance, next payout, statements and ledger entries (newest first, paginated)", querystring: SellerPaymentsQuery, response: responses(SellerPayments) } },
    async (request, reply) => {
      // the balance changes with every delivery and run: never reused from a cache
      reply.header('Cache-Control', 'private, no-store');
      return ok(await sellerPayments(app.db, await sellerIdOf(app.db, request.user.id), request.query));
    },
  );

  app.get(paths.statementCsv, { preHandler, schema: { tags, security, summary: 'One of the caller’s statements as CSV (another seller’s: 404)', params: IdParams, response: file('text/csv') } }, async (request, reply) => {
    const doc = await loadStatement(app.db, await sellerIdOf(app.db, request.user.id), request.params.id);
    return reply.header('Content-Type', 'text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="${statementFilename(doc, 'csv')}"`).header('Cache-Control', 'private, no-store').send(statementCsv(doc));
  });

  app.get(paths.statementPdf, { preHandler, schema: { tags, security, summary: 'One of the caller’s statements as PDF (another seller’s: 404)', params: IdParams, response: file('application/pdf') } }, async (request, reply) => {
    const doc = await loadStatement(app.db, await sellerIdOf(app.db, request.user.id), request.params.id);
    return reply.header('Content-Type', 'application/pdf').header('Content-Disposition', `attachment; filename="${statementFilename(doc, 'pdf')}"`).header('Cache-Control', 'private, no-store').send(await statementPdf(doc));
  });

  app.get(
    paths.tcsReport,
    {
      preHandler: [preHandler, async (request: { user: { id: number } }) => assertHouseSeller(app.db, request.user.id, PAYOUT_MESSAGES.houseOnly)],
      schema: { tags, security, summary: 'The monthly GST TCS report per seller (GSTR-8 figures) as CSV; the house seller only', querystring: TcsReportQuery, response: file('text/csv') },
    },
    async (request, reply) =>
      reply.header('Content-Type', 'text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="TCS-Report-${request.query.month}.csv"`).header('Cache-Control', 'private, no-store').send(await tcsReportCsv(app.db, request.query.month)),
  );
};
