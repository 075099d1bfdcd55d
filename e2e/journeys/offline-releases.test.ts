/**
 * Releases and the service worker offline (issue 32), in Chromium with the shell's worker active:
 * - after the first visit's warm-up, the next visit works offline even on routes never opened (a policy
 *   page of the storefront, another remote's sign-up page);
 * - a storefront release whose files cannot be fetched (its folder gone from the server, then the phone
 *   offline) falls back to the last release of the storefront that the worker holds and that fits the
 *   shell, not to the route's fallback.
 * Offline is the browser's (`context.setOffline`) and the server's (halted): Chromium's offline emulation
 * does not reach a service worker's own fetches (playwright issue 2311).
 */
import { renameSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot, spinnerGone } from '../support/browser';
import { deriveRelease } from '../support/derived-release';
import { copyDist, type DistCopy } from '../support/dist-copy';
import { controlled, goOffline as offline, goOnline as online, navigate, openUnderWorker, productCards } from '../support/offline';
import { ops } from '../support/ops';
import { startServer, type RunningServer } from '../support/server';

/** Two later storefront releases, each marking the page it runs in; V3's folder is later made unreachable. */
const V2 = '1.0.0+0ff2ce2';
const V3 = '1.0.0+0ff3ce3';
let browser: Browser;
let dist: DistCopy;
let server: RunningServer;

beforeAll(async () => {
  dist = copyDist();
  const v1 = dist.readManifest().storefront.version;
  for (const version of [V2, V3]) {
    deriveRelease(dist.dir, 'mfe-storefront', v1, version, (file, text) =>
      file === 'remoteEntry.js' ? `document.documentElement.dataset.storefrontRelease=${JSON.stringify(version)};\n${text}` : text,
    );
  }
  [browser, server] = await Promise.all([launchBrowser(), startServer({ staticRoot: dist.dir, env: { MANIFEST_REVALIDATE_SECONDS: '0' } })]);
}, 120000);

afterAll(async () => {
  await Promise.all([browser?.close(), server?.stop()]);
  dist?.remove();
});

const opsOn = (script: string, ...args: string[]) => ops(script, ...args, '--dist', dist.dir, '--by', 'e2e');
const runningRelease = (page: Page) => page.evaluate(() => document.documentElement.dataset.storefrontRelease ?? null);

/**
 * Until the worker's warm-up holds every live remote release (its entry and its release record) and this
 * shell's record: the page checks its caches again every quarter second (a loop on an awaited check).
 */
async function warmed(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const done = async () => {
      const manifest = (await (await fetch('/remotes.json', { cache: 'no-store' })).json()) as Record<string, { entry: string }>;
      const keys = (await (await caches.open('ayb-releases')).keys()).map((request) => new URL(request.url).pathname);
      const shellMain = [...document.scripts].map((script) => script.src).find((src) => /\/apps\/shell\/[^/]+\/main\.js$/.test(src));
      const shellRecord = shellMain ? new URL(shellMain).pathname.replace(/main\.js$/, 'release.json') : '';
      return keys.includes(shellRecord) && Object.values(manifest).every(({ entry }) => keys.includes(entry) && keys.includes(entry.replace(/remoteEntry\.js$/, 'release.json')));
    };
    const deadline = Date.now() + 90000;
    while (!(await done())) {
      if (Date.now() > deadline) throw new Error('the worker did not warm the live releases within 90 s');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });
}

/** Until the worker's warm-up holds the policy documents (a policy page never opened shows its text offline). */
async function policiesKept(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const deadline = Date.now() + 60000;
    const kept = async () => (await (await caches.open('ayb-catalogue')).keys()).some((request) => new URL(request.url).pathname === '/api/term-and-condition/getByid/1');
    while (!(await kept())) {
      if (Date.now() > deadline) throw new Error('the worker did not keep the policy documents within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });
}

/** Opens a route and waits for its heading: the remote rendered (not its fallback); then a screenshot. */
async function routeShows(page: Page, hash: string, heading: string, shot: string): Promise<void> {
  await navigate(page, hash);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  expect(await page.getByTestId('remote-fallback').count()).toBe(0);
  await spinnerGone(page);
  await screenshot(page, shot);
}

describe('the next visit after the warm-up, offline', () => {
  it('opens routes never opened before: a policy page and another remote’s sign-up (375 px and 1280 px)', async () => {
    const { page, context } = await newPage(browser, PHONE);
    await page.goto(`${server.url}/#/home`);
    await productCards(page);
    await controlled(page);
    await warmed(page);
    await policiesKept(page);
    await page.reload(); // the catalogue answers pass through the worker now
    await productCards(page);

    await offline(context, server);
    try {
      await page.reload();
      await productCards(page);
      await routeShows(page, '#/terms-and-conditions', 'Terms and Conditions', 'offline-never-opened-policy-phone');
      await page.getByTestId('policy-text').waitFor();

      await page.setViewportSize(DESKTOP);
      await routeShows(page, '#/patient/patientSignup', 'Sign-Up', 'offline-never-opened-signup-desktop');
    } finally {
      await online(context, server);
    }
    await context.close();
  }, 150000);
});

describe('a storefront release whose files cannot be fetched', () => {
  it('runs the last cached release that fits the shell, online and offline', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await openUnderWorker(page, `${server.url}/#/home`);
    expect(await runningRelease(page)).toBeNull();

    // V2 goes live; the open page follows it at its next navigation and the worker keeps its files
    await opsOn('release.mjs', 'storefront', '--version', V2);
    await navigate(page, '#/home/buy-medicine');
    await page.waitForFunction((version) => document.documentElement.dataset.storefrontRelease === version, V2);
    await productCards(page);
    await warmed(page);

    // V3 goes live, but its files are gone from the server (a broken upload, a lost disk)
    await opsOn('release.mjs', 'storefront', '--version', V3);
    renameSync(path.join(dist.dir, 'mfe-storefront', V3), path.join(dist.dir, 'mfe-storefront', `${V3}-unreachable`));
    // the page runs V2, which is no longer live: its next navigation loads the page afresh (marked to tell it apart)
    await page.evaluate(() => {
      document.documentElement.dataset.beforeV3 = 'yes';
    });
    await navigate(page, '#/home');
    await page.waitForFunction(
      (version) =>
        document.documentElement.dataset.beforeV3 === undefined &&
        document.documentElement.dataset.storefrontRelease === version &&
        document.getElementById('home-search') !== null,
      V2,
      { timeout: 30000 },
    );
    expect(await page.getByTestId('remote-fallback').count()).toBe(0);
    const tried = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.includes('/remoteEntry.js')));
    expect(tried.some((name) => name.includes(`/apps/mfe-storefront/${V3}/remoteEntry.js`))).toBe(true);
    await spinnerGone(page);
    await screenshot(page, 'release-fallback-desktop');

    // offline, the last known manifest still names V3: a new load runs V2 from the worker's cache
    await offline(context, server);
    try {
      await page.setViewportSize(PHONE);
      await page.reload();
      await page.waitForFunction(
        (version) => document.documentElement.dataset.storefrontRelease === version && document.getElementById('home-search') !== null,
        V2,
        { timeout: 30000 },
      );
      await routeShows(page, '#/terms-and-conditions', 'Terms and Conditions', 'release-fallback-offline-phone');
    } finally {
      await online(context, server);
    }
    await context.close();
  }, 150000);
});
