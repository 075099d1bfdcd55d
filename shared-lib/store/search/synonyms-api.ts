/** The house seller's search synonym groups (issue 30, contract: search), injected into the one api; tag 'SearchSynonym' keeps the list live. */
import type { ApiEnvelope, SynonymGroup } from 'shared-lib/contract';
import { searchSynonymPaths as paths, urlOf } from 'shared-lib/contract/paths';
import { api } from '../api';

const withTags = api.enhanceEndpoints({ addTagTypes: ['SearchSynonym'] });

export const synonymsApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getSynonymGroups: build.query<SynonymGroup[], void>({
      query: () => urlOf(paths.list),
      transformResponse: (body: ApiEnvelope<SynonymGroup[]>) => body.data,
      providesTags: ['SearchSynonym'],
    }),
    addSynonymGroup: build.mutation<SynonymGroup, string>({
      query: (words) => ({ url: urlOf(paths.list), method: 'POST', data: { words } }),
      transformResponse: (body: ApiEnvelope<SynonymGroup>) => body.data,
      invalidatesTags: ['SearchSynonym'],
    }),
    updateSynonymGroup: build.mutation<SynonymGroup, { id: number; words: string }>({
      query: ({ id, words }) => ({ url: urlOf(paths.one, { id }), method: 'PUT', data: { words } }),
      transformResponse: (body: ApiEnvelope<SynonymGroup>) => body.data,
      invalidatesTags: ['SearchSynonym'],
    }),
    removeSynonymGroup: build.mutation<null, number>({
      query: (id) => ({ url: urlOf(paths.one, { id }), method: 'DELETE' }),
      transformResponse: () => null,
      invalidatesTags: ['SearchSynonym'],
    }),
  }),
});

export const { useGetSynonymGroupsQuery, useAddSynonymGroupMutation, useUpdateSynonymGroupMutation, useRemoveSynonymGroupMutation } = synonymsApi;
