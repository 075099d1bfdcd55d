/**
 * The payment service under /pay (not /api): PhonePe PG v1 standard checkout, or the built-in sandbox
 * (served under /pay/sandbox) only with PAYMENT_SANDBOX=1; with neither, online payment answers 503.
 *   POST /pay/phonepe/create                          order payload + number, MUID, transactionId -> { code, data.instrumentResponse.redirectInfo.url }
 *   POST /pay/phonepe/return/{merchantTransactionId}  the provider sends the browser back here (redirectMode POST)
 *   POST /pay/phonepe/callback                        server-to-server { response } + X-VERIFY
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CallbackBody,
  CallbackResponse,
  CreatePaymentBody,
  createPaymentResponses,
  ErrorEnvelope,
  IdempotencyHeaders,
  PaymentReturnBody,
  PaymentReturnParams,
  paymentPaths as paths,
} from 'shared-lib/contract';
import { PAYMENT_UNAVAILABLE } from '../integrations/payment';
import { badRequest } from '../http-error';
import { requestOrigin } from '../plugins/request-origin';
import { checkoutLimits } from './guest-orders';
import { checkoutCaller } from '../plugins/checkout-caller';
import { paymentAmount, settlePayment, startOnlinePayment } from '../services/orders';

export const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = app.config.payment;
  const publicUrl = app.config.publicUrl.replace(/\/+$/, '');
  // relative ('/' by default): the browser comes back to the origin it paid from, where its session is
  const shopUrl = app.config.paymentReturnUrl;

  // PhonePe's redirect (and the sandbox page) post HTML forms
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const provider = app.paymentProvider;

  // abandoned payments expire on the jobs plugin's timer, and (at most once a minute) when payments are
  // touched; claimed in the database so one replica runs each sweep
  let lastSweep = 0;
  const sweepSoon = async () => {
    if (Date.now() - lastSweep <= 60_000) return;
    lastSweep = Date.now();
    await app.jobs.run('payment-expiry', 60_000);
  };

  const statusPage = (outcome: string) => `${shopUrl}#/checkout-status/${outcome === 'paid' ? 'success' : outcome === 'pending' ? 'pending' : 'failed'}`;

  app.post(
    paths.create,
    {
      preHandler: checkoutLimits(app),
      schema: {
        tags: ['payments'],
        summary: 'Create the order (payment pending, stock reserved) and start a PhonePe PG v1 pay-page payment',
        headers: IdempotencyHeaders,
        body: CreatePaymentBody,
        response: createPaymentResponses,
      },
    },
    async (request, reply) => {
      if (config.mode === 'disabled') return reply.status(503).send({ success: false, message: PAYMENT_UNAVAILABLE, data: null });
      const caller = await checkoutCaller(app, request, reply);
      await sweepSoon();
      // the provider needs absolute addresses: the browser returns to the origin it started from, the callback goes to PUBLIC_URL
      const returnBase = requestOrigin(request, publicUrl);
      const started = await startOnlinePayment(
        app.db,
        provider,
        { redirectUrl: (id) => `${returnBase}/pay/phonepe/return/${id}`, callbackUrl: `${publicUrl}/pay/phonepe/callback` },
        request.body,
        caller,
        request.headers['idempotency-key'],
      );
      return {
        success: started.code === 'PAYMENT_INITIATED',
        code: started.code,
        message: started.message,
        data: {
          merchantTransactionId: started.merchantTransactionId,
          order: started.order,
          instrumentResponse: { type: 'PAY_PAGE' as const, redirectInfo: { url: started.redirectUrl ?? '', method: 'GET' } },
        },
      };
    },
  );

  const handleReturn = async (merchantTransactionId: string, body: Record<string, string | undefined> | undefined): Promise<string> => {
    if (body?.transactionId && body.transactionId !== merchantTransactionId) return 'failed';
    if (body?.response !== undefined) {
      // the sandbox (and a signed return) carries the response body: its checksum must verify
      const decoded = provider.verifyResponse(body.response, body.checksum);
      if (!decoded || decoded.data?.merchantTransactionId !== merchantTransactionId) return 'failed';
    }
    await sweepSoon();
    return settlePayment(app.db, provider, merchantTransactionId);
  };

  app.post(
    paths.return,
    { schema: { tags: ['payments'], summary: 'Browser return from the provider: verified, then a status check decides', params: PaymentReturnParams, body: PaymentReturnBody } },
    async (request, reply) => reply.redirect(statusPage(await handleReturn(request.params.merchantTransactionId, request.body)), 303),
  );
  app.get(
    paths.return,
    { schema: { tags: ['payments'], summary: 'Browser return (redirectMode REDIRECT)', params: PaymentReturnParams } },
    async (request, reply) => reply.redirect(statusPage(await handleReturn(request.params.merchantTransactionId, undefined)), 303),
  );

  app.post(
    paths.callback,
    {
      schema: {
        tags: ['payments'],
        summary: 'Server-to-server callback: X-VERIFY checked in constant time, amount compared, then a status check decides',
        body: CallbackBody,
        response: { 200: CallbackResponse, 400: ErrorEnvelope },
      },
    },
    async (request) => {
      const decoded = provider.verifyResponse(request.body.response, request.headers['x-verify'] as string | undefined);
      const id = decoded?.data?.merchantTransactionId;
      if (!decoded || !id) throw badRequest('Checksum mismatch');
      const amountPaise = await paymentAmount(app.db, id);
      if (amountPaise === null) throw badRequest('Unknown transaction');
      if (Number(decoded.data?.amount) !== amountPaise) throw badRequest('Amount mismatch');
      const outcome = await settlePayment(app.db, provider, id);
      return { success: true, message: outcome };
    },
  );
};
