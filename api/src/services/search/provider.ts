/**
 * The one interface catalogue search goes through (issue 30). The default provider is the database
 * (database-provider.ts): names matched by the FTS5 trigram index (SQLite) or pg_trgm (PostgreSQL), with
 * a small in-memory term dictionary per catalogue version for respellings, synonyms and did-you-mean.
 * A dedicated engine (for example a Typesense cluster) would implement the same four methods: `index` and
 * `remove` called after a product write commits, `query` answering the matches of a name search in the
 * listing orders, `suggest` answering the suggestions while typing. See README, "Search".
 */
import type { Kysely } from 'kysely';
import type { Suggestion } from 'shared-lib/contract';
import type { CatalogueTuning } from '../../config';
import type { Database } from '../../db/schema';
import type { TermMatches } from '../catalogue/search-cache';

export interface SearchQueryOptions {
  /** only the text as typed: no respelling, synonym or correction */
  exact?: boolean;
  tuning?: Pick<CatalogueTuning, 'searchCacheRows'>;
  /**
   * Only the first `top` products of the featured order are wanted (the suggestions): those are exact, the
   * rest of the answer (its size, later products, the price orders) is not.
   */
  top?: number;
  /** With `top`: count all the matches too (`total`), as a first page of the list shows how many there are. */
  countAll?: boolean;
}

export interface SearchResult {
  /** the matching products on sale in the three listing orders (featured order ranked, see ranking.ts) */
  matches: TermMatches;
  /** set when nothing matched as typed and the matches are for this catalogue spelling instead */
  showing?: string;
  /** with `countAll`: how many products match in all (`matches` may hold only the first) */
  total?: number;
}

export interface SuggestResult {
  showing?: string;
  items: Suggestion[];
}

export interface SearchProvider {
  readonly name: string;
  /** A product was written (the database provider: its indexes follow by themselves). */
  index(db: Kysely<Database>, productIds: number[]): Promise<void>;
  /** Products were deleted or taken off sale. */
  remove(db: Kysely<Database>, productIds: number[]): Promise<void>;
  /** The products whose name matches `term` (lower-cased, trimmed, non-empty) at catalogue `version`. */
  query(db: Kysely<Database>, version: number, term: string, options?: SearchQueryOptions): Promise<SearchResult>;
  /** Up to `limit` suggestions for what has been typed (at least two characters). */
  suggest(db: Kysely<Database>, version: number, text: string, limit: number): Promise<SuggestResult>;
}
