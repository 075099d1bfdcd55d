/**
 * Refetches the queries whose catalogue data the worker found changed (catalogue-updates.ts), as soon as they
 * are in the store: the worker answers them with its fresh copy, so the new data shows without a reload.
 */
import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { api, API_REDUCER_PATH } from 'shared-lib/store';
import { subscribeCatalogueUpdates, takeRefetches, type CachedQuery } from './catalogue-updates';

type Initiate = (args: unknown, options: { subscribe: false; forceRefetch: true }) => unknown;

export function useCatalogueRefresh(): void {
  const store = useStore();
  useEffect(() => {
    const check = () => {
      const state = store.getState() as Record<string, { queries?: Record<string, CachedQuery | undefined> } | undefined>;
      const due = takeRefetches(state[API_REDUCER_PATH]?.queries ?? {});
      if (!due.length) return;
      // not inside the store's own notification
      queueMicrotask(() => {
        const endpoints = api.endpoints as unknown as Record<string, { initiate: Initiate } | undefined>;
        for (const { endpointName, args } of due) {
          const initiate = endpoints[endpointName]?.initiate;
          if (initiate) store.dispatch(initiate(args, { subscribe: false, forceRefetch: true }) as never);
        }
      });
    };
    check();
    const stopStore = store.subscribe(check);
    const stopUpdates = subscribeCatalogueUpdates(check);
    return () => {
      stopStore();
      stopUpdates();
    };
  }, [store]);
}
