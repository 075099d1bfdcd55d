/**
 * Registers the shop's one service worker (`/sw.js`, scope `/`, built with the shell: see
 * service-worker.ts) once the page has loaded, so it never competes with the first visit's paint. A new
 * shell release installs in the background and waits; the page then shows "A new version is ready" with
 * Reload (UpdateBar), which lets the new worker take over and reloads. After each load the worker is asked
 * to fetch the live remotes' release files it does not hold yet, so the next visit works offline.
 */
import { Workbox } from 'workbox-window';

export const WORKER_URL = '/sw.js';

let workbox: Workbox | null = null;
let updateReady = false;
/** When the catalogue answers on screen were saved, while the worker answers from its cache (offline). */
let savedDataAt: number | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

function setUpdateReady(value: boolean) {
  updateReady = value;
  notify();
}

/** Minutes since the saved data on screen was fetched, or null while the page shows fresh answers. */
export const savedDataMinutes = (now = Date.now()) => (savedDataAt === null ? null : Math.max(0, Math.floor((now - savedDataAt) / 60000)));

/** The worker's word on the catalogue answers it gave: from its cache (oldest time kept) or fresh. */
export function onWorkerMessage(data: unknown): void {
  const message = data as { type?: string; savedAt?: number } | null;
  if (message?.type === 'SAVED_DATA' && typeof message.savedAt === 'number') {
    savedDataAt = savedDataAt === null ? message.savedAt : Math.min(savedDataAt, message.savedAt);
    notify();
  } else if (message?.type === 'FRESH_DATA' && savedDataAt !== null) {
    savedDataAt = null;
    notify();
  }
}

export const subscribeUpdate = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
export const isUpdateReady = () => updateReady;
export const savedDataSnapshot = () => savedDataAt;

/** The waiting worker takes over; the page reloads once it controls the page. */
export function applyUpdate(): void {
  if (!workbox) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}

/** Registers the worker (browsers without service workers, and non-http pages, are left as they are). */
export async function registerShopWorker(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || !/^https?:$/.test(window.location.protocol)) return;
  navigator.serviceWorker.addEventListener('message', (event) => onWorkerMessage(event.data));
  workbox = new Workbox(WORKER_URL, { scope: '/' });
  workbox.addEventListener('waiting', () => setUpdateReady(true));
  const warm = () => void workbox?.messageSW({ type: 'WARM_RELEASES' }).catch(() => undefined);
  // the first install takes the page over itself (no waiting): warm the live releases then
  workbox.addEventListener('activated', (event) => {
    if (!event.isUpdate) warm();
  });
  try {
    await workbox.register();
  } catch (error) {
    console.warn('The offline service worker was not registered', error);
    return;
  }
  if (navigator.serviceWorker.controller) warm();
}
