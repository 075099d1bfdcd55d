/** Suggestions while typing (contract: search), injected into the one api. Each typed text is its own cache entry; an answer for an older text is never shown for a newer one. */
import type { ApiEnvelope, SuggestAnswer } from 'shared-lib/contract';
import { productPaths, urlOf } from 'shared-lib/contract/paths';
import { api } from '../api';

export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSuggestions: build.query<SuggestAnswer, string>({
      query: (q) => ({ url: urlOf(productPaths.suggest), params: { q } }),
      transformResponse: (body: ApiEnvelope<SuggestAnswer>) => body.data,
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useGetSuggestionsQuery } = searchApi;
