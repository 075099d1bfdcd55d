/** The payment service at /pay (contract: payments): starting a PhonePe payment for an order payload. */
import type { CreatePaymentBody, CreatePaymentResponse, PlaceOrderBody } from 'shared-lib/contract';
import { PAYMENT_SERVICE_PREFIX, paymentPaths, urlOf } from 'shared-lib/contract/paths';
import { siteBase } from 'shared-lib/http';
import { api } from '../api';

/** The payer's number the spec's payload carries (the sandbox does not use it). */
export const PAYER_NUMBER = '9999999999';

export const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    startPayment: build.mutation<CreatePaymentResponse, { payload: PlaceOrderBody; idempotencyKey: string }>({
      query: ({ payload, idempotencyKey }) => {
        const stamp = Date.now();
        const body: CreatePaymentBody = { ...payload, number: PAYER_NUMBER, MUID: `MUID${stamp}`, transactionId: `T${stamp}` };
        return {
          url: urlOf(paymentPaths.create),
          baseURL: `${siteBase()}${PAYMENT_SERVICE_PREFIX}`,
          method: 'POST',
          data: body,
          headers: { 'Idempotency-Key': idempotencyKey },
        };
      },
      invalidatesTags: ['Order'],
    }),
  }),
});

export const { useStartPaymentMutation } = paymentsApi;
