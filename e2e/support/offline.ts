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
