/**
 * The offline app's speed (issue 32), in Debian's Chromium driven by puppeteer-core (which reaches the
 * service worker's own DevTools target, so its network fetches are throttled like the page's):
 * - repeat visit: a page is visited once (the worker installs, warms the live releases and keeps the first
 *   screen's answer), then loaded again in a new tab under Lighthouse's mobile throttling (its DevTools
 *   "slow 4G" figures, 4× CPU, its phone screen): the largest contentful paint, and the scripts not served from the worker's caches;
 * - first visit on 2G: a fresh profile at about 250 kbit/s and 800 ms round trips (CDP network emulation),
 *   the largest contentful paint, and whether the worker was registered before the page's load event
 *   (it must not be: the worker must not compete with the first visit).
 */
import type { Browser, CDPSession, Page } from 'puppeteer-core';
import { median } from './budgets';
import type { PageSpec } from './baselines';
import { CHROMIUM } from './pages';
import type { OfflineVisitResult } from './types';

/** About 250 kbit/s both ways and an 800 ms round trip. */
export const SLOW_2G = { latency: 800, downloadThroughput: (250 * 1000) / 8, uploadThroughput: (250 * 1000) / 8 };

export interface OfflinePageSpec {
  page: PageSpec;
  /** a selector that shows once the route's own content has rendered */
  ready: string;
}

// strings: tsx would wrap named functions in a helper the page does not have
const OBSERVE_PAGE = `window.__benchLcp = 0; window.__benchWorkerRegisteredAt = null;
new PerformanceObserver(function (list) {
  for (const e of list.getEntries()) window.__benchLcp = e.renderTime || e.loadTime || e.startTime;
}).observe({ type: 'largest-contentful-paint', buffered: true });
if (navigator.serviceWorker) {
  const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
  navigator.serviceWorker.register = function () { window.__benchWorkerRegisteredAt = performance.now(); return register.apply(null, arguments); };
}`;
const READ_PAGE = `new Promise(function (resolve) { requestAnimationFrame(function () { requestAnimationFrame(function () {
  const nav = performance.getEntriesByType('navigation')[0];
  resolve({ lcp: window.__benchLcp, registeredAt: window.__benchWorkerRegisteredAt, loadEnd: nav ? nav.loadEventEnd : 0 });
}); }); })`;
/**
 * The warm-up after the first visit is done: every live remote's release record is in the worker's cache
 * (release-warmup.ts), and so is the answer of the page's first-screen request, the list's or the details'
 * (catalogue/first-screen-warmup.ts).
 */
const WARMED = `(async function () {
  if (!navigator.serviceWorker || !navigator.serviceWorker.controller) return false;
  const manifest = await (await fetch('/remotes.json', { cache: 'no-store' })).json();
  const paths = async function (name) { return (await (await caches.open(name)).keys()).map(function (request) { return new URL(request.url).pathname; }); };
  const releases = await paths('ayb-releases');
  const catalogue = await paths('ayb-catalogue');
  const firstScreen = performance.getEntriesByType('resource').map(function (entry) { return new URL(entry.name).pathname; })
    .filter(function (path) { return /^\\/api\\/product\\/(filterProduct|getProductDetails\\/\\d+)$/.test(path); });
  return Object.values(manifest).every(function (item) { return item.disabled || releases.includes(item.entry.replace(/remoteEntry\\.js$/, 'release.json')); })
    && firstScreen.every(function (path) { return catalogue.includes(path); });
})()`;

type Constants = typeof import('lighthouse/core/config/constants.js');

async function phone(page: Page, cdp: CDPSession, constants: Constants, cpu: number): Promise<void> {
  const screen = constants.screenEmulationMetrics.mobile;
  await cdp.send('Emulation.setDeviceMetricsOverride', { mobile: true, width: screen.width, height: screen.height, deviceScaleFactor: screen.deviceScaleFactor });
  await cdp.send('Emulation.setUserAgentOverride', { userAgent: constants.userAgents.mobile });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await page.evaluateOnNewDocument(OBSERVE_PAGE);
}

async function loadAndRead(page: Page, url: string, ready: string) {
  await page.goto(url, { waitUntil: 'load', timeout: 120000 });
  await page.waitForSelector(ready, { timeout: 120000 });
  return (await page.evaluate(READ_PAGE)) as { lcp: number; registeredAt: number | null; loadEnd: number };
}

/** Counts the page's script responses, split by whether the worker's caches served them. */
function countScripts(cdp: CDPSession) {
  const counts = { network: 0, worker: 0 };
  cdp.on('Network.responseReceived', (event) => {
    if (event.type !== 'Script') return;
    const { fromServiceWorker, serviceWorkerResponseSource } = event.response;
    if (fromServiceWorker && serviceWorkerResponseSource === 'cache-storage') counts.worker += 1;
    else counts.network += 1;
  });
  return counts;
}

async function throttleWorkers(browser: Browser, conditions: { latency: number; downloadThroughput: number; uploadThroughput: number }): Promise<void> {
  for (const target of browser.targets().filter((t) => String(t.type()) === 'service_worker')) {
    const session = await target.createCDPSession();
    await session.send('Network.enable');
    await session.send('Network.emulateNetworkConditions', { offline: false, ...conditions });
  }
}

interface Sample {
  lcp: number;
  network: number;
  worker: number;
  /** 1 when the worker was registered before the load event */
  early: number;
}

function summary(page: string, runs: Sample[]): OfflineVisitResult {
  return {
    page,
    runs: runs.length,
    lcpMs: Math.round(median(runs.map((r) => r.lcp))),
    lcpRunsMs: runs.map((r) => Math.round(r.lcp)),
    networkScripts: Math.max(...runs.map((r) => r.network)),
    workerScripts: Math.min(...runs.map((r) => r.worker)),
    workerRegisteredBeforeLoad: runs.reduce((sum, r) => sum + r.early, 0),
  };
}

export async function measureOfflineVisits(base: string, pages: OfflinePageSpec[], runs: number): Promise<{ repeatVisits: OfflineVisitResult[]; slow2g: OfflineVisitResult[] }> {
  const puppeteer = (await import('puppeteer-core')).default;
  const constants = await import('lighthouse/core/config/constants.js');
  const mobile = constants.throttling.mobileSlow4G;
  const lighthouseMobile = {
    latency: mobile.requestLatencyMs,
    downloadThroughput: (mobile.downloadThroughputKbps * 1024) / 8,
    uploadThroughput: (mobile.uploadThroughputKbps * 1024) / 8,
  };
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
  try {
    const repeatVisits: OfflineVisitResult[] = [];
    for (const spec of pages) {
      const samples: Sample[] = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.createBrowserContext();
        const first = await context.newPage();
        await first.goto(`${base}${spec.page.path}`, { waitUntil: 'load' });
        await first.waitForSelector(spec.ready);
        await first.waitForFunction(WARMED, { polling: 250, timeout: 120000 });
        await first.close();
        const page = await context.newPage();
        const cdp = await page.createCDPSession();
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', { offline: false, ...lighthouseMobile });
        await throttleWorkers(browser, lighthouseMobile);
        await phone(page, cdp, constants, mobile.cpuSlowdownMultiplier);
        const scripts = countScripts(cdp);
        const read = await loadAndRead(page, `${base}${spec.page.path}`, spec.ready);
        samples.push({ lcp: read.lcp, ...scripts, early: 0 });
        console.log(`  ${spec.page.name}, repeat visit run ${run + 1}: LCP ${Math.round(read.lcp)} ms, scripts from the network ${scripts.network}, from the worker ${scripts.worker}`);
        await context.close();
      }
      repeatVisits.push(summary(spec.page.name, samples));
    }

    const home = pages[0];
    const samples: Sample[] = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      const cdp = await page.createCDPSession();
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_2G });
      await phone(page, cdp, constants, 1);
      const scripts = countScripts(cdp);
      const read = await loadAndRead(page, `${base}${home.page.path}`, home.ready);
      const early = read.registeredAt !== null && read.registeredAt < read.loadEnd ? 1 : 0;
      samples.push({ lcp: read.lcp, ...scripts, early });
      console.log(`  ${home.page.name}, first visit on 2G run ${run + 1}: LCP ${Math.round(read.lcp)} ms${early ? ' (the worker was registered before the load event)' : ''}`);
      await context.close();
    }
    return { repeatVisits, slow2g: [summary(home.page.name, samples)] };
  } finally {
    await browser.close();
  }
}
