/** Prescription-required medicines (issue 28): the patient's prescriptions, private file reads, the seller's review queue and decisions. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApproveBody,
  ErrorEnvelope,
  FromEprescriptionBody,
  IdParams,
  ok,
  OrderRxState,
  RejectBody,
  responses,
  ReuploadBody,
  RX_FILES_FIELD,
  RxDocument,
  RxMine,
  RxReview,
  RxReviewQueue,
  rxPaths as paths,
} from 'shared-lib/contract';
import { RX_MESSAGES } from 'shared-lib/domain';
import { createEprescriptionDocument, createUploadDocument, myPrescriptions } from '../services/rx/documents';
import { readRxFile } from '../services/rx/file-access';
import { approveReview, orderRxState, rejectReview, reuploadForOrder, reviewQueue } from '../services/rx/review';
import { readRxUpload } from '../services/rx/upload-files';

export const orderPrescriptionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['prescriptions'];
  const security = [{ bearerAuth: [] }];
  const patient = app.requireRole('patient');
  const seller = app.requireRole('seller');

  app.post(
    paths.upload,
    {
      preHandler: patient,
      schema: { tags, security, consumes: ['multipart/form-data'], summary: `Upload a prescription: field ${RX_FILES_FIELD}, 1 to 3 files (jpg, png or pdf by content, 10 MB each, images 800 px or more on the long side; EXIF removed)`, response: { ...responses(RxDocument), 413: ErrorEnvelope } },
    },
    async (request) => ok(await createUploadDocument(app.db, app.storage, request.user.id, await readRxUpload(request, RX_FILES_FIELD)), RX_MESSAGES.uploaded),
  );

  app.get(paths.mine, { preHandler: patient, schema: { tags, security, summary: "The caller's approved prescriptions still valid and e-prescriptions of its consultations", response: responses(RxMine) } }, async (request) =>
    ok(await myPrescriptions(app.db, request.user.id)),
  );

  app.post(paths.fromEprescription, { preHandler: patient, schema: { tags, security, summary: 'Use an e-prescription of one of the caller’s consultations', body: FromEprescriptionBody, response: responses(RxDocument) } }, async (request) =>
    ok(await createEprescriptionDocument(app.db, request.user.id, request.body.eprescription_id)),
  );

  app.get(
    paths.file,
    { preHandler: app.requireRole('patient', 'seller', 'doctor'), schema: { tags, security, summary: 'One prescription file: its patient, the reviewing sellers of its orders, its prescriber (every view logged)', params: IdParams } },
    async (request, reply) => {
      const file = await readRxFile(app.db, app.storage, request.user, request.params.id);
      return reply.header('Content-Type', file.contentType).header('X-Content-Type-Options', 'nosniff').header('Cache-Control', 'private, no-store').header('Content-Disposition', 'inline').send(file.data);
    },
  );

  app.get(paths.orderState, { preHandler: patient, schema: { tags, security, summary: 'The prescription state of one of the caller’s orders', params: IdParams, response: responses(OrderRxState) } }, async (request) =>
    ok(await orderRxState(app.db, request.user.id, request.params.id)),
  );

  app.post(
    paths.reupload,
    { preHandler: patient, schema: { tags, security, summary: 'The one new prescription after a rejection, while the order is open', params: IdParams, body: ReuploadBody, response: responses(OrderRxState) } },
    async (request) => ok(await reuploadForOrder(app.db, request.user.id, request.params.id, request.body.document_id), RX_MESSAGES.uploaded),
  );

  app.get(paths.queue, { preHandler: seller, schema: { tags, security, summary: 'Prescriptions to review: pending first (flagged after 48 hours), then the latest decisions', response: responses(RxReviewQueue) } }, async (request) =>
    ok(await reviewQueue(app.db, request.user.id)),
  );

  app.post(paths.approve, { preHandler: seller, schema: { tags, security, summary: 'Approve: the shipment may ship (H1 lines written to the register)', params: IdParams, body: ApproveBody, response: responses(RxReview) } }, async (request) =>
    ok(await approveReview(app.db, request.user.id, request.params.id, request.body), RX_MESSAGES.approved),
  );

  app.post(
    paths.reject,
    { preHandler: seller, schema: { tags, security, summary: 'Reject with a coded reason: the prescription lines cancelled, stock released, a refund recorded for a paid order, the patient mailed', params: IdParams, body: RejectBody, response: responses(RxReview) } },
    async (request) => ok(await rejectReview(app.db, request.user.id, request.params.id, request.body), RX_MESSAGES.rejected),
  );
};
