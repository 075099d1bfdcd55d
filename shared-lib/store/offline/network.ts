/** Whether the page is offline, whether a request failed for want of network, and Background Sync (issue 32). */
import { REPLAY_SYNC_TAG } from 'shared-lib/domain/core';

/** The browser says it has no network (a flaky network that still says "online" shows up as failed requests). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** The request got no answer (the base query's NETWORK_ERROR), so the server may never have seen it. */
export function isNetworkFailure(error: unknown): boolean {
  return (error as { status?: unknown } | null)?.status === 'NETWORK_ERROR';
}

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** Asks the browser to wake the worker when the network returns (Chromium's Background Sync); elsewhere a no-op. */
export function requestBackgroundSync(): void {
  const container = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
  if (!container?.controller) return;
  void container.ready.then((registration) => (registration as unknown as SyncRegistration).sync?.register(REPLAY_SYNC_TAG)).catch(() => undefined);
}
