/**
 * Returns, refunds and credit notes (issue 33, part B). Patients: what may be returned, the request, its
 * photos. Sellers: their returns, approve or reject, the pickup and receipt moves. Credit note PDFs for the
 * order's patient, its guest and the seller of the return.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CreditNoteParams, CreditNoteQuery, ErrorEnvelope, IdParams, ok, OrderReturns, responses, ReturnDecisionBody, ReturnMoveBody, ReturnOrderParams, returnPaths as paths, ReturnPhotoParams, ReturnRequestBody, ReturnView, SellerReturnList, SellerReturnsQuery } from 'shared-lib/contract';
import { RETURN_MESSAGES as M, RETURN_PHOTO_FIELD, RETURN_PHOTOS_MAX } from 'shared-lib/domain/returns';
import { readImageFiles } from '../integrations/storage';
import { creditNoteFilename, creditNotePdf } from '../services/credit-notes/download';
import { addReturnPhotos, readReturnPhoto } from '../services/returns/photos';
import { orderReturns, ownReturnId, requestReturn } from '../services/returns/request';
import { decideReturn, listSellerReturns, moveReturn } from '../services/returns/seller';
import { loadReturnViews } from '../services/returns/views';
import { INVOICE_ADDRESS_LIMIT } from './invoices';

export const returnRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['returns'];
  const security = [{ bearerAuth: [] }];
  const patient = app.requireRole('patient');
  const seller = app.requireRole('seller');

  app.get(paths.ofOrder, { preHandler: patient, schema: { tags, security, summary: "The caller's order: each line's return state (how many, until when, or why not), its returns with their steps, refunds and credit notes", params: ReturnOrderParams, response: responses(OrderReturns) } }, async (request) =>
    ok(await orderReturns(app.db, request.user.id, request.params.uniqueId)),
  );

  app.post(
    paths.request,
    { preHandler: patient, schema: { tags, security, summary: 'Request a return of delivered lines within their window (409 past the window or more than delivered; one return per seller)', params: ReturnOrderParams, body: ReturnRequestBody, response: responses(Type.Array(ReturnView)) } },
    async (request) => ok(await requestReturn(app.db, request.user.id, request.params.uniqueId, request.body), M.requested),
  );

  app.post(
    paths.photos,
    { preHandler: patient, schema: { tags, security, summary: `Photos of the caller's open return (multipart \`${RETURN_PHOTO_FIELD}\`: PNG or JPEG checked by content and size, at most ${RETURN_PHOTOS_MAX})`, consumes: ['multipart/form-data'], params: IdParams, response: responses(ReturnView) } },
    async (request) => {
      const id = await ownReturnId(app.db, request.user.id, request.params.id);
      await addReturnPhotos(app.db, app.storage, id, await readImageFiles(request, { field: RETURN_PHOTO_FIELD, max: RETURN_PHOTOS_MAX, tooMany: M.tooManyPhotos }));
      return ok((await loadReturnViews(app.db, { returnId: id }))[0], M.photosAdded);
    },
  );

  app.get(
    paths.photo,
    {
      preHandler: app.requireRole('patient', 'seller'),
      schema: {
        tags,
        security,
        summary: "A return's photo: the order's patient, the return's seller or the house seller; anyone else 404",
        params: ReturnPhotoParams,
        response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'image/png or image/jpeg' }), 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const photo = await readReturnPhoto(app.db, app.storage, request.user, request.params.id, request.params.photoId);
      return reply.header('Content-Type', photo.contentType).header('X-Content-Type-Options', 'nosniff').header('Cache-Control', 'private, no-store').send(photo.data);
    },
  );

  app.get(paths.sellerList, { preHandler: seller, schema: { tags, security, summary: "The caller's returns (its own lines only), newest first", querystring: SellerReturnsQuery, response: responses(SellerReturnList) } }, async (request) =>
    ok({ items: await listSellerReturns(app.db, request.user.id, request.query) }),
  );

  app.put(paths.decide, { preHandler: seller, schema: { tags, security, summary: 'Approve or reject (with a reason) a requested return; mailed to the patient', params: IdParams, body: ReturnDecisionBody, response: responses(ReturnView) } }, async (request) => {
    const view = await decideReturn(app.db, request.user.id, request.params.id, request.body);
    return ok(view, request.body.decision === 'approve' ? M.approved : M.rejected);
  });

  app.put(
    paths.move,
    { preHandler: seller, schema: { tags, security, summary: 'approved -> pickup_scheduled -> picked_up -> received (restock or not); on receipt the credit note and the refund record', params: IdParams, body: ReturnMoveBody, response: responses(ReturnView) } },
    async (request) => {
      const view = await moveReturn(app.db, request.user.id, request.params.id, request.body);
      return ok(view, request.body.status === 'received' ? M.received : M.moved);
    },
  );

  app.get(
    paths.creditNote,
    {
      config: { rateLimit: { max: INVOICE_ADDRESS_LIMIT, timeWindow: '1 minute' } },
      preHandler: app.rateLimited('orderAccess', (request) => `order:${(request.params as { uniqueId?: string }).uniqueId ?? ''}`),
      schema: {
        tags,
        summary: 'A GST credit note PDF: the order\'s patient (token), its guest (?contact=), or the seller of the return (token)',
        params: CreditNoteParams,
        querystring: CreditNoteQuery,
        response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'application/pdf' }), 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope, 429: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      if (request.headers.authorization) await app.authenticate(request, reply);
      const { number, pdf } = await creditNotePdf(app.db, request.user ?? null, request.params.uniqueId, request.params.id, request.query.contact);
      return reply.header('Content-Type', 'application/pdf').header('Content-Disposition', `attachment; filename="${creditNoteFilename(number)}"`).header('Cache-Control', 'private, no-store').send(pdf);
    },
  );
};
