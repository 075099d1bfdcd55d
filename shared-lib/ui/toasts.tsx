/**
 * Toasts (react-toastify): 5000 ms, top-right, newest on top, paused while hovered. The library and its
 * styles (about 10 KB compressed) load with the first toast: `<Toasts />` renders nothing until then.
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { localizeText } from 'shared-lib/i18n';
import type { ToastKind } from './toast-host';

const loadHost = () => import('./toast-host');
const ToastHost = lazy(async () => ({ default: (await loadHost()).ToastHost }));

let wanted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const isWanted = () => wanted;

function show(kind: ToastKind, message: string, title?: string): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  loadHost().then(
    // a domain text given in English shows in the language on screen
    (host) => host.showToast(kind, localizeText(message), title && localizeText(title)),
    (error: unknown) => console.error('Toasts could not be loaded', error, message),
  );
}

export const notify = {
  success: (message: string, title?: string) => show('success', message, title),
  info: (message: string, title?: string) => show('info', message, title),
  warning: (message: string, title?: string) => show('warning', message, title),
  error: (message: string, title?: string) => show('error', message, title),
};

export function Toasts() {
  const active = useSyncExternalStore(subscribe, isWanted, isWanted);
  return active ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}
