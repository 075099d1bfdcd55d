/**
 * The payment service under /pay (not /api): PhonePe PG v1 standard checkout, or the built-in sandbox
 * (served under /pay/sandbox) only with PAYMENT_SANDBOX=1; with neither, online payment answers 503.
 *   POST /pay/phonepe/create                          order payload + number, MUID, transactionId -> { code, data.instrumentResponse.redirectInfo.url }
 *   POST /pay/phonepe/return/{merchantTransactionId}  the provider sends the browser back here (redirectMode POST)
 *   POST /pay/phonepe/callback                        server-to-server { response } + X-VERIFY
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { loadPaymentConfig, type PaymentConfig } from '../integrations/payment/config';
import { createPhonePeProvider, type Transport } from '../integrations/payment/phonepe';
import type { PaymentProvider } from '../integrations/payment/provider';
import { registerSandbox } from '../integrations/payment/sandbox';
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
import { checkoutLimits } from './guest-orders';
import { scheduleJob } from '../jobs/schedule';
import { checkoutCaller, expireStalePayments, settlePayment, startOnlinePayment } from '../services/orders';

export interface PaymentRoutesOptions {
  /** defaults to loadPaymentConfig(process.env) */
  payment?: PaymentConfig;
}

/** Reaches URLs of this server in-process (the sandbox works without a listening port or network); others over fetch. */
function localFirstTransport(app: FastifyInstance, publicOrigin: string): Transport {
  return async (url, init) => {
    if (url.startsWith(publicOrigin + '/')) {
      const response = await app.inject({ method: init.method, url: url.slice(publicOrigin.length), headers: init.headers, payload: init.body });
      return { status: response.statusCode, json: async () => response.json() as unknown };
    }
    const response = await fetch(url, { method: init.method, headers: init.headers, body: init.body, signal: AbortSignal.timeout(15000) });
    return { status: response.status, json: () => response.json() as Promise<unknown> };
  };
}

export const PAYMENT_UNAVAILABLE = 'Online payment is not available at the moment. Please choose Pay on Delivery.';

/** No provider configured: nothing verifies, every status is unknown. */
const unavailableProvider: PaymentProvider = {
  name: 'none',
  merchantId: '',
  initiate: async () => ({ code: 'PAYMENT_UNAVAILABLE', message: PAYMENT_UNAVAILABLE, redirectUrl: null, raw: null }),
  checkStatus: async () => ({ success: false, code: 'PAYMENT_UNAVAILABLE', message: PAYMENT_UNAVAILABLE }),
  verifyResponse: () => null,
};

export const paymentRoutes: FastifyPluginAsyncTypebox<PaymentRoutesOptions> = async (app, options) => {
  const config = options.payment ?? loadPaymentConfig({ ...process.env, PAYMENT_SANDBOX: app.config.paymentSandbox ? '1' : '0' });
  const publicUrl = app.config.publicUrl.replace(/\/+$/, '');
  const publicOrigin = new URL(publicUrl).origin;
  const transport = localFirstTransport(app, publicOrigin);
  const shopUrl = (process.env.PAYMENT_RETURN_URL || `${publicUrl}/`).replace(/\/?$/, '/');

  // PhonePe's redirect (and the sandbox page) post HTML forms
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  let provider: PaymentProvider;
  if (config.mode === 'disabled') {
    provider = unavailableProvider;
  } else if (config.mode === 'sandbox') {
    const sandboxBase = `${publicUrl}/pay/sandbox`;
    await app.register(
      async (sandbox) => registerSandbox(sandbox, { merchantId: config.merchantId, saltKey: config.saltKey, saltIndex: config.saltIndex, publicBase: sandboxBase, transport }),
      { prefix: '/sandbox' },
    );
    provider = createPhonePeProvider({ name: 'phonepe-sandbox', merchantId: config.merchantId, saltKey: config.saltKey, saltIndex: config.saltIndex, baseUrl: sandboxBase, transport });
  } else {
    provider = createPhonePeProvider({ name: 'phonepe', merchantId: config.merchantId, saltKey: config.saltKey, saltIndex: config.saltIndex, baseUrl: config.baseUrl as string });
  }

  // expire abandoned payments: on a timer, and (at most once a minute) when payments are touched;
  // claimed in the database so one replica runs each sweep
  const expiry = scheduleJob(app, 'payment-expiry', () => expireStalePayments(app.db, provider, config.expiryMinutes));
  let lastSweep = 0;
  const sweepSoon = async () => {
    if (Date.now() - lastSweep <= 60_000) return;
    lastSweep = Date.now();
    await expiry.run(60_000);
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
      const started = await startOnlinePayment(
        app.db,
        provider,
        { redirectUrl: (id) => `${publicUrl}/pay/phonepe/return/${id}`, callbackUrl: `${publicUrl}/pay/phonepe/callback` },
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
    async (request, reply) => {
      const decoded = provider.verifyResponse(request.body.response, request.headers['x-verify'] as string | undefined);
      const id = decoded?.data?.merchantTransactionId;
      if (!decoded || !id) return reply.status(400).send({ success: false, message: 'Checksum mismatch', data: null });
      const payment = await app.db.selectFrom('payments').select(['amount_paise']).where('merchant_transaction_id', '=', id).executeTakeFirst();
      if (!payment) return reply.status(400).send({ success: false, message: 'Unknown transaction', data: null });
      if (Number(decoded.data?.amount) !== payment.amount_paise) return reply.status(400).send({ success: false, message: 'Amount mismatch', data: null });
      const outcome = await settlePayment(app.db, provider, id);
      return { success: true, message: outcome };
    },
  );
};
