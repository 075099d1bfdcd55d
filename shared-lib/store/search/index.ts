export { searchApi, useGetSuggestionsQuery } from './suggest-api';
export { synonymsApi, useAddSynonymGroupMutation, useGetSynonymGroupsQuery, useRemoveSynonymGroupMutation, useUpdateSynonymGroupMutation } from './synonyms-api';
