/**
 * The payment service's consultation endpoints under /pay, beside the order ones: the browser's return from
 * the provider and the server-to-server callback. Both end in a status check; the browser then lands on the
 * booking status page of the doctor's site.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CallbackBody, CallbackResponse, ErrorEnvelope, PaymentReturnBody, PaymentReturnParams, appointmentPaymentPaths as paths } from 'shared-lib/contract';
import { badRequest } from '../http-error';
import { appointmentPaymentOf, settleAppointmentPayment } from '../services/appointments';

export const appointmentPaymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const provider = app.paymentProvider;
  const shopUrl = app.config.paymentReturnUrl;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const statusPage = (appointmentId: number | null, outcome: string) =>
    `${shopUrl}#/consultations/booking/${appointmentId ?? 0}/${outcome === 'paid' ? 'success' : outcome === 'pending' ? 'pending' : 'failed'}`;

  const handleReturn = async (merchantTransactionId: string, body: Record<string, string | undefined> | undefined) => {
    const payment = await appointmentPaymentOf(app.db, merchantTransactionId);
    if (!payment) return statusPage(null, 'failed');
    if (body?.transactionId && body.transactionId !== merchantTransactionId) return statusPage(payment.appointment_id, 'failed');
    if (body?.response !== undefined) {
      const decoded = provider.verifyResponse(body.response, body.checksum);
      if (!decoded || decoded.data?.merchantTransactionId !== merchantTransactionId) return statusPage(payment.appointment_id, 'failed');
    }
    return statusPage(payment.appointment_id, await settleAppointmentPayment(app.db, provider, merchantTransactionId));
  };

  const tags = ['payments'];
  app.post(paths.return, { schema: { tags, summary: 'Browser return of a consultation payment', params: PaymentReturnParams, body: PaymentReturnBody } }, async (request, reply) =>
    reply.redirect(await handleReturn(request.params.merchantTransactionId, request.body), 303),
  );
  app.get(paths.return, { schema: { tags, summary: 'Browser return (redirectMode REDIRECT)', params: PaymentReturnParams } }, async (request, reply) =>
    reply.redirect(await handleReturn(request.params.merchantTransactionId, undefined), 303),
  );
  app.post(paths.callback, { schema: { tags, summary: 'Server-to-server callback of a consultation payment', body: CallbackBody, response: { 200: CallbackResponse, 400: ErrorEnvelope } } }, async (request) => {
    const decoded = provider.verifyResponse(request.body.response, request.headers['x-verify'] as string | undefined);
    const id = decoded?.data?.merchantTransactionId;
    if (!decoded || !id) throw badRequest('Checksum mismatch');
    const payment = await appointmentPaymentOf(app.db, id);
    if (!payment) throw badRequest('Unknown transaction');
    if (Number(decoded.data?.amount) !== payment.amount_paise) throw badRequest('Amount mismatch');
    return { success: true, message: await settleAppointmentPayment(app.db, provider, id) };
  });
};
