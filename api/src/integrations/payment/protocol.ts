/**
 * PhonePe PG v1 standard-checkout protocol: request encoding and checksums (X-VERIFY).
 * Shared by the real adapter and the built-in sandbox gateway, so both speak exactly the same protocol.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

export const PAY_PATH = '/pg/v1/pay';
export const statusPath = (merchantId: string, merchantTransactionId: string) =>
  `/pg/v1/status/${encodeURIComponent(merchantId)}/${encodeURIComponent(merchantTransactionId)}`;

/** ≤ 35 characters of [A-Za-z0-9_-] (PhonePe's rule for merchantTransactionId and merchantUserId). */
export const MERCHANT_ID_PATTERN = /^[A-Za-z0-9_-]{1,35}$/;

export interface PayRequest {
  merchantId: string;
  merchantTransactionId: string;
  merchantUserId: string;
  /** paise */
  amount: number;
  redirectUrl: string;
  redirectMode: 'POST' | 'REDIRECT';
  callbackUrl: string;
  mobileNumber?: string;
  paymentInstrument: { type: 'PAY_PAGE' };
}

export interface PayResponse {
  success: boolean;
  code: string;
  message: string;
  data?: {
    merchantId: string;
    merchantTransactionId: string;
    instrumentResponse: { type: 'PAY_PAGE'; redirectInfo: { url: string; method: string } };
  };
}

/** Body of the status API, also the decoded `response` of a callback. */
export interface StatusResponse {
  success: boolean;
  /** PAYMENT_SUCCESS, PAYMENT_ERROR, PAYMENT_PENDING, ... */
  code: string;
  message: string;
  data?: {
    merchantId: string;
    merchantTransactionId: string;
    transactionId?: string;
    amount: number;
    /** COMPLETED, FAILED, PENDING */
    state: string;
    responseCode?: string;
  };
}

export const sha256hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
export const toBase64 = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');
export function fromBase64<T>(text: string): T | null {
  try {
    return JSON.parse(Buffer.from(text, 'base64').toString('utf8')) as T;
  } catch {
    return null;
  }
}

/** X-VERIFY of a pay request: sha256hex(base64 + '/pg/v1/pay' + saltKey) + '###' + saltIndex. */
export const payChecksum = (base64: string, saltKey: string, saltIndex: string) => `${sha256hex(base64 + PAY_PATH + saltKey)}###${saltIndex}`;
/** X-VERIFY of a status request: sha256hex(path + saltKey) + '###' + saltIndex. */
export const statusChecksum = (path: string, saltKey: string, saltIndex: string) => `${sha256hex(path + saltKey)}###${saltIndex}`;
/** X-VERIFY of a callback or a response body: sha256hex(response + saltKey) + '###' + saltIndex. */
export const responseChecksum = (response: string, saltKey: string, saltIndex: string) => `${sha256hex(response + saltKey)}###${saltIndex}`;

/** Constant-time comparison of two checksums (different lengths are simply unequal). */
export function checksumEquals(expected: string, given: string | undefined | null): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
