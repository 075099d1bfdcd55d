/**
 * The catalogue's stale-while-revalidate and the repeat visit's page (issue 32), in Chromium with the shell's
 * service worker active:
 * - a product list the worker keeps is answered from its cache at once on the next load; a price changed on
 *   the server meanwhile shows after the worker's revalidation, without a reload;
 * - the repeat visit's page comes from the worker's cache, its inlined manifest marked for the shell to
 *   confirm with the network (the rollback journeys in offline.test.ts and offline-releases.test.ts check
 *   that the confirmed manifest is what runs).
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Page, Response } from 'playwright-core';
import { PHONE, launchBrowser, newPage, screenshot } from '../support/browser';
import { openUnderWorker, productCards, untilPage } from '../support/offline';
import { startServer, type RunningServer } from '../support/server';

let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
}, 120000);

afterAll(async () => {
  await Promise.all([browser?.close(), server?.stop()]);
});

/** Sets a product's price on the server (as the products table and the API's product answers hold it), as a seller's change would: the catalogue version moves. */
function setPrice(productId: number, price: number): void {
  const db = new Database(path.join(server.dataDir, 'marketplace.sqlite'), { fileMustExist: true });
  try {
    db.prepare('UPDATE products SET sales_price = ?, regular_price = ?, discount = 0 WHERE id = ?').run(price, price, productId);
  } finally {
    db.close();
  }
}

/** The worker keeps the list's answer (the filter, under its body). */
const listKept = (page: Page) =>
  untilPage(page, 'listKept', async () => (await (await caches.open('ayb-catalogue')).keys()).some((request) => request.url.includes('/api/product/filterProduct')));

const firstCardLink = (page: Page) => page.getByTestId('product-card').first().locator('a').first();

describe("the catalogue from the worker's cache", () => {
  it('answers a kept list at once, then shows a price changed on the server without a reload', async () => {
    const { page, context } = await newPage(browser, PHONE);
    // the first load's list was fetched before the worker controlled the page: the second one is kept
    await openUnderWorker(page, `${server.url}/#/home/buy-medicine`);
    await listKept(page);
    const href = (await firstCardLink(page).getAttribute('href'))!;
    const productId = Number(/\/(\d+)$/.exec(href)![1]);
    const card = page.getByTestId('product-card').filter({ has: page.locator(`a[href="${href}"]`) });
    expect(await card.innerText()).not.toContain('9,876');

    setPrice(productId, 9876);
    const listAnswers: Response[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/product/filterProduct')) listAnswers.push(response);
    });
    await page.reload();
    // a mark on this document: a reload would drop it
    await page.evaluate(() => {
      (window as unknown as { samePage: boolean }).samePage = true;
    });
    await productCards(page);
    // the list was answered from the worker's cache at once: the price it held
    expect(listAnswers.length).toBeGreaterThan(0);
    expect(listAnswers[0].fromServiceWorker()).toBe(true);
    const first = (await listAnswers[0].json()) as { data: { items: { id: number; sales_price: number }[] } };
    const kept = first.data.items.find((product) => product.id === productId);
    expect(kept).toBeDefined();
    expect(kept!.sales_price).not.toBe(9876);
    // the revalidation found the new price: the open page shows it, with no new page load
    await card.getByText('₹9,876', { exact: true }).first().waitFor({ timeout: 30000 });
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    await screenshot(page, 'offline-catalogue-revalidated-phone', { fullPage: false });
    await context.close();
  }, 120000);
});

describe("the repeat visit's page from the worker's cache", () => {
  it('carries its manifest unconfirmed, and the shell asks /remotes.json before it loads a remote', async () => {
    const { page, context } = await newPage(browser, PHONE);
    await openUnderWorker(page, `${server.url}/#/home`);
    expect(await page.evaluate(() => document.getElementById('remotes-manifest')?.hasAttribute('data-unconfirmed'))).toBe(true);
    const manifestAsked = await page.evaluate(() => performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname === '/remotes.json'));
    expect(manifestAsked).toBe(true);
    await context.close();
  }, 60000);
});
