/**
 * The browser's install prompt (`beforeinstallprompt`) is held back on a first visit and offered from the
 * second visit on, through the "Install the app" bar (OfflineBars). Visits are counted per browser session
 * start in localStorage.
 */
const VISITS_KEY = 'ayb.visits';
const DISMISSED_KEY = 'ayb.installDismissed';
const SESSION_KEY = 'ayb.visitCounted';

/** The part of the BeforeInstallPromptEvent used here (Chromium only; not in TypeScript's DOM lib). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export const subscribeInstall = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** This browser's visits to the shop, this one included (counted once per tab session). */
export function countVisit(storage: Storage = localStorage, session: Storage = sessionStorage): number {
  try {
    const seen = Number(storage.getItem(VISITS_KEY)) || 0;
    if (session.getItem(SESSION_KEY)) return seen;
    session.setItem(SESSION_KEY, '1');
    storage.setItem(VISITS_KEY, String(seen + 1));
    return seen + 1;
  } catch {
    return 1;
  }
}

/** Whether to offer installing now: from the second visit, when the browser offers it, unless dismissed. */
export function shouldOfferInstall(visits: number, available: boolean, dismissed: boolean): boolean {
  return available && visits >= 2 && !dismissed;
}

let visits = 0;
export const installOffered = () => {
  let dismissed = false;
  try {
    dismissed = localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    dismissed = false;
  }
  return shouldOfferInstall(visits, deferred !== null, dismissed);
};

export function listenForInstallPrompt(): void {
  visits = countVisit();
  window.addEventListener('beforeinstallprompt', (event) => {
    // never the browser's own mini bar on a first visit: the shop offers it from the second visit
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    notify();
  });
}

export async function promptInstall(): Promise<void> {
  const event = deferred;
  if (!event) return;
  deferred = null;
  notify();
  await event.prompt();
}

export function dismissInstall(): void {
  try {
    localStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // private mode: the bar goes away for this page only
  }
  deferred = null;
  notify();
}
