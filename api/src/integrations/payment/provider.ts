/** What the order service needs from a payment provider; PhonePe PG v1 (real hosts or the built-in sandbox) implements it. */
import type { PayRequest, StatusResponse } from './protocol';

export interface InitiateResult {
  /** PAYMENT_INITIATED on success */
  code: string;
  message: string;
  redirectUrl: string | null;
  /** request sent and answer received, kept with the payment for audits */
  raw: unknown;
}

export interface PaymentProvider {
  /** 'phonepe' or 'phonepe-sandbox' */
  readonly name: string;
  readonly merchantId: string;
  initiate(request: Omit<PayRequest, 'merchantId' | 'paymentInstrument' | 'redirectMode'>): Promise<InitiateResult>;
  /** Server-to-server status check: the only source trusted before an order is marked paid. */
  checkStatus(merchantTransactionId: string): Promise<StatusResponse>;
  /** Checks the X-VERIFY of a callback `response` in constant time; returns the decoded body or null. */
  verifyResponse(response: string, xVerify: string | undefined): StatusResponse | null;
}
