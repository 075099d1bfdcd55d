/**
 * When the page's own start-up is over, so work for later visits (the service worker's install, which fetches
 * the shell's files and then every live remote's) does not compete with the first visit's code, answers and
 * pictures for a phone's few cores and its network: the route's screen has rendered, the page has fetched
 * nothing for START_UP_QUIET_MS and the browser is idle. A page that never goes quiet (a slow network, a poll)
 * gets there after START_UP_LONGEST_MS at most.
 */

/** No request of the page ended for this long: its start-up's downloads are done. */
export const START_UP_QUIET_MS = 2000;
/** A route that renders no remote (the shell's own pages) counts as rendered after this long. */
export const SCREEN_WAIT_MS = 5000;
/** The most the start-up is waited for, from the first call. */
export const START_UP_LONGEST_MS = 20000;

let screenShown: () => void = () => undefined;
const screenRendered = new Promise<void>((resolve) => {
  screenShown = resolve;
});

/** The route's screen has rendered (a remote's first commit). */
export function markScreenRendered(): void {
  screenShown();
}

/** What the wait reads of the browser; a parameter so that a test drives it. */
export interface StartUpClock {
  now(): number;
  /** when the page's last request ended, on the same clock (0 before any) */
  lastRequestEnd(): number;
  sleep(ms: number): Promise<void>;
  idle(): Promise<void>;
  /** the wait is over: stop watching the page's requests */
  stop?(): void;
}

function browserClock(): StartUpClock {
  let lastEnd = 0;
  const record = (entries: PerformanceEntryList) => {
    for (const entry of entries) lastEnd = Math.max(lastEnd, (entry as PerformanceResourceTiming).responseEnd || entry.startTime);
  };
  // an observer, not getEntriesByType: the resource timing buffer stops at 250 entries
  let observer: PerformanceObserver | null = null;
  try {
    observer = new PerformanceObserver((list) => record(list.getEntries()));
    observer.observe({ type: 'resource', buffered: true });
  } catch {
    observer = null;
    record(performance.getEntriesByType('resource'));
  }
  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  return {
    now: () => performance.now(),
    lastRequestEnd: () => lastEnd,
    sleep,
    idle: () => ('requestIdleCallback' in window ? new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: START_UP_QUIET_MS })) : sleep(0)),
    stop: () => observer?.disconnect(),
  };
}

/** Settles once the page's start-up is over (see above), or START_UP_LONGEST_MS after the call. */
export async function afterStartUp(clock: StartUpClock = browserClock(), screen: Promise<void> = screenRendered): Promise<void> {
  const deadline = clock.now() + START_UP_LONGEST_MS;
  try {
    await Promise.race([screen, clock.sleep(SCREEN_WAIT_MS)]);
    while (clock.now() < deadline) {
      const left = clock.lastRequestEnd() + START_UP_QUIET_MS - clock.now();
      if (left > 0) {
        await clock.sleep(Math.min(left, deadline - clock.now()));
        continue;
      }
      await clock.idle();
      // a request may have ended while the browser was busy
      if (clock.now() - clock.lastRequestEnd() >= START_UP_QUIET_MS) return;
    }
  } finally {
    clock.stop?.();
  }
}
