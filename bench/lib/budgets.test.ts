import { evaluate, formatLimit, median, percentile, renderMarkdown, within } from './budgets';
import { filterMix, searchTermsFrom } from './filter-mix';
import type { BenchResults, Budgets } from './types';

const budgets: Budgets = {
  pages: { performance: { min: 95 }, accessibility: { min: 95 }, lcpMs: { max: 1800 }, tbtMs: { max: 150 }, cls: { max: 0.05 } },
  interactions: { p75Ms: { max: 200 } },
  bundles: { beforeFirstRenderBytes: { max: 150000 }, remoteEntryBytes: { max: 30000 } },
  api: { filterProduct: { ratio: { min: 0.35 }, p99Ms: { max: 25 } } },
  start: { warmStartMs: { max: 5000 }, coldStartMs: { max: 150000 } },
};

const page = (name: string, tbtMs: number, baseline = false) => ({
  name, url: `http://x/${name}`, runs: 3, performance: 96, accessibility: 100, lcpMs: 1700, tbtMs, cls: 0.01, bytes: 300000, requests: 20,
  baseline, tbtRunsMs: [tbtMs, tbtMs, tbtMs], lcpRunsMs: [1700, 1700, 1700], benchmarkIndex: 1500, load1m: 1.5,
});

function results(overrides: Partial<BenchResults> = {}): BenchResults {
  return {
    startedAt: '2026-11-22T02:00:00Z',
    machine: { cpus: 'Test CPU', cores: 2, memoryGb: 8, os: 'linux', node: 'v20', loadAverage: [1, 1, 1], note: '' },
    pages: [page('home', 151)],
    interactions: [],
    bundles: { beforeFirstRender: [{ file: 'main.js', bytes: 90000 }], beforeFirstRenderBytes: 90000, remoteEntries: [{ app: 'mfe-storefront', bytes: 31000 }], routes: [] },
    api: [{ database: 'sqlite', products: 100000, orders: 100000, generateSeconds: 3, connections: 50, durationSeconds: 10, routes: [
      { name: 'health', rps: 10000, p50Ms: 4, p99Ms: 9, ratio: 1, non2xx: 0, errors: 0 },
      { name: 'filterProduct', rps: 3500, p50Ms: 10, p99Ms: 25, ratio: 0.35, non2xx: 0, errors: 0 },
    ] }],
    start: { warmStartMs: 5001 },
    coldStart: null,
    skipped: [],
    durationSeconds: 600,
    ...overrides,
  };
}

describe('budget comparison', () => {
  it('meets a budget exactly at its limit and misses it just past', () => {
    expect(within(0.35, { min: 0.35 })).toBe(true);
    expect(within(0.349, { min: 0.35 })).toBe(false);
    expect(within(25, { max: 25 })).toBe(true);
    expect(within(Number.NaN, { max: 25 })).toBe(false);
  });

  it('names every missed budget with its measured figure', () => {
    const checks = evaluate(results(), budgets);
    const missed = checks.filter((c) => !c.met).map((c) => `${c.subject}:${c.metric}=${c.measured}`);
    expect(missed).toEqual(['home:tbtMs=151', 'mfe-storefront remoteEntry.js:remoteEntryBytes=31000', 'second npm start:warmStartMs=5001']);
    expect(checks.filter((c) => c.met)).toHaveLength(7);
  });

  it('fails a route that answered errors even when fast enough', () => {
    const run = results().api[0];
    run.routes[1] = { ...run.routes[1], non2xx: 3 };
    const checks = evaluate(results({ api: [run] }), budgets);
    expect(checks.find((c) => c.metric === 'failedRequests')).toMatchObject({ subject: 'filterProduct (sqlite)', measured: 3, met: false });
  });

  it('renders a table with the machine and each verdict', () => {
    const r = results();
    const text = renderMarkdown(r, evaluate(r, budgets));
    expect(text).toContain('2 × Test CPU');
    expect(text).toContain('| pages | home | tbtMs | 151 ms | ≤ 150 ms | **missed** |');
    expect(text).toContain('| api | filterProduct (sqlite) | ratio | 35 % | ≥ 35 % | met |');
    expect(formatLimit('lcpMs', { max: 1800 })).toBe('≤ 1.80 s');
  });

  it('reports the same-run baselines beside the pages and never budgets them', () => {
    const r = results({ pages: [page('baseline: static HTML', 40, true), page('baseline: minimal React', 300, true), page('home', 151)] });
    r.machine = { ...r.machine, chromium: 'Chromium 156.0.8078.108 built on Debian', lighthouse: '12.8.2', benchmarkIndex: 1500 };
    const checks = evaluate(r, budgets);
    expect(checks.filter((c) => c.area === 'pages').map((c) => c.subject)).toEqual(['home', 'home', 'home', 'home', 'home']);
    const text = renderMarkdown(r, checks);
    expect(text).toContain('| home | 3 | 96 | 100 | 1.70 s | 151 ms | +111 ms / -149 ms |');
    expect(text).toContain('Chromium 156.0.8078.108 built on Debian, Lighthouse 12.8.2, Lighthouse benchmarkIndex 1500');
  });

  it("budgets each page's interaction latency at its 75th percentile, and the cold start", () => {
    const r = results({
      interactions: [
        { page: 'home', runs: 2, interactions: [{ name: 'open the cart', latenciesMs: [40, 250] }], p75Ms: 250, maxMs: 250 },
        { page: 'product list', runs: 2, interactions: [{ name: 'apply a filter', latenciesMs: [64, 120] }], p75Ms: 120, maxMs: 120 },
      ],
      coldStart: { coldStartMs: 151000, installMs: 40000, buildMs: 100000, serveMs: 11000 },
    });
    const missed = evaluate(r, budgets).filter((c) => !c.met && c.area !== 'pages' && c.area !== 'bundles').map((c) => `${c.subject}:${c.metric}`);
    expect(missed).toEqual(['home:p75Ms', 'second npm start:warmStartMs', 'first npm start on a fresh clone:coldStartMs']);
  });

  it("budgets the offline app's repeat visits (LCP, scripts from the network) and the 2G first visit, and shows them", () => {
    const visit = (name: string, lcpMs: number, networkScripts = 0, workerRegisteredBeforeLoad = 0) => ({
      page: name, runs: 2, lcpMs, lcpRunsMs: [lcpMs, lcpMs], networkScripts, workerScripts: 12, workerRegisteredBeforeLoad,
    });
    const r = results({
      offline: {
        repeatVisits: [visit('home', 1000), visit('product list', 1001), visit('product details', 640, 1)],
        slow2g: [visit('home', 5001, 14, 1)],
      },
    });
    const withOffline = { ...budgets, offline: { repeatVisitLcpMs: { max: 1000 }, repeatVisitNetworkScripts: { max: 0 }, slow2gLcpMs: { max: 5000 }, workerRegisteredBeforeLoad: { max: 0 } } };
    const checks = evaluate(r, withOffline).filter((c) => c.area === 'offline');
    expect(checks).toHaveLength(8);
    expect(checks.filter((c) => !c.met).map((c) => `${c.subject}:${c.metric}=${c.measured}`)).toEqual([
      'product list (repeat visit, worker active):lcpMs=1001',
      'product details (repeat visit, worker active):networkScripts=1',
      'home (first visit, 2G):lcpMs=5001',
      'home (first visit, 2G):workerRegisteredBeforeLoad=1',
    ]);
    const text = renderMarkdown(r, evaluate(r, withOffline));
    expect(text).toContain('| offline | home (repeat visit, worker active) | lcpMs | 1.00 s | ≤ 1.00 s | met |');
    expect(text).toContain('| product details | 2 | 0.64 s | 640, 640 | 1 | 12 |');
    expect(text).toContain('| home | 2 | 5.00 s | 5001, 5001 | 14 | 1 |');
    // results without the offline measurements (an older results.json, BENCH_ONLY without it) add no checks
    expect(evaluate(results(), withOffline).some((c) => c.area === 'offline')).toBe(false);
  });

  it('takes the 75th percentile by nearest rank', () => {
    expect(percentile([10, 20, 30, 40], 75)).toBe(30);
    expect(percentile([10, 20, 30, 40, 50], 75)).toBe(40);
    expect(percentile([16], 75)).toBe(16);
  });

  it('takes the median of the runs', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe('filter mix', () => {
  const inputs = { brandIds: [1, 2, 3, 4, 5], categoryIds: [10, 11, 12], searchTerms: ['ashwagandha', 'OIL', 'ch'] };

  it('is deterministic and varied: many distinct bodies, every sort, searches and deep pages', () => {
    const bodies = filterMix(inputs, 400);
    expect(filterMix(inputs, 400)).toEqual(bodies);
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBeGreaterThan(250);
    expect(new Set(bodies.map((b) => b.sort))).toEqual(new Set([0, 1, 2]));
    expect(bodies.some((b) => b.search_by_name !== '')).toBe(true);
    expect(bodies.some((b) => b.brand_id.length > 0 && b.category_id.length > 0)).toBe(true);
    expect(bodies.some((b) => b.page > 5)).toBe(true);
    for (const b of bodies) expect(b.min).toBeLessThanOrEqual(b.max);
  });

  it('draws search terms from product names in several cases', () => {
    const terms = searchTermsFrom(['Dabur Ashwagandha Churna 100 g', 'Himalaya Tulsi Drops 30 ml']);
    expect(terms).toEqual(expect.arrayContaining(['ashwagandha', 'ASH', 'no such herb']));
  });
});
