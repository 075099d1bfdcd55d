export { searchApi, useGetSuggestionsQuery } from './suggest-api';
