/**
 * The built-in payment sandbox: a PhonePe PG v1 look-alike served by the project under /pay/sandbox.
 * It checks the pay request's X-VERIFY with the sandbox salt, shows a payment page with Pay and Fail,
 * then posts the result to the server-to-server callback ({response: base64} + X-VERIFY) and back to the
 * redirect URL (form POST), and answers the status API. State lives in memory: a restart forgets
 * unfinished sandbox payments (they then expire like abandoned ones).
 */
import type { FastifyInstance } from 'fastify';
import {
  checksumEquals,
  fromBase64,
  MERCHANT_ID_PATTERN,
  payChecksum,
  type PayRequest,
  responseChecksum,
  statusChecksum,
  statusPath,
  type StatusResponse,
  toBase64,
} from './protocol';
import type { Transport } from './phonepe';
import { cspHeader, scriptHash } from '../../plugins/security-headers';

const AUTO_SUBMIT = "document.getElementById('back').submit()";

interface SandboxTransaction {
  request: PayRequest;
  state: 'PENDING' | 'COMPLETED' | 'FAILED';
  transactionId: string;
}

export interface SandboxOptions {
  merchantId: string;
  saltKey: string;
  saltIndex: string;
  /** where the sandbox is served: '/pay/sandbox', a path, so its pages stay on the shop's origin */
  publicBase: string;
  /** how the sandbox reaches the merchant's callback URL */
  transport: Transport;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>
body{margin:0;font-family:'Segoe UI',system-ui,sans-serif;background:#f3f0fa;color:#1f2a24;display:flex;min-height:100vh;align-items:center;justify-content:center}
.card{background:#fff;border-radius:16px;box-shadow:0 8px 28px rgba(60,20,120,.16);padding:32px;max-width:380px;width:calc(100% - 32px)}
.brand{display:flex;align-items:center;gap:10px;color:#5f259f;font-weight:700;font-size:20px;margin-bottom:8px}
.badge{font-size:11px;background:#fdf0de;color:#a15c00;border-radius:999px;padding:2px 8px;font-weight:600}
.amount{font-size:34px;font-weight:700;margin:18px 0 4px}.muted{color:#55625b;font-size:14px;word-break:break-all}
.actions{display:flex;gap:12px;margin-top:24px}button{flex:1;font:inherit;font-weight:600;border:0;border-radius:10px;padding:14px;cursor:pointer}
.pay{background:#5f259f;color:#fff}.fail{background:#fdecea;color:#b42318}button:focus-visible{outline:3px solid #f08c1a}
</style></head><body><main class="card">${body}</main></body></html>`;
}

export function registerSandbox(app: FastifyInstance, options: SandboxOptions): void {
  const { merchantId, saltKey, saltIndex, publicBase, transport } = options;
  const transactions = new Map<string, SandboxTransaction>();

  const statusOf = (tx: SandboxTransaction): StatusResponse => {
    const code = tx.state === 'COMPLETED' ? 'PAYMENT_SUCCESS' : tx.state === 'FAILED' ? 'PAYMENT_ERROR' : 'PAYMENT_PENDING';
    return {
      success: tx.state === 'COMPLETED',
      code,
      message: tx.state === 'COMPLETED' ? 'Your payment is successful.' : tx.state === 'FAILED' ? 'Payment Failed' : 'Your payment is in pending state.',
      data: {
        merchantId,
        merchantTransactionId: tx.request.merchantTransactionId,
        transactionId: tx.transactionId,
        amount: tx.request.amount,
        state: tx.state,
        responseCode: tx.state === 'COMPLETED' ? 'SUCCESS' : tx.state === 'FAILED' ? 'PAYMENT_DECLINED' : 'PENDING',
      },
    };
  };

  app.post('/pg/v1/pay', { schema: { hide: true } }, async (request, reply) => {
    const body = request.body as { request?: unknown } | undefined;
    const base64 = typeof body?.request === 'string' ? body.request : '';
    if (!checksumEquals(payChecksum(base64, saltKey, saltIndex), request.headers['x-verify'] as string | undefined)) {
      return reply.status(400).send({ success: false, code: 'BAD_REQUEST', message: 'X-VERIFY header mismatch' });
    }
    const pay = fromBase64<PayRequest>(base64);
    const valid =
      pay &&
      pay.merchantId === merchantId &&
      MERCHANT_ID_PATTERN.test(pay.merchantTransactionId ?? '') &&
      MERCHANT_ID_PATTERN.test(pay.merchantUserId ?? '') &&
      Number.isInteger(pay.amount) &&
      pay.amount >= 100 &&
      typeof pay.redirectUrl === 'string' &&
      typeof pay.callbackUrl === 'string' &&
      pay.paymentInstrument?.type === 'PAY_PAGE';
    if (!valid || !pay) return reply.status(400).send({ success: false, code: 'BAD_REQUEST', message: 'Invalid pay request' });
    if (transactions.has(pay.merchantTransactionId)) {
      return reply.status(400).send({ success: false, code: 'DUPLICATE_TRANSACTION', message: 'Transaction id already used' });
    }
    transactions.set(pay.merchantTransactionId, { request: pay, state: 'PENDING', transactionId: `SBX${Date.now()}${Math.floor(Math.random() * 1e6)}` });
    return {
      success: true,
      code: 'PAYMENT_INITIATED',
      message: 'Payment initiated',
      data: {
        merchantId,
        merchantTransactionId: pay.merchantTransactionId,
        instrumentResponse: { type: 'PAY_PAGE', redirectInfo: { url: `${publicBase}/checkout/${encodeURIComponent(pay.merchantTransactionId)}`, method: 'GET' } },
      },
    };
  });

  app.get<{ Params: { merchantId: string; id: string } }>('/pg/v1/status/:merchantId/:id', { schema: { hide: true } }, async (request, reply) => {
    const path = statusPath(request.params.merchantId, request.params.id);
    if (!checksumEquals(statusChecksum(path, saltKey, saltIndex), request.headers['x-verify'] as string | undefined) || request.params.merchantId !== merchantId) {
      return reply.status(400).send({ success: false, code: 'BAD_REQUEST', message: 'X-VERIFY header mismatch' });
    }
    const tx = transactions.get(request.params.id);
    if (!tx) return reply.status(404).send({ success: false, code: 'TRANSACTION_NOT_FOUND', message: 'No transaction found' });
    return statusOf(tx);
  });

  app.get<{ Params: { id: string } }>('/checkout/:id', { schema: { hide: true } }, async (request, reply) => {
    const tx = transactions.get(request.params.id);
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
    if (!tx) return page('Payment not found', '<div class="brand">Sandbox Pay</div><p>This payment does not exist or has expired.</p>');
    const rupees = (tx.request.amount / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 });
    const action = `${publicBase}/checkout/${encodeURIComponent(tx.request.merchantTransactionId)}/complete`;
    if (tx.state !== 'PENDING') return page('Payment finished', `<div class="brand">Sandbox Pay</div><p>This payment is already ${tx.state.toLowerCase()}.</p>`);
    return page(
      'Sandbox Pay',
      `<div class="brand">Sandbox Pay <span class="badge">TEST MODE</span></div>
<p class="muted">PhonePe-compatible test gateway. No money moves.</p>
<div class="amount" data-testid="sandbox-amount">₹${rupees}</div>
<p class="muted">Transaction ${escapeHtml(tx.request.merchantTransactionId)}</p>
<div class="actions">
<form method="post" action="${escapeHtml(action)}" style="flex:1;display:flex"><input type="hidden" name="decision" value="fail"><button class="fail" type="submit">Fail</button></form>
<form method="post" action="${escapeHtml(action)}" style="flex:1;display:flex"><input type="hidden" name="decision" value="pay"><button class="pay" type="submit">Pay</button></form>
</div>`,
    );
  });

  app.post<{ Params: { id: string } }>('/checkout/:id/complete', { schema: { hide: true } }, async (request, reply) => {
    const tx = transactions.get(request.params.id);
    if (!tx) return reply.status(404).type('text/html; charset=utf-8').send(page('Payment not found', '<p>This payment does not exist.</p>'));
    const decision = (request.body as { decision?: string } | undefined)?.decision;
    if (tx.state === 'PENDING') tx.state = decision === 'pay' ? 'COMPLETED' : 'FAILED';
    const status = statusOf(tx);
    const response = toBase64(status);
    const checksum = responseChecksum(response, saltKey, saltIndex);
    try {
      await transport(tx.request.callbackUrl, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-VERIFY': checksum }, body: JSON.stringify({ response }) });
    } catch (error) {
      request.log.warn({ err: error }, 'sandbox callback failed');
    }
    const fields: Record<string, string> = {
      code: status.code,
      merchantId,
      transactionId: tx.request.merchantTransactionId,
      amount: String(tx.request.amount),
      providerReferenceId: tx.transactionId,
      response,
      checksum,
    };
    const inputs = Object.entries(fields)
      .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
      .join('');
    // the one inline script of the sandbox is allowed by its hash, and it may post back to the shop
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').header('Content-Security-Policy', cspHeader([scriptHash(AUTO_SUBMIT)], [new URL(tx.request.redirectUrl).origin]));
    return page(
      'Returning to the shop',
      `<div class="brand">Sandbox Pay</div><p>Returning to the shop…</p>
<form id="back" method="post" action="${escapeHtml(tx.request.redirectUrl)}">${inputs}<noscript><button class="pay" type="submit">Continue</button></noscript></form>
<script>${AUTO_SUBMIT}</script>`,
    );
  });
}
