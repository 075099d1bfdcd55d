/** The patient endpoints, injected into the one RTK Query api of shared-lib. */
import type { ApiEnvelope } from 'shared-lib/contract';
import type { AddressLines, Paginated, PatientAddress, PatientOrder, PatientProfile, PatientProfileUpdate } from 'shared-lib/domain';
import { api } from 'shared-lib/store';

export interface SignupRequest {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  phone: string;
  gender: string;
  dob: string;
  role: 1;
  type: 'patient';
}
export interface SignupResponse {
  success: boolean;
  message: string;
  token: string;
  data: PatientProfile;
}
export type ProfileUpdate = PatientProfileUpdate;
export interface AddressRequest {
  address: AddressLines;
  state_id: number;
  city_id: number;
  user_id: number;
  is_default: 0 | 1;
}

export const patientApi = api.injectEndpoints({
  endpoints: (build) => ({
    createPatient: build.mutation<SignupResponse, SignupRequest>({
      query: (body) => ({ url: 'patient/create', method: 'POST', data: body }),
    }),
    getPatient: build.query<PatientProfile, number>({
      query: (id) => `patient/getById/${id}`,
      transformResponse: (body: ApiEnvelope<PatientProfile>) => body.data,
      providesTags: ['Profile'],
    }),
    updatePatient: build.mutation<PatientProfile, { id: number; body: ProfileUpdate }>({
      query: ({ id, body }) => ({ url: `patient/updatePatient/${id}`, method: 'PUT', data: body }),
      transformResponse: (body: ApiEnvelope<PatientProfile>) => body.data,
      invalidatesTags: ['Profile'],
    }),
    changePassword: build.mutation<ApiEnvelope<null>, { id: number; Old_Password: string; password: string }>({
      query: ({ id, ...body }) => ({ url: `patient/changePassword/${id}`, method: 'PUT', data: body }),
    }),
    getAddresses: build.query<PatientAddress[], number>({
      query: (userId) => `patient/getAddressByUserId/${userId}`,
      transformResponse: (body: ApiEnvelope<PatientAddress[]>) => body.data ?? [],
      providesTags: ['Address'],
    }),
    addAddress: build.mutation<PatientAddress, AddressRequest>({
      query: (body) => ({ url: 'patient/addAddress', method: 'POST', data: body }),
      transformResponse: (body: ApiEnvelope<PatientAddress>) => body.data,
      invalidatesTags: ['Address'],
    }),
    updateAddress: build.mutation<PatientAddress, { id: number; body: AddressRequest }>({
      query: ({ id, body }) => ({ url: `patient/updateUserAddress/${id}`, method: 'PUT', data: body }),
      transformResponse: (body: ApiEnvelope<PatientAddress>) => body.data,
      invalidatesTags: ['Address'],
    }),
    setDefaultAddress: build.mutation<PatientAddress[], { id: number; is_default: 0 | 1 }[]>({
      query: (list) => ({ url: 'patient/setDefaultAddress', method: 'PUT', data: list }),
      transformResponse: (body: ApiEnvelope<PatientAddress[]>) => body.data,
      invalidatesTags: ['Address'],
    }),
    deleteAddress: build.mutation<PatientAddress[], number>({
      query: (id) => ({ url: `patient/deleteAddress/${id}`, method: 'DELETE' }),
      transformResponse: (body: ApiEnvelope<PatientAddress[]>) => body.data,
      invalidatesTags: ['Address'],
    }),
    getOrders: build.query<Paginated<PatientOrder>, { userId: number; page: number; pageSize: number }>({
      query: ({ userId, page, pageSize }) => ({ url: `order/getOrderByUserId/${userId}`, params: { page, pageSize } }),
      transformResponse: (body: ApiEnvelope<Paginated<PatientOrder>>) => body.data,
      providesTags: ['Order'],
    }),
    trackOrder: build.query<PatientOrder, { uniqueId: string; userId: number }>({
      query: ({ uniqueId, userId }) => `order/getOrderDetailsByOrderUniqueId/${encodeURIComponent(uniqueId)}/${userId}`,
      transformResponse: (body: ApiEnvelope<PatientOrder>) => body.data,
      providesTags: ['Order'],
    }),
    cancelOrder: build.mutation<PatientOrder, string>({
      query: (uniqueId) => ({ url: `order/cancel/${encodeURIComponent(uniqueId)}`, method: 'PUT' }),
      transformResponse: (body: ApiEnvelope<PatientOrder>) => body.data,
      invalidatesTags: ['Order', 'Product'],
    }),
  }),
});

export const {
  useCreatePatientMutation,
  useGetPatientQuery,
  useUpdatePatientMutation,
  useChangePasswordMutation,
  useGetAddressesQuery,
  useAddAddressMutation,
  useUpdateAddressMutation,
  useSetDefaultAddressMutation,
  useDeleteAddressMutation,
  useGetOrdersQuery,
  useLazyTrackOrderQuery,
  useCancelOrderMutation,
} = patientApi;

/** The server's message of a failed RTK Query call. */
export function failureMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  const message = (error as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : fallback;
}
