/**
 * Offline, the worker answers catalogue requests from its cache or its offline snapshot and tells the page
 * when that answer was saved (catalogue/catalogue-route.ts); a fresh answer from the network clears it. The
 * page listens from the start of boot and then asks the worker for its state, which the worker keeps per page:
 * a message sent before the page listened (the boot script's early requests) is not lost.
 */
import { noteCatalogueUpdate } from './catalogue-updates';
import { noteFirstScreenRequest } from './first-screen-request';

let savedDataAt: number | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export const subscribeSavedData = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
export const savedDataSnapshot = () => savedDataAt;

/** Whole minutes between the saved time and now (never negative). */
export const minutesOld = (savedAt: number, now = Date.now()) => Math.max(0, Math.floor((now - savedAt) / 60000));

/** The worker's word on a catalogue answer: from its cache (the oldest time on screen is kept) or fresh. */
export function onWorkerMessage(data: unknown): void {
  const message = data as { type?: string; savedAt?: number; path?: string } | null;
  if (message?.type === 'CATALOGUE_UPDATED' && typeof message.path === 'string') noteCatalogueUpdate(message.path);
  if (message?.type === 'SAVED_DATA' && typeof message.savedAt === 'number') {
    savedDataAt = savedDataAt === null ? message.savedAt : Math.min(savedDataAt, message.savedAt);
    notify();
  } else if (message?.type === 'FRESH_DATA' && savedDataAt !== null) {
    savedDataAt = null;
    notify();
  }
}

export function listenToWorker(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  // before the storefront takes it: its answer is kept for the next visit (worker-registration.ts)
  noteFirstScreenRequest();
  const container = navigator.serviceWorker;
  container.addEventListener('message', (event) => onWorkerMessage(event.data));
  container.startMessages();
  container.controller?.postMessage({ type: 'SAVED_DATA_STATE' });
}
