/** Catalogue search behind one provider interface (provider.ts); the database is the provider (database-provider.ts). */
import { databaseSearchProvider } from './database-provider';
import type { SearchProvider } from './provider';

export type { SearchProvider, SearchResult, SuggestResult } from './provider';
export { clearSearchDictionary } from './dictionary';

/** The provider in use. A dedicated engine would be chosen here (README, "Search"). */
export const searchProvider: SearchProvider = databaseSearchProvider;
