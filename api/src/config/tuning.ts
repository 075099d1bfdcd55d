/** Number tunings from the environment object config.ts passes in: caches, the PostgreSQL pool, order caps, rate limits. */

export interface CatalogueTuning {
  /** CATALOGUE_CACHE_MB: the serialized listing and filter answers kept per process, in bytes */
  cacheBytes: number;
  /** SEARCH_CACHE_ROWS: the name-search matches kept per process, in rows */
  searchCacheRows: number;
  /** CATALOGUE_RELOAD_MS: the whole catalogue is loaded into memory at most this often */
  reloadMs: number;
}

export const DEFAULT_CATALOGUE_TUNING: CatalogueTuning = { cacheBytes: 48 * 1024 * 1024, searchCacheRows: 1_000_000, reloadMs: 1000 };

export function catalogueTuningFromEnv(env: NodeJS.ProcessEnv): CatalogueTuning {
  const number = (value: string | undefined, fallback: number) => (value !== undefined && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : fallback);
  return {
    cacheBytes: number(env.CATALOGUE_CACHE_MB, DEFAULT_CATALOGUE_TUNING.cacheBytes / 1024 / 1024) * 1024 * 1024,
    searchCacheRows: number(env.SEARCH_CACHE_ROWS, DEFAULT_CATALOGUE_TUNING.searchCacheRows),
    reloadMs: number(env.CATALOGUE_RELOAD_MS, DEFAULT_CATALOGUE_TUNING.reloadMs),
  };
}

export const DEFAULT_PG_POOL_MAX = 10;

/** PostgreSQL connections per API process: `PG_POOL_MAX` (1-100), 10 by default. */
export function postgresPoolSize(value: string | undefined): number {
  const size = Number(value);
  return Number.isInteger(size) && size >= 1 && size <= 100 ? size : DEFAULT_PG_POOL_MAX;
}

/** UNCONFIRMED_ORDERS_PER_CONTACT and UNCONFIRMED_UNITS_PER_PRODUCT override the caps on orders waiting for confirmation (whole numbers from 1). */
export function unconfirmedCapsFromEnv(env: NodeJS.ProcessEnv): { perContact?: number; unitsPerProduct?: number } | undefined {
  const cap = (value: string | undefined) => (value && /^\d+$/.test(value) && Number(value) >= 1 ? Number(value) : undefined);
  const caps = { perContact: cap(env.UNCONFIRMED_ORDERS_PER_CONTACT), unitsPerProduct: cap(env.UNCONFIRMED_UNITS_PER_PRODUCT) };
  return caps.perContact === undefined && caps.unitsPerProduct === undefined ? undefined : caps;
}

/** RATE_LIMIT_<NAME>=<max> overrides one limit's maximum, e.g. RATE_LIMIT_SIGNUP=20. */
export function rateLimitsFromEnv(env: NodeJS.ProcessEnv): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [key, value] of Object.entries(env)) {
    const match = /^RATE_LIMIT_([A-Z_]+)$/.exec(key);
    if (match && value && /^\d+$/.test(value)) out[match[1].toLowerCase().replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase())] = Number(value);
  }
  return out;
}
