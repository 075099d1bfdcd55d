/** Checkout calls, injected into the one RTK Query api (addresses, coupon, delivery locations, place order) and the /pay service. */
import type { ApiEnvelope } from 'shared-lib/contract';
import type { Address, Coupon, Patient, PlaceOrderPayload } from 'shared-lib/domain';
import { appConfig, http } from 'shared-lib/http';
import { api } from 'shared-lib/store';

export interface LocationEntry {
  id: number;
  product_id: number;
  pincode: string;
}

export interface PlacedOrder {
  id: number;
  unique_id: string;
  order_total_price: number;
  total_price: number;
  tax: number;
  shipping_charges: number;
  discount_price: number;
  payment_status: string;
}

export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCheckoutAddresses: build.query<Address[], number>({
      query: (userId) => `patient/getAddressByUserId/${userId}`,
      transformResponse: (body: ApiEnvelope<Address[]>) => body.data ?? [],
      providesTags: ['Address'],
    }),
    getCheckoutPatient: build.query<Patient | null, number>({
      query: (userId) => `patient/getById/${userId}`,
      transformResponse: (body: ApiEnvelope<Patient | null>) => body.data ?? null,
      providesTags: ['Profile'],
    }),
    getCouponDetails: build.query<ApiEnvelope<Coupon | null>, string>({
      query: (code) => `coupon/getCouponDetails/${encodeURIComponent(code)}`,
    }),
    getProductLocations: build.query<LocationEntry[][], { productIds: number[]; pincode: string }>({
      query: ({ productIds, pincode }) => `product-locations/getByProductAndLocation/${productIds.join(',')}/${pincode}`,
      transformResponse: (body: ApiEnvelope<LocationEntry[][]>) => body.data ?? [],
      keepUnusedDataFor: 0,
    }),
    placeOrder: build.mutation<ApiEnvelope<PlacedOrder>, { payload: PlaceOrderPayload; idempotencyKey: string }>({
      query: ({ payload, idempotencyKey }) => ({ url: 'order/placeOrder', method: 'POST', data: payload, headers: { 'Idempotency-Key': idempotencyKey } }),
      invalidatesTags: ['Order', 'Cart'],
    }),
  }),
});

export const { useGetCheckoutAddressesQuery, useGetCheckoutPatientQuery } = checkoutApi;

export interface PaymentStart {
  success: boolean;
  code: string;
  message: string;
  data: { merchantTransactionId: string; order: PlacedOrder; instrumentResponse: { redirectInfo: { url: string } } };
}

/** Origin of the /pay service: the API base without its '/api' suffix. */
export function payBase(): string {
  return appConfig().apiBase.replace(/\/api\/?$/, '');
}

/** POST /pay/phonepe/create with the order payload plus number, MUID and transactionId (spec section 7). */
export async function startPayment(payload: PlaceOrderPayload, idempotencyKey: string): Promise<PaymentStart> {
  const stamp = Date.now();
  const response = await http.post<PaymentStart>(
    '/pay/phonepe/create',
    { ...payload, number: '9999999999', MUID: `MUID${stamp}`, transactionId: `T${stamp}` },
    { baseURL: payBase(), headers: { 'Idempotency-Key': idempotencyKey } },
  );
  return response.data;
}

/** Delivery rule: the ids of products restricted to other pincodes than the delivery one. */
export function undeliverable(productIds: number[], locations: LocationEntry[][], pincode: string): number[] {
  return productIds.filter((_id, index) => {
    const entries = locations[index] ?? [];
    return entries.length > 0 && !entries.some((entry) => entry.pincode === pincode);
  });
}

export function newIdempotencyKey(): string {
  const cryptoApi = globalThis.crypto as Crypto | undefined;
  if (cryptoApi?.randomUUID) return cryptoApi.randomUUID();
  return `k${Date.now()}${Math.random().toString(36).slice(2)}`;
}
