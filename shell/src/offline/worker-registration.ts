/**
 * Registers the shop's one service worker (`/sw.js`, scope `/`, built with the shell: see
 * service-worker.ts) once the page has loaded, so it never competes with the first visit's paint. A new
 * shell release installs in the background and waits; the page then shows "A new version is ready" with
 * Reload (OfflineBars), which lets the new worker take over and reloads. After each load the worker is asked
 * to fetch the live remotes' release files it does not hold yet, so the next visit works offline, and to keep
 * the answer of the page's first screen, so the next visit paints it from the phone.
 */
import { Workbox } from 'workbox-window';
import { firstScreenRequest } from './first-screen-request';

export const WORKER_URL = '/sw.js';

let workbox: Workbox | null = null;
let updateReady = false;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

function setUpdateReady(value: boolean) {
  updateReady = value;
  notify();
}

export const subscribeUpdate = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
export const isUpdateReady = () => updateReady;

/** The waiting worker takes over; the page reloads once it controls the page. */
export function applyUpdate(): void {
  if (!workbox) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}

/** Registers the worker (browsers without service workers, and non-http pages, are left as they are). */
export async function registerShopWorker(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || !/^https?:$/.test(window.location.protocol)) return;
  workbox = new Workbox(WORKER_URL, { scope: '/' });
  workbox.addEventListener('waiting', () => setUpdateReady(true));
  // with the boot script's first-screen request, whose answer the worker then keeps for the next visit
  const warm = () => void workbox?.messageSW({ type: 'WARM_RELEASES', firstScreen: firstScreenRequest() }).catch(() => undefined);
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
