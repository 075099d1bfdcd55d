import { afterStartUp, SCREEN_WAIT_MS, START_UP_LONGEST_MS, START_UP_QUIET_MS, type StartUpClock } from './after-start-up';

/** A page's clock: requests end at the given times; the browser is idle `busyMs` after it is asked. */
function simulatedPage(requestEnds: number[], busyMs = 0) {
  let time = 0;
  const timers: Array<{ at: number; resolve: () => void }> = [];
  const wait = (ms: number) => new Promise<void>((resolve) => timers.push({ at: time + ms, resolve }));
  const clock: StartUpClock = {
    now: () => time,
    lastRequestEnd: () => Math.max(0, ...requestEnds.filter((end) => end <= time)),
    sleep: wait,
    idle: () => wait(busyMs),
  };
  /** Runs the page until `promise` settles; answers the time it settled at. */
  async function settledAt(promise: Promise<void>): Promise<number> {
    let done = false;
    void promise.then(() => (done = true));
    for (let step = 0; step < 10000; step++) {
      for (let tick = 0; tick < 20; tick++) await Promise.resolve(); // the promise chains waiting on the last timer
      if (done) return time;
      timers.sort((a, b) => a.at - b.at);
      const next = timers.shift();
      if (!next) throw new Error('nothing left to wait for');
      time = Math.max(time, next.at);
      next.resolve();
    }
    throw new Error('never settled');
  }
  return { clock, settledAt };
}

describe("the wait for the page's start-up (before the service worker registers)", () => {
  it('settles once the screen has rendered and no request has ended for the quiet time', async () => {
    const page = simulatedPage([300, 900, 1600]);
    expect(await page.settledAt(afterStartUp(page.clock, Promise.resolve()))).toBe(1600 + START_UP_QUIET_MS);
  });

  it('does not settle before the route has rendered, even when no request is made meanwhile', async () => {
    const page = simulatedPage([100]);
    let rendered!: () => void;
    const screen = new Promise<void>((resolve) => (rendered = resolve));
    const settled = afterStartUp(page.clock, screen);
    void page.clock.sleep(4000).then(rendered);
    expect(await page.settledAt(settled)).toBe(4000);
  });

  it('waits at most SCREEN_WAIT_MS for a route that renders no remote', async () => {
    const page = simulatedPage([100]);
    expect(await page.settledAt(afterStartUp(page.clock, new Promise(() => undefined)))).toBe(SCREEN_WAIT_MS);
  });

  it('waits again when a request ended while the browser was busy', async () => {
    // quiet at 2500; the browser is idle only 1000 ms later, and a request ended at 3000
    const page = simulatedPage([500, 3000], 1000);
    const settled = await page.settledAt(afterStartUp(page.clock, Promise.resolve()));
    expect(settled).toBeGreaterThanOrEqual(3000 + START_UP_QUIET_MS);
  });

  it('gives up waiting after START_UP_LONGEST_MS on a page that never goes quiet', async () => {
    const polls = Array.from({ length: 200 }, (_, index) => index * 500);
    const page = simulatedPage(polls);
    expect(await page.settledAt(afterStartUp(page.clock, Promise.resolve()))).toBe(START_UP_LONGEST_MS);
  });
});
