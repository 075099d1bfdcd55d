/**
 * The one RTK Query api. Remotes add their endpoints with `api.injectEndpoints` (never a second api);
 * these base endpoints are the ones the shell and several remotes read. It joins the store (made by
 * shared-lib/store/core, without it) when this module loads.
 */
import type { ApiEnvelope, Category, City, ContactDetails, ParentCategory, State } from 'shared-lib/contract';
import { cataloguePaths, contentPaths, placePaths, urlOf } from 'shared-lib/contract/paths';
import type { WithSlice } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { API_REDUCER_PATH, attachApi } from 'shared-lib/store/core';
import { axiosBaseQuery } from './base-query';

export const api = createApi({
  reducerPath: API_REDUCER_PATH,
  baseQuery: axiosBaseQuery,
  // when the shell sees the API again after an outage it dispatches onOnline(): every open query refetches
  refetchOnReconnect: true,
  tagTypes: ['Cart', 'Wishlist', 'Address', 'Order', 'Profile', 'Product', 'Doctor'],
  endpoints: (build) => ({
    getContactUs: build.query<ContactDetails | null, void>({
      query: () => urlOf(contentPaths.contactUs),
      transformResponse: (body: ApiEnvelope<ContactDetails[]>) => body.data?.[0] ?? null,
    }),
    getParentCategories: build.query<ParentCategory[], void>({
      query: () => urlOf(cataloguePaths.parentCategories),
      transformResponse: (body: ApiEnvelope<ParentCategory[]>) => body.data ?? [],
    }),
    getCategories: build.query<Category[], void>({
      query: () => urlOf(cataloguePaths.categories),
      transformResponse: (body: ApiEnvelope<Category[]>) => body.data ?? [],
    }),
    getStates: build.query<State[], void>({
      query: () => urlOf(placePaths.states),
      transformResponse: (body: ApiEnvelope<State[]>) => body.data ?? [],
    }),
    getCitiesByState: build.query<City[], number>({
      query: (stateId) => urlOf(placePaths.citiesByState, { id: stateId }),
      transformResponse: (body: ApiEnvelope<City[]>) => body.data ?? [],
    }),
  }),
});

export const {
  useGetContactUsQuery,
  useGetParentCategoriesQuery,
  useGetCategoriesQuery,
  useGetStatesQuery,
  useGetCitiesByStateQuery,
} = api;

// the api's state is part of RootState once it has joined
declare module './core/create-store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof api> {}
}

attachApi(api);
