/**
 * GET order/invoice/{uniqueId}?number=: one of the order's GST tax invoices (one per supplier, issue 33) as a PDF. Allowed: the patient who placed it
 * (token), a guest with the order's e-mail (for guest orders only), a seller with a product in it (token).
 * Anyone else gets the same 404 as an unknown order, so nothing is revealed.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorEnvelope, INVOICE_NOT_FOUND, InvoiceParams, invoicePaths, InvoiceQuery } from 'shared-lib/contract';
import { notFound } from '../http-error';
import { invoiceFilename, loadInvoiceDocument, renderInvoicePdf } from '../services/invoices';
import { sellerInvoiceView } from '../services/invoices/seller-view';
import { contactMatches } from '../services/orders/guest-track';

/** Invoice downloads per address a minute: a safety net (10 times the first limit); the real limit is per order ID. */
export const INVOICE_ADDRESS_LIMIT = 300;

export const invoiceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    invoicePaths.download,
    {
      // per address a coarse safety net, per order ID the real limit (the buyer, a guest, each seller)
      config: { rateLimit: { max: INVOICE_ADDRESS_LIMIT, timeWindow: '1 minute' } },
      preHandler: app.rateLimited('orderAccess', (request) => `order:${(request.params as { uniqueId?: string }).uniqueId ?? ''}`),
      schema: {
        tags: ['orders'],
        summary: 'GST tax invoice PDF of an order: its patient (token), its guest (e-mail), or its sellers (token)',
        params: InvoiceParams,
        querystring: InvoiceQuery,
        response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'application/pdf' }), 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope, 429: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      if (request.headers.authorization) await app.authenticate(request, reply);
      const order = await app.db
        .selectFrom('orders')
        .select(['orders.id', 'orders.user_id', 'orders.email', 'orders.mobile'])
        .where('orders.unique_id', '=', request.params.uniqueId)
        .executeTakeFirst();
      if (!order || !(await mayRead(request.user ?? null, order, request.query.contact ?? request.query.email))) throw notFound(INVOICE_NOT_FOUND);
      // a seller gets its own invoice (or, for an order invoiced before issue 33, a copy of its own lines), without the buyer's e-mail and mobile
      const doc = request.user?.type === 'seller' ? await sellerInvoiceView(app.db, order.id, request.user.id) : await loadInvoiceDocument(app.db, order.id, request.query.number);
      if (!doc || (request.query.number && doc.number !== request.query.number)) throw notFound(INVOICE_NOT_FOUND);
      const pdf = await renderInvoicePdf(doc);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${invoiceFilename(doc.number)}"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );

  async function mayRead(user: { id: number; type: string } | null, order: { id: number; user_id: number | null; email: string | null; mobile: string | null }, contact?: string): Promise<boolean> {
    if (user?.type === 'patient') return order.user_id === user.id;
    if (user?.type === 'seller') {
      const line = await app.db
        .selectFrom('order_details')
        // the fulfilling seller of the line (the house seller for products without one)
        .innerJoin('sellers', 'sellers.id', 'order_details.seller_id')
        .select('order_details.id')
        .where('order_details.order_id', '=', order.id)
        .where('sellers.user_id', '=', user.id)
        .executeTakeFirst();
      return Boolean(line);
    }
    if (user) return false;
    return order.user_id === null && Boolean(contact) && contactMatches(order, contact!);
  }
};
