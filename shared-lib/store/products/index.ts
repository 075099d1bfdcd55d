/** Product delivery locations (contract: products) for the delivery rule of shared-lib/domain. */
import type { ApiEnvelope, LocationEntry } from 'shared-lib/contract';
import { productPaths, urlOf } from 'shared-lib/contract/paths';
import { api } from '../api';

export const productLocationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProductLocations: build.query<LocationEntry[][], { productIds: number[]; pincode: string }>({
      query: ({ productIds, pincode }) => urlOf(productPaths.locations, { productIds: productIds.join(','), location: pincode }),
      transformResponse: (body: ApiEnvelope<LocationEntry[][]>) => body.data ?? [],
      keepUnusedDataFor: 0,
    }),
  }),
});
