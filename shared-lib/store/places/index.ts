/** The postal look-up at /pincode (contract: places), beside /api at the site root. */
import { pincodePaths, urlOf, type PincodeLookupResult, type PincodeResponse } from 'shared-lib/contract';
import { siteBase } from 'shared-lib/http';
import { api } from '../api';

export const placesApi = api.injectEndpoints({
  endpoints: (build) => ({
    lookupPincode: build.query<PincodeLookupResult | null, string>({
      query: (pincode) => ({ url: urlOf(pincodePaths.lookup, { pincode }), baseURL: siteBase() || '/' }),
      transformResponse: (body: PincodeResponse) => body?.[0] ?? null,
    }),
  }),
});

export const { useLookupPincodeQuery, useLazyLookupPincodeQuery } = placesApi;
