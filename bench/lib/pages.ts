/**
 * Pages: Lighthouse 12.8 (default mobile emulation and simulated throttling) in Debian's Chromium, several
 * runs per page, medians. Bundles: what a real page load fetches, by encoded (on-the-wire) size, read
 * in Chromium: JavaScript before the shell's first render, each remote's entry, each page's own chunks.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PageSpec } from './baselines';
import { median } from './budgets';
import { repoRoot } from './processes';
import type { BundleResult, FileSize, PageResult } from './types';

export const CHROMIUM = '/usr/bin/chromium';
/**
 * Chromium for Lighthouse. Chromium 156 keeps two renderers of its own UI, the omnibox popup's WebUI pages, which
 * ran JavaScript while the measured page loaded (about 50 ms during its first layout, on two cores): they are not
 * the page's, nor a phone browser's, so the bench starts Chromium without them (docs/performance.md).
 * QUIET_BROWSER_UI=0 keeps them, for a comparison.
 */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  ...(process.env.QUIET_BROWSER_UI === '0' ? [] : ['--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup']),
];
/** A browser whose language is Hindi: the shop's first visit follows it (Lighthouse clears storage, so no remembered choice). */
const HINDI_FLAGS = ['--lang=hi', '--accept-lang=hi-IN,hi'];

export type { PageSpec };

type Sample = Record<'performance' | 'accessibility' | 'lcpMs' | 'tbtMs' | 'cls' | 'bytes' | 'requests' | 'benchmarkIndex' | 'load1m', number>;

/** What the Lighthouse runs record about the browser and the machine, beside the pages. */
export interface LighthouseRun {
  pages: PageResult[];
  chromium: string;
  lighthouse: string;
  benchmarkIndex: number;
}

/**
 * Lighthouse on every page, `runs` rounds; each round takes every page once, baselines included, so each
 * page and the baselines meet the same machine state (a busy minute weighs on all of them, not on one).
 */
export async function runLighthouse(base: string, pages: PageSpec[], runs: number): Promise<LighthouseRun> {
  const chromeLauncher = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  const hindiChrome = pages.some((p) => p.language === 'hi') ? await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: [...CHROME_FLAGS, ...HINDI_FLAGS] }) : null;
  const samples = new Map<string, Sample[]>(pages.map((p) => [p.name, []]));
  // the user agent says 156.0.0.0 (reduced): the binary tells its full version
  const chromium = execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  let lighthouseVersion = '';
  try {
    for (let run = 0; run < runs; run++) {
      for (const page of pages) {
        const load1m = os.loadavg()[0];
        const lhr = await lighthouseRun(lighthouse, `${base}${page.path}`, (page.language === 'hi' ? hindiChrome! : chrome).port);
        lighthouseVersion = lhr.lighthouseVersion;
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const sample: Sample = {
          performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
          lcpMs: audit('largest-contentful-paint'),
          tbtMs: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          bytes: audit('total-byte-weight'),
          requests: ((lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items ?? []).length,
          benchmarkIndex: lhr.environment.benchmarkIndex,
          load1m,
        };
        samples.get(page.name)!.push(sample);
        console.log(
          `  ${page.name} run ${run + 1}: performance ${sample.performance}, LCP ${Math.round(sample.lcpMs)} ms, TBT ${Math.round(sample.tbtMs)} ms, CLS ${sample.cls.toFixed(3)} (benchmarkIndex ${Math.round(sample.benchmarkIndex)}, load ${load1m.toFixed(2)})`,
        );
      }
    }
  } finally {
    await Promise.all([chrome.kill(), hindiChrome?.kill()]);
  }
  const results = pages.map((page): PageResult => {
    const list = samples.get(page.name)!;
    const med = (key: keyof Sample): number => median(list.map((s) => s[key]));
    return {
      name: page.name,
      url: `${base}${page.path}`,
      baseline: Boolean(page.baseline),
      runs,
      performance: med('performance'),
      accessibility: med('accessibility'),
      lcpMs: Math.round(med('lcpMs')),
      tbtMs: Math.round(med('tbtMs')),
      cls: Math.round(med('cls') * 1000) / 1000,
      bytes: Math.round(med('bytes')),
      requests: Math.round(med('requests')),
      tbtRunsMs: list.map((s) => Math.round(s.tbtMs)),
      lcpRunsMs: list.map((s) => Math.round(s.lcpMs)),
      benchmarkIndex: Math.round(med('benchmarkIndex')),
      load1m: Math.round(med('load1m') * 100) / 100,
    };
  });
  const all = [...samples.values()].flat();
  return { pages: results, chromium, lighthouse: lighthouseVersion, benchmarkIndex: Math.round(median(all.map((s) => s.benchmarkIndex))) };
}

type Lighthouse = (typeof import('lighthouse'))['default'];
type Report = NonNullable<Awaited<ReturnType<Lighthouse>>>['lhr'];

/** Lighthouse now and then fails to record the trace of a load (NO_NAVSTART, NO_FCP): such a run is taken again. */
async function lighthouseRun(lighthouse: Lighthouse, url: string, port: number, attempts = 3): Promise<Report> {
  for (let attempt = 1; ; attempt++) {
    const answer = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
    if (!answer) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = answer;
    if (!lhr.runtimeError) return lhr;
    if (attempt >= attempts) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    console.log(`  Lighthouse could not measure ${url} (${lhr.runtimeError.code}); running it again`);
  }
}

const shortName = (url: string) => new URL(url).pathname.replace(/^\/apps\//, '');

export async function measureBundles(base: string, pages: PageSpec[]): Promise<BundleResult> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
  try {
    let beforeFirstRender: FileSize[] = [];
    const routes: BundleResult['routes'] = [];
    for (const spec of pages) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts: Array<{ url: string; bytes: Promise<number> }> = [];
      page.on('requestfinished', (request) => {
        if (request.resourceType() === 'script' || /\.js($|\?)/.test(request.url())) {
          scripts.push({ url: request.url(), bytes: request.sizes().then((s) => s.responseBodySize) });
        }
      });
      // The shell's first render puts its header in the page: the page notes when (its own clock), so a
      // script counts as before the first render when the page requested it before that moment. (Counting
      // the requests finished when waitForSelector returned also took in scripts the first render's own
      // effects requested a few milliseconds after it, depending on how fast the round trip was.)
      // (a string: tsx would wrap a named function in a helper the page does not have)
      await page.addInitScript(`new MutationObserver(function (records, observer) {
        if (document.querySelector('header')) { window.__benchHeaderAt = performance.now(); observer.disconnect(); }
      }).observe(document, { childList: true, subtree: true });`);
      await page.goto(`${base}${spec.path}`);
      await page.waitForSelector('header', { state: 'attached' });
      await page.waitForLoadState('networkidle');
      const { headerAt, started } = await page.evaluate(() => ({
        headerAt: (window as { __benchHeaderAt?: number }).__benchHeaderAt ?? Number.POSITIVE_INFINITY,
        started: performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime] as const),
      }));
      const startOf = new Map<string, number>();
      for (const [url, at] of started) if (!startOf.has(url)) startOf.set(url, at);
      const sizes = await Promise.all(
        // the shell's files requested before its header rendered (first-render.json's files, which npm test holds to
        // the same budget); the route's remote entry, which the boot page preloads meanwhile, is the route's own
        scripts.map(async (s) => {
          const file = shortName(s.url);
          return { file, bytes: await s.bytes, early: file.startsWith('shell/') && (startOf.get(s.url) ?? Number.POSITIVE_INFINITY) < headerAt };
        }),
      );
      if (beforeFirstRender.length === 0) beforeFirstRender = sizes.filter((f) => f.early).map(({ file, bytes }) => ({ file, bytes }));
      const shellFiles = new Set(beforeFirstRender.map((f) => f.file));
      const own = sizes.filter((f) => !f.early && !shellFiles.has(f.file)).map(({ file, bytes }) => ({ file, bytes }));
      routes.push({ page: spec.name, bytes: own.reduce((sum, f) => sum + f.bytes, 0), files: own });
      await context.close();
    }
    return {
      beforeFirstRender,
      beforeFirstRenderBytes: beforeFirstRender.reduce((sum, f) => sum + f.bytes, 0),
      remoteEntries: remoteEntrySizes(),
      routes,
    };
  } finally {
    await browser.close();
  }
}

/** The brotli size of each remote's entry named by dist/remotes.json (what browsers receive). */
export function remoteEntrySizes(): Array<{ app: string; bytes: number }> {
  // one entry object per remote, as scripts/ops/manifest.mjs writes it
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'dist/remotes.json'), 'utf8')) as Record<string, { entry: string }>;
  return Object.entries(manifest).map(([name, { entry }]) => {
    const file = path.join(repoRoot, 'dist', entry.replace(/^\/apps\//, ''));
    const compressed = `${file}.br`;
    const bytes = existsSync(compressed) ? readFileSync(compressed).length : existsSync(file) ? readFileSync(file).length : Number.NaN;
    return { app: name, bytes };
  });
}
