/**
 * A queue of changes made while offline, kept in IndexedDB and replayed in the order they were made.
 * Each replay step answers one of: done (the server took it), refused (the server said no: the reason is
 * returned to be shown, never dropped silently), or retry (no answer: the queue stops and keeps it and
 * everything after it for the next replay). One replay at a time per queue, across tabs too (Web Locks
 * where the browser has them), so an entry is never sent by two replays at once.
 */
import type { QueueStorage } from './queue-storage';

export type ReplayStep = { kind: 'done' } | { kind: 'refused'; message: string } | { kind: 'retry' };

export interface ReplayReport<T> {
  done: T[];
  refused: { item: T; message: string }[];
  /** entries still waiting (the network dropped again) */
  waiting: number;
}

interface Entry<T> {
  id: string;
  item: T;
}

export interface OfflineQueue<T> {
  add(item: T): Promise<void>;
  items(): Promise<T[]>;
  /** Sends the entries in order; `send` is called with one entry at a time. */
  replay(send: (item: T) => Promise<ReplayStep>): Promise<ReplayReport<T>>;
}

let counter = 0;
const entryId = () => `${Date.now().toString(36)}-${(counter++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

interface LockManagerLike {
  request<R>(name: string, callback: () => Promise<R>): Promise<R>;
}

/** The browser's Web Lock of this name when it has them (every tab of the shop), else this page's own. */
function exclusive<R>(name: string, running: Map<string, Promise<unknown>>, task: () => Promise<R>): Promise<R> {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  if (locks) return locks.request(name, task);
  const previous = running.get(name) ?? Promise.resolve();
  const next = previous.then(task, task);
  running.set(name, next.catch(() => undefined));
  return next;
}

const localLocks = new Map<string, Promise<unknown>>();

export function createOfflineQueue<T>(storage: QueueStorage, key: string): OfflineQueue<T> {
  const read = async () => (await storage.read<Entry<T>[]>(key)) ?? [];
  return {
    add: (item) => storage.update<Entry<T>[]>(key, (old) => [...(old ?? []), { id: entryId(), item }]),
    items: async () => (await read()).map((entry) => entry.item),
    replay: (send) =>
      exclusive(`ayurveda-bazaar-queue:${key}`, localLocks, async () => {
        const report: ReplayReport<T> = { done: [], refused: [], waiting: 0 };
        for (;;) {
          const [first, ...rest] = await read();
          if (!first) return report;
          const step = await send(first.item);
          if (step.kind === 'retry') {
            report.waiting = rest.length + 1;
            return report;
          }
          // removed by id: entries added meanwhile stay
          await storage.update<Entry<T>[]>(key, (old) => (old ?? []).filter((entry) => entry.id !== first.id));
          if (step.kind === 'done') report.done.push(first.item);
          else report.refused.push({ item: first.item, message: step.message });
        }
      }),
  };
}

/** What a failed request means for a queued entry: a refusal (4xx, with the server's message) or a retry. */
export function stepOfFailure(error: unknown): ReplayStep {
  const status = (error as { status?: unknown } | null)?.status;
  const message = (error as { message?: unknown } | null)?.message;
  // 401/403: the session (not the change) is the trouble, 408/429: try again later
  if (typeof status === 'number' && status >= 400 && status < 500 && ![401, 403, 408, 429].includes(status))
    return { kind: 'refused', message: typeof message === 'string' && message ? message : `HTTP ${status}` };
  return { kind: 'retry' };
}

export const DONE: ReplayStep = { kind: 'done' };
