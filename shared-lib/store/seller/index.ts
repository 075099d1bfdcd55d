/** The seller resource (spec section 7): multipart registration and the seller's own profile. */
import type { ApiEnvelope, RegisteredSeller, SellerPharmacyBody, SellerProfile, SellerRegistrationFields, SellerRegistrationResponse } from 'shared-lib/contract';
import { PAN_IMAGE_FIELD, sellerPaths, urlOf } from 'shared-lib/contract/paths';
import { api } from '../api';

export interface SellerRegistrationRequest {
  fields: SellerRegistrationFields;
  panImage: Blob;
}

/** The multipart body: every text field, then the PAN image under `pan_image`. */
export function sellerRegistrationForm({ fields, panImage }: SellerRegistrationRequest): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  form.append(PAN_IMAGE_FIELD, panImage, panImage instanceof File ? panImage.name : 'pan-image');
  return form;
}

export const sellerApi = api.injectEndpoints({
  endpoints: (build) => ({
    registerSeller: build.mutation<SellerRegistrationResponse, SellerRegistrationRequest>({
      query: (request) => ({ url: urlOf(sellerPaths.registration), method: 'POST', data: sellerRegistrationForm(request) }),
    }),
    getSellerProfile: build.query<SellerProfile, void>({
      query: () => urlOf(sellerPaths.profile),
      transformResponse: (body: ApiEnvelope<SellerProfile>) => body.data,
    }),
    /** issue 28: the registered pharmacist and the retail drug licence; the answer replaces the cached profile */
    updateSellerPharmacy: build.mutation<SellerProfile, SellerPharmacyBody>({
      query: (body) => ({ url: urlOf(sellerPaths.pharmacy), method: 'PUT', data: body }),
      transformResponse: (body: ApiEnvelope<SellerProfile>) => body.data,
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(sellerApi.util.upsertQueryData('getSellerProfile', undefined, data));
      },
    }),
  }),
});

export const { useRegisterSellerMutation, useGetSellerProfileQuery, useUpdateSellerPharmacyMutation } = sellerApi;
export type { RegisteredSeller, SellerPharmacyBody, SellerProfile, SellerRegistrationFields };
