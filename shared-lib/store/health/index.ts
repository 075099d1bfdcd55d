/**
 * The API's liveness (contract/health.ts), asked while the shell believes the API is down: any answer
 * marks it reachable again (the shared axios instance reports it), so the caller only needs to ask.
 */
import type { ApiEnvelope, Health } from 'shared-lib/contract';
import { healthPaths, urlOf } from 'shared-lib/contract/paths';
import { api } from '../api';

/** How often the health is asked while the API is down, and how long one answer may take. */
export const RECONNECT_EVERY_MS = 3000;

export const healthApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHealth: build.query<Health, void>({
      query: () => ({ url: urlOf(healthPaths.health), timeout: RECONNECT_EVERY_MS }),
      transformResponse: (body: ApiEnvelope<Health>) => body.data,
    }),
  }),
});

export const { useGetHealthQuery } = healthApi;
