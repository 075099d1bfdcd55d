/**
 * Background Sync in the worker (issue 32): when the browser fires the `sync` of the replay tag (the network
 * is back), the worker asks every open shop page to replay its offline queues. The worker does not send them
 * itself: the requests need the page's session and the page shows their outcome.
 */
import { REPLAY_MESSAGE, REPLAY_SYNC_TAG } from 'shared-lib/domain/core/offline-sync';

interface SyncEvent extends Event {
  tag: string;
  waitUntil(promise: Promise<unknown>): void;
}

export interface SyncScope {
  clients: { matchAll(options: { type: 'window' }): Promise<readonly { postMessage(message: unknown): void }[]> };
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
}

export function replayOnBackgroundSync(scope: SyncScope): void {
  scope.addEventListener('sync', (event) => {
    if (event.tag !== REPLAY_SYNC_TAG) return;
    event.waitUntil(scope.clients.matchAll({ type: 'window' }).then((pages) => pages.forEach((page) => page.postMessage({ type: REPLAY_MESSAGE }))));
  });
}
