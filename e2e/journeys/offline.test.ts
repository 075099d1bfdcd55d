/**
 * The offline app (issue 32) in Chromium, with the shell's service worker active:
 * - `/sw.js` and `/manifest.webmanifest` are served uncached from the root, by the API server and nginx, and
 *   the page passes Chromium's installability check (manifest fetched and valid, the worker controls it);
 * - browse online (the worker warms the live releases' files and saves the offline snapshot), go offline,
 *   reload: home, a viewed product, a never-viewed product and a search (a Hinglish spelling) work from saved
 *   data, and the page says so;
 * - the seller dashboard is not served by the shop's worker;
 * - a storefront release and its rollback with the worker active and a page open: after one navigation
 *   the page runs the rolled-back release.
 * Offline is the browser's (`context.setOffline`, so the page sees `navigator.onLine` false) and the
 * server's: Chromium's offline emulation does not reach a service worker's own fetches, so the API server
 * is halted as well, which is what a phone without network sees.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, launchProfileBrowser, newPage, screenshot } from '../support/browser';
import { deriveRelease } from '../support/derived-release';
import { copyDist, type DistCopy } from '../support/dist-copy';
import { startNginx, type RunningNginx } from '../support/nginx';
import { ops } from '../support/ops';
import { controlled, goOffline as offline, goOnline as online, navigate, openUnderWorker, productCards, untilPage } from '../support/offline';
import { startServer, type RunningServer } from '../support/server';

const ROLLED_OUT = '1.0.0+0ff1ce2';
let browser: Browser;
let dist: DistCopy;
let server: RunningServer;
let nginx: RunningNginx;
let v1: string;

beforeAll(async () => {
  dist = copyDist();
  v1 = dist.readManifest().storefront.version;
  // a second storefront release: the same files, whose entry marks the page it runs in
  deriveRelease(dist.dir, 'mfe-storefront', v1, ROLLED_OUT, (file, text) =>
    file === 'remoteEntry.js' ? `document.documentElement.dataset.storefrontRelease=${JSON.stringify(ROLLED_OUT)};\n${text}` : text,
  );
  [browser, server] = await Promise.all([launchBrowser(), startServer({ staticRoot: dist.dir, env: { MANIFEST_REVALIDATE_SECONDS: '0' } })]);
  nginx = await startNginx({ distDir: dist.dir, apiPort: server.port });
}, 120000);

afterAll(async () => {
  await Promise.all([browser?.close(), nginx?.stop(), server?.stop()]);
  dist?.remove();
});

const opsOn = (script: string, ...args: string[]) => ops(script, ...args, '--dist', dist.dir, '--by', 'e2e');

/** The worker holds the live storefront's entry and its policy page module: the warm-up after the visit. */
async function warmed(page: Page): Promise<void> {
  await untilPage(page, 'releasesWarmed', async () => {
    const manifest = (await (await fetch('/remotes.json', { cache: 'no-store' })).json()) as Record<string, { entry: string }>;
    const cache = await caches.open('ayb-releases');
    const keys = (await cache.keys()).map((request) => new URL(request.url).pathname);
    const folder = manifest.storefront.entry.replace(/remoteEntry\.js$/, '');
    return keys.includes(manifest.storefront.entry) && keys.some((key) => key.startsWith(`${folder}__federation_expose_PolicyPage`));
  });
}

/** The worker has saved the offline snapshot in IndexedDB (never opening a database that does not exist yet: that would create it empty). */
async function snapshotSaved(page: Page): Promise<void> {
  await untilPage(page, 'snapshotSaved', async () => {
    if (!(await indexedDB.databases()).some((database) => database.name === 'ayb-offline')) return false;
    return new Promise<boolean>((resolve) => {
      const open = indexedDB.open('ayb-offline');
      open.onerror = () => resolve(false);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('catalogue')) {
          db.close();
          resolve(false);
          return;
        }
        const read = db.transaction('catalogue').objectStore('catalogue').get('snapshot');
        read.onsuccess = () => {
          db.close();
          resolve(Boolean(read.result?.snapshot?.products?.length));
        };
        read.onerror = () => {
          db.close();
          resolve(false);
        };
      };
    });
  });
}

const goOffline = (context: BrowserContext) => offline(context, server);
const goOnline = (context: BrowserContext) => online(context, server);

describe.each([
  ['the API server', () => server.url],
  ['nginx', () => nginx.url],
])('the worker and the web app manifest from %s', (_label, baseUrl) => {
  it('are served uncached from the root, under a policy that allows the worker', async () => {
    const worker = await fetch(`${baseUrl()}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    expect(await worker.text()).toContain('/apps/shell/');
    const manifest = await fetch(`${baseUrl()}/manifest.webmanifest`);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('content-type')).toMatch(/application\/manifest\+json/);
    const body = await manifest.json();
    expect(body).toMatchObject({ start_url: '/#/home', scope: '/', display: 'standalone', short_name: 'AyurVeda Bazaar' });
    expect(body.translations.hi.short_name).toBe('आयुर्वेद बाज़ार');
    expect(body.icons.filter((icon: { purpose: string }) => icon.purpose === 'maskable').map((icon: { sizes: string }) => icon.sizes)).toEqual(['192x192', '384x384', '512x512']);
    const page = await fetch(`${baseUrl()}/`);
    expect(page.headers.get('content-security-policy')).toContain("worker-src 'self'");
    expect(await page.text()).toContain('rel="manifest" href="/manifest.webmanifest"');
  });
});

describe('an installable shop', () => {
  it("passes Chromium's installability check once the worker controls the page", async () => {
    // a profile on disk: Chromium refuses installability in incognito, which new contexts are
    const profile = mkdtempSync(path.join(os.tmpdir(), 'ayur-profile-'));
    const context = await launchProfileBrowser(profile, DESKTOP);
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${nginx.url}/#/home`);
      await productCards(page);
      await controlled(page);
      const cdp = await context.newCDPSession(page);
      const { url, errors } = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
      expect(new URL(url).pathname).toBe('/manifest.webmanifest');
      expect(errors).toEqual([]);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});

describe("the worker on a first visit", () => {
  it("registers only once the page's own start-up is over: its remote's code and answers in, then a quiet network", async () => {
    const context = await browser.newContext({ viewport: PHONE });
    try {
      const page = await context.newPage();
      await page.addInitScript(() => {
        const container = navigator.serviceWorker;
        const register = container.register.bind(container);
        container.register = (...args: Parameters<ServiceWorkerContainer['register']>) => {
          (window as unknown as { registeredAt: number }).registeredAt = performance.now();
          return register(...args);
        };
      });
      await page.goto(`${server.url}/#/home/buy-medicine`);
      await productCards(page);
      await controlled(page);
      const { registeredAt, before } = await page.evaluate(() => {
        const at = (window as unknown as { registeredAt: number }).registeredAt;
        const entries = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => entry.startTime < at);
        return { registeredAt: at, before: entries.map((entry) => ({ path: new URL(entry.name).pathname, end: entry.responseEnd })) };
      });
      // the list's own code and its first page of products were in before the worker was asked for
      expect(before.some((entry) => /^\/apps\/mfe-storefront\/[^/]+\/__federation_expose_/.test(entry.path))).toBe(true);
      expect(before.some((entry) => entry.path === '/api/product/filterProduct')).toBe(true);
      // and nothing of the page had arrived for the quiet time (START_UP_QUIET_MS, shell/src/offline/after-start-up.ts)
      const lastEnd = Math.max(...before.map((entry) => entry.end));
      expect(registeredAt - lastEnd).toBeGreaterThanOrEqual(2000);
    } finally {
      await context.close();
    }
  });
});

/** The saved-data notice ("You are offline. This page shows saved data, …"), awaited. */
const savedDataNotice = (page: Page) => page.getByTestId('saved-data').waitFor();
const detailsHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true }).waitFor();

describe('browse online, then lose the network', () => {
  it('home, a viewed product, a never-viewed product and a search work from saved data, saying so (375 px and 1280 px)', async () => {
    const { page, context } = await newPage(browser, PHONE);
    await page.goto(`${server.url}/#/home`);
    await productCards(page);
    await controlled(page);
    await Promise.all([warmed(page), snapshotSaved(page)]);
    // browsing with the worker in control: the answers it sees are kept
    await page.reload();
    await productCards(page);
    await navigate(page, '#/home/buy-medicine');
    await productCards(page);
    const href = await page.getByTestId('product-card').first().locator('a').first().getAttribute('href');
    const detailsHash = href!.slice(href!.indexOf('#'));
    await navigate(page, detailsHash);
    // the details page has replaced the list (its heading is the product's name, not the list's)
    await page.waitForFunction(() => { const h1 = document.querySelector('h1'); return h1 !== null && h1.textContent !== 'Shop Now'; });
    const name = (await page.getByRole('heading', { level: 1 }).first().innerText()).trim();
    expect(name.length).toBeGreaterThan(2);
    // a product whose details were never opened: the snapshot's last (the least sold)
    const snapshot = (await (await fetch(`${server.url}/api/product/offlineSnapshot`)).json()).data as { products: { id: number; name: string }[] };
    const neverViewed = snapshot.products[snapshot.products.length - 1];
    expect(detailsHash).not.toMatch(new RegExp(`/${neverViewed.id}$`));

    await goOffline(context);
    try {
      await navigate(page, '#/home');
      await page.reload();
      await productCards(page);
      await savedDataNotice(page);
      await screenshot(page, 'offline-home-phone');

      await navigate(page, detailsHash);
      await detailsHeading(page, name);
      await savedDataNotice(page);

      await navigate(page, `#/home/buy-medicine/product-details/${neverViewed.id}`);
      await detailsHeading(page, neverViewed.name);
      await savedDataNotice(page);

      // the whole list and a search never made online, in a Hinglish spelling, from the snapshot's index
      await navigate(page, '#/home/buy-medicine?sort=1');
      await productCards(page);
      await savedDataNotice(page);
      await screenshot(page, 'offline-list-phone');
      await navigate(page, '#/home/buy-medicine?search=chyavanprash');
      await page.waitForFunction(() => /chyawanprash/i.test(document.querySelector('[data-testid="product-card"]')?.textContent ?? ''));
      await savedDataNotice(page);
      await screenshot(page, 'offline-search-phone');

      await page.setViewportSize(DESKTOP);
      await page.getByTestId('product-card').first().waitFor();
      await screenshot(page, 'offline-search-desktop');
      await navigate(page, '#/home/buy-medicine?sort=1');
      await page.waitForFunction(() => !/chyawanprash/i.test(document.querySelector('[data-testid="product-card"]')?.textContent ?? 'chyawanprash'));
      await savedDataNotice(page);
      await screenshot(page, 'offline-list-desktop');
      await navigate(page, detailsHash);
      await detailsHeading(page, name);
      await screenshot(page, 'offline-details-desktop');
    } finally {
      await goOnline(context);
    }
    await context.close();
  }, 180000);
});

describe('the seller dashboard', () => {
  it("is not served by the shop's worker", async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await page.goto(`${server.url}/#/seller/login`);
    await controlled(page);
    await page.locator('#login-email').fill('seller@demo.in');
    await page.locator('#login-password').fill('Seller@123');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(/\/seller-dashboard\/(#\/)?$/);
    await page.getByRole('heading', { name: 'Today at a glance' }).waitFor();
    const fromWorker: string[] = [];
    page.on('response', (response) => {
      if (response.fromServiceWorker()) fromWorker.push(response.url());
    });
    await page.reload();
    await page.getByRole('heading', { name: 'Today at a glance' }).waitFor();
    expect(fromWorker).toEqual([]);
    await context.close();
  });
});

describe('a storefront release and its rollback with the worker active', () => {
  it('an open page runs the rolled-back release after one navigation', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    const release = () => page.evaluate(() => document.documentElement.dataset.storefrontRelease ?? null);
    await openUnderWorker(page, `${server.url}/#/home`);
    expect(await release()).toBeNull();

    await opsOn('release.mjs', 'storefront', '--version', ROLLED_OUT);
    await navigate(page, '#/home/buy-medicine');
    await page.waitForFunction((version) => document.documentElement.dataset.storefrontRelease === version, ROLLED_OUT);
    await productCards(page);

    expect(await opsOn('rollback.mjs', 'storefront')).toContain(`rolled back ${ROLLED_OUT} → ${v1}`);
    await navigate(page, '#/home');
    await page.waitForFunction(() => document.documentElement.dataset.storefrontRelease === undefined && document.getElementById('home-search') !== null);
    const entries = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.includes('/apps/mfe-storefront/')));
    expect(entries.some((name) => name.includes(`/apps/mfe-storefront/${v1}/remoteEntry.js`))).toBe(true);
    expect(entries.some((name) => name.includes(ROLLED_OUT))).toBe(false);
    await context.close();
  }, 60000);
});
