/** Helpers of the offline journeys (issue 32): the worker in control, the phone's network lost and back, hash navigation. */
import type { BrowserContext, Page } from 'playwright-core';
import { productCardsShown } from './browser';
import type { RunningServer } from './server';

/** The shell's service worker controls the page (a first install takes it over once activated). */
export async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30000 });
}

/**
 * Offline as a phone without network sees it: the browser's (`navigator.onLine` false) and the server
 * halted, since Chromium's offline emulation does not reach a service worker's own fetches (playwright issue 2311).
 */
export async function goOffline(context: BrowserContext, server: RunningServer): Promise<void> {
  await context.setOffline(true);
  await server.halt();
}
export async function goOnline(context: BrowserContext, server: RunningServer): Promise<void> {
  await server.restart();
  await context.setOffline(false);
}

/** A navigation inside the open page (its hash), as a link would. */
export async function navigate(page: Page, hash: string): Promise<void> {
  await page.evaluate((to) => {
    window.location.hash = to;
  }, hash);
}

/** The page's product cards (on home below its first screen: browser.ts). */
export const productCards = (page: Page) => productCardsShown(page);

/** Opens a shop page and loads it again once the worker controls it: that load's requests go through the worker. */
export async function openUnderWorker(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await productCards(page);
  await controlled(page);
  await page.reload();
  await productCards(page);
}

/**
 * Waits until a check run in the page (asked again every 250 ms by the page itself) raises its flag:
 * page.waitForFunction does not await an async predicate (playwright issue 29132), so the page polls and
 * waitForFunction waits on the flag it sets.
 */
export async function untilPage(page: Page, flag: string, check: () => Promise<boolean>, timeout = 60000): Promise<void> {
  // one expression evaluated through the DevTools protocol (as page.evaluate does with a function): the check runs in
  // the page, never through eval in the page's own scripts, which its Content-Security-Policy refuses
  await page.evaluate(`(() => {
    const check = ${check.toString()};
    const poll = () => check().then((done) => (done ? (window[${JSON.stringify(flag)}] = true) : setTimeout(poll, 250)), () => setTimeout(poll, 250));
    poll();
  })()`);
  await page.waitForFunction((name) => (window as unknown as Record<string, boolean>)[name] === true, flag, { timeout });
}
