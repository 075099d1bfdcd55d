/**
 * Where the offline queues live: IndexedDB (idb-keyval, one database of the shop), so a queued cart change or
 * order survives a reload and a closed tab. Without IndexedDB (tests, old browsers) a memory store stands in.
 * `update` is one read-modify-write transaction, so two writers never lose each other's entry.
 */
import { createStore, get, update, type UseStore } from 'idb-keyval';

export interface QueueStorage {
  read<T>(key: string): Promise<T | undefined>;
  update<T>(key: string, change: (old: T | undefined) => T): Promise<void>;
}

export const OFFLINE_DATABASE = 'ayurveda-bazaar-offline';

export function memoryStorage(): QueueStorage {
  const values = new Map<string, unknown>();
  return {
    read: async <T>(key: string) => structuredCloneOf(values.get(key)) as T | undefined,
    update: async <T>(key: string, change: (old: T | undefined) => T) => {
      values.set(key, structuredCloneOf(change(structuredCloneOf(values.get(key)) as T | undefined)));
    },
  };
}

/** A copy, as IndexedDB stores one: a caller never holds the stored object itself. */
function structuredCloneOf(value: unknown): unknown {
  return value === undefined ? undefined : JSON.parse(JSON.stringify(value));
}

let browserStore: QueueStorage | undefined;

export function browserStorage(): QueueStorage {
  if (browserStore) return browserStore;
  if (typeof indexedDB === 'undefined') return (browserStore = memoryStorage());
  const store: UseStore = createStore(OFFLINE_DATABASE, 'queues');
  browserStore = {
    read: <T>(key: string) => get<T>(key, store),
    update: <T>(key: string, change: (old: T | undefined) => T) => update<T>(key, change, store),
  };
  return browserStore;
}
