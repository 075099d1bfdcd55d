/**
 * On the product list and a product's details the page's boot script paints the first screen from its
 * early API answer (scripts/webpack/boot-script.js) and leaves `window.__ayurvedaFirstScreen`, which settles
 * once that screen and its first pictures are painted, or once there is nothing to paint. Waiting for it
 * before fetching the app's code keeps the code's downloads and start-up off the way of that paint.
 */
import { FIRST_SCREEN_GLOBAL } from 'shared-lib/contract/first-screen';

/** Settles in the next task: the browser may paint and handle input in between. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Imports (and so evaluates) modules one after another, each in a task of its own: evaluating several
 * libraries at once is one long task that blocks input. Modules whose chunk is already loaded cost no request.
 */
export async function importInTasks(imports: ReadonlyArray<() => Promise<unknown>>): Promise<void> {
  for (const load of imports) {
    await load();
    await nextTask();
  }
}

/** The longest the app's code waits for the first screen (a slow answer or picture must not hold it up). */
export const FIRST_SCREEN_WAIT_MS = 1500;

/**
 * Settles once the first screen is painted (at most FIRST_SCREEN_WAIT_MS), or, with nothing to wait for, in
 * the next task: either way the app's start-up runs in a task of its own, not in the one that evaluated the
 * federation runtime (main.js), which would make one long task of both.
 */
export function afterFirstScreen(): Promise<void> {
  const painted = typeof window === 'undefined' ? undefined : window[FIRST_SCREEN_GLOBAL];
  if (!painted) return nextTask();
  return Promise.race([painted.catch(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS))]);
}
