/**
 * The one RTK Query api. Remotes add their endpoints with `api.injectEndpoints` (never a second api);
 * these base endpoints are the ones the shell and several remotes read.
 */
import type { ApiEnvelope } from 'shared-lib/contract';
import { createApi } from '@reduxjs/toolkit/query/react';
import type { City, ContactDetails, ParentCategory, Category, State } from 'shared-lib/domain';
import { axiosBaseQuery } from './base-query';

export const api = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  tagTypes: ['Cart', 'Wishlist', 'Address', 'Order', 'Profile', 'Product', 'Doctor'],
  endpoints: (build) => ({
    getContactUs: build.query<ContactDetails | null, void>({
      query: () => 'contact-us/getContactUs',
      transformResponse: (body: ApiEnvelope<ContactDetails[]>) => body.data?.[0] ?? null,
    }),
    getParentCategories: build.query<ParentCategory[], void>({
      query: () => 'parent-category/all',
      transformResponse: (body: ApiEnvelope<ParentCategory[]>) => body.data ?? [],
    }),
    getCategories: build.query<Category[], void>({
      query: () => 'Category/all',
      transformResponse: (body: ApiEnvelope<Category[]>) => body.data ?? [],
    }),
    getStates: build.query<State[], void>({
      query: () => 'getstates',
      transformResponse: (body: ApiEnvelope<State[]>) => body.data ?? [],
    }),
    getCitiesByState: build.query<City[], number>({
      query: (stateId) => `getCitiesByState/${stateId}`,
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
