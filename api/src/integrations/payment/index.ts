/**
 * The payment provider, made once by server.ts from AppConfig.payment: the built-in sandbox (its pages served
 * under /pay/sandbox) only with PAYMENT_SANDBOX=1, PhonePe PG v1 when its credentials are set, otherwise none
 * (online payment is refused with PAYMENT_UNAVAILABLE).
 */
import type { FastifyInstance } from 'fastify';
import { createPhonePeProvider, type Transport } from './phonepe';
import type { PaymentProvider } from './provider';
import { registerSandbox } from './sandbox';

export type { PaymentProvider } from './provider';
export { loadPaymentConfig, type PaymentConfig } from './config';

/** Reaches paths and PUBLIC_URL addresses of this server in-process (the sandbox works without a listening port or network); others over fetch. */
function localFirstTransport(app: FastifyInstance, publicOrigin: string): Transport {
  return async (url, init) => {
    const local = url.startsWith('/') ? url : url.startsWith(publicOrigin + '/') ? url.slice(publicOrigin.length) : null;
    if (local !== null) {
      const response = await app.inject({ method: init.method, url: local, headers: init.headers, payload: init.body });
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

/** Creates the configured provider; in sandbox mode also registers the sandbox's routes at /pay/sandbox. */
export async function createPaymentProvider(app: FastifyInstance): Promise<PaymentProvider> {
  const config = app.config.payment;
  const publicUrl = app.config.publicUrl.replace(/\/+$/, '');
  if (config.mode === 'disabled') return unavailableProvider;
  if (config.mode !== 'sandbox') {
    return createPhonePeProvider({ name: 'phonepe', merchantId: config.merchantId, saltKey: config.saltKey, saltIndex: config.saltIndex, baseUrl: config.baseUrl as string });
  }
  const transport = localFirstTransport(app, new URL(publicUrl).origin);
  // a path: the sandbox's pay page opens on the origin the shop was opened at
  const sandboxBase = '/pay/sandbox';
  await app.register(
    async (sandbox) => {
      // the sandbox page posts an HTML form
      sandbox.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      });
      await registerSandbox(sandbox, { merchantId: config.merchantId, saltKey: config.saltKey, saltIndex: config.saltIndex, publicBase: sandboxBase, transport });
    },
    { prefix: '/pay/sandbox' },
  );
  return createPhonePeProvider({ name: 'phonepe-sandbox', merchantId: config.merchantId, saltKey: config.saltKey, saltIndex: config.saltIndex, baseUrl: sandboxBase, transport });
}
