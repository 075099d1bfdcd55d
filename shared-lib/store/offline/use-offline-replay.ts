/**
 * Replays the offline queues of the user on screen (the cart's changes first, then the queued orders) when the
 * network returns: at once when mounted online, on the browser's `online` event, when the page becomes
 * visible, when the API answers again, and when the worker's Background Sync asks. The shell mounts it once.
 */
import { useEffect } from 'react';
import { REPLAY_MESSAGE } from 'shared-lib/domain/core';
import { onServerReachableChange } from 'shared-lib/http';
import { selectPatientId, useAppDispatch, useAppSelector, type AppDispatch } from 'shared-lib/store/core';
import { replayCartQueue } from './cart-queue';
import { isOffline } from './network';
import { replayOrders } from './order-queue';

export async function replayOfflineQueues(dispatch: AppDispatch, patientId: number | null): Promise<void> {
  if (isOffline()) return;
  if (patientId !== null) await replayCartQueue(dispatch, patientId);
  await replayOrders(dispatch, patientId);
}

export function useOfflineReplay(): void {
  const dispatch = useAppDispatch();
  const patientId = useAppSelector(selectPatientId);
  useEffect(() => {
    const replay = () => {
      replayOfflineQueues(dispatch, patientId).catch((error: unknown) => console.warn('Offline queue not replayed', error));
    };
    const whenVisible = () => {
      if (document.visibilityState === 'visible') replay();
    };
    const fromWorker = (event: MessageEvent) => {
      if ((event.data as { type?: unknown } | null)?.type === REPLAY_MESSAGE) replay();
    };
    const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
    replay();
    window.addEventListener('online', replay);
    document.addEventListener('visibilitychange', whenVisible);
    worker?.addEventListener('message', fromWorker);
    const stopWatching = onServerReachableChange((reachable) => {
      if (reachable) replay();
    });
    return () => {
      window.removeEventListener('online', replay);
      document.removeEventListener('visibilitychange', whenVisible);
      worker?.removeEventListener('message', fromWorker);
      stopWatching();
    };
  }, [dispatch, patientId]);
}
