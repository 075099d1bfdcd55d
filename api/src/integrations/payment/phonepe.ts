/** PhonePe PG v1 standard checkout over HTTP. The host is PhonePe's (PHONEPE_ENV) or the project's sandbox. */
import type { InitiateResult, PaymentProvider } from './provider';
import {
  checksumEquals,
  fromBase64,
  PAY_PATH,
  payChecksum,
  type PayRequest,
  type PayResponse,
  responseChecksum,
  statusChecksum,
  statusPath,
  type StatusResponse,
  toBase64,
} from './protocol';

/** fetch-like transport, so the sandbox can be reached in-process (no network, no listening port needed). */
export type Transport = (url: string, init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string }) => Promise<{ status: number; json(): Promise<unknown> }>;

export interface PhonePeOptions {
  name: string;
  merchantId: string;
  saltKey: string;
  saltIndex: string;
  /** e.g. https://api.phonepe.com/apis/hermes (production), https://api-preprod.phonepe.com/apis/pg-sandbox (UAT) */
  baseUrl: string;
  transport?: Transport;
}

export const PHONEPE_HOSTS: Record<string, string> = {
  production: 'https://api.phonepe.com/apis/hermes',
  uat: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
};

const fetchTransport: Transport = async (url, init) => {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(15000) });
  return { status: response.status, json: () => response.json() as Promise<unknown> };
};

export function createPhonePeProvider(options: PhonePeOptions): PaymentProvider {
  const { merchantId, saltKey, saltIndex, baseUrl } = options;
  const transport = options.transport ?? fetchTransport;
  return {
    name: options.name,
    merchantId,
    async initiate(request): Promise<InitiateResult> {
      const payload: PayRequest = { ...request, merchantId, redirectMode: 'POST', paymentInstrument: { type: 'PAY_PAGE' } };
      const base64 = toBase64(payload);
      const headers = { 'Content-Type': 'application/json', 'X-VERIFY': payChecksum(base64, saltKey, saltIndex), accept: 'application/json' };
      let body: PayResponse;
      try {
        const response = await transport(baseUrl + PAY_PATH, { method: 'POST', headers, body: JSON.stringify({ request: base64 }) });
        body = (await response.json()) as PayResponse;
      } catch (error) {
        return { code: 'PROVIDER_UNREACHABLE', message: `Payment provider unreachable: ${String(error)}`, redirectUrl: null, raw: { payload } };
      }
      const url = body?.data?.instrumentResponse?.redirectInfo?.url ?? null;
      return { code: body?.code ?? 'UNKNOWN', message: body?.message ?? '', redirectUrl: body?.success ? url : null, raw: { payload, response: body } };
    },
    async checkStatus(merchantTransactionId): Promise<StatusResponse> {
      const path = statusPath(merchantId, merchantTransactionId);
      try {
        const response = await transport(baseUrl + path, {
          method: 'GET',
          headers: { 'Content-Type': 'application/json', 'X-VERIFY': statusChecksum(path, saltKey, saltIndex), 'X-MERCHANT-ID': merchantId },
        });
        const body = (await response.json()) as StatusResponse;
        return body && typeof body.code === 'string' ? body : { success: false, code: 'UNKNOWN', message: 'Unreadable status' };
      } catch (error) {
        return { success: false, code: 'PROVIDER_UNREACHABLE', message: String(error) };
      }
    },
    verifyResponse(response, xVerify) {
      if (!checksumEquals(responseChecksum(response, saltKey, saltIndex), xVerify)) return null;
      return fromBase64<StatusResponse>(response);
    },
  };
}
