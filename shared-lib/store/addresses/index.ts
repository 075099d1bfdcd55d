/** The patient's address book (contract: addresses), tag 'Address'. Used by mfe-patient and mfe-checkout alike. */
import type { AddressBody, ApiEnvelope, DefaultAddressBody, PatientAddress } from 'shared-lib/contract';
import { addressPaths, urlOf } from 'shared-lib/contract/paths';
import { api } from '../api';

export const addressesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAddresses: build.query<PatientAddress[], number>({
      query: (userId) => urlOf(addressPaths.byUser, { id: userId }),
      transformResponse: (body: ApiEnvelope<PatientAddress[]>) => body.data ?? [],
      providesTags: ['Address'],
    }),
    addAddress: build.mutation<PatientAddress, AddressBody>({
      query: (body) => ({ url: urlOf(addressPaths.add), method: 'POST', data: body }),
      transformResponse: (body: ApiEnvelope<PatientAddress>) => body.data,
      invalidatesTags: ['Address'],
    }),
    updateAddress: build.mutation<PatientAddress, { id: number; body: AddressBody }>({
      query: ({ id, body }) => ({ url: urlOf(addressPaths.update, { id }), method: 'PUT', data: body }),
      transformResponse: (body: ApiEnvelope<PatientAddress>) => body.data,
      invalidatesTags: ['Address'],
    }),
    setDefaultAddress: build.mutation<PatientAddress[], DefaultAddressBody>({
      query: (list) => ({ url: urlOf(addressPaths.setDefault), method: 'PUT', data: list }),
      transformResponse: (body: ApiEnvelope<PatientAddress[]>) => body.data,
      invalidatesTags: ['Address'],
    }),
    deleteAddress: build.mutation<PatientAddress[], number>({
      query: (id) => ({ url: urlOf(addressPaths.remove, { id }), method: 'DELETE' }),
      transformResponse: (body: ApiEnvelope<PatientAddress[]>) => body.data,
      invalidatesTags: ['Address'],
    }),
  }),
});

export const { useGetAddressesQuery, useAddAddressMutation, useUpdateAddressMutation, useSetDefaultAddressMutation, useDeleteAddressMutation } = addressesApi;
