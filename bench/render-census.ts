/**
 * What React and Redux do in a page's first seconds (docs/performance.md, issue 29): on home, the product
 * list, a product's details and a policy page, the census counts React's commits and the components each
 * commit rendered, and the Redux actions dispatched before each commit, through the hooks production
 * builds call (bench/census-probe.ts). Components are named from the build's hidden source maps (the
 * function's location in the minified file, asked of V8 through DevTools, mapped back to its source).
 * Against the build in dist/ served by the API bundle, as bench/profile.ts. Writes bench/render-census.json.
 *   npx tsx bench/render-census.ts [window ms, default 3000] [CPU slowdown, default 1] [page name prefix]
 * CENSUS_DIST=<folder> counts another build (e.g. a copy of main's dist/); CENSUS_OUT writes elsewhere.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CDPSession } from 'playwright-core';
import { SourceMapConsumer, type RawSourceMap } from 'source-map';
import { CENSUS_PROBE } from './census-probe';
import { CHROMIUM } from './lib/pages';
import { repoRoot } from './lib/processes';
import { serveBuild } from './lib/served-build';

const PAGES = [
  { name: 'home', path: '/#/home' },
  { name: 'product list', path: '/#/home/buy-medicine' },
  { name: 'product details', path: '/#/home/buy-medicine/product-details/1' },
  { name: 'terms (a policy page)', path: '/#/terms-and-conditions' },
];

interface Commit {
  at: number;
  priority: number;
  rendered: Record<string, number>;
  afterAction: number;
}
interface Census {
  commits: Commit[];
  actions: Array<{ at: number; type: string }>;
  typeCount: number;
}

const maps = new Map<string, SourceMapConsumer | null>();
function mapOf(url: string): SourceMapConsumer | null {
  if (!maps.has(url)) {
    const file = path.join(repoRoot, 'dist', new URL(url).pathname.replace(/^\/apps\//, '')) + '.map';
    maps.set(url, existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8')) as RawSourceMap) : null);
  }
  return maps.get(url)!;
}

/** A component's name: the source-mapped name at its function's location, else the declaration on that source line. */
function nameAt(url: string, line: number, column: number): string {
  const map = mapOf(url);
  if (!map) return `${path.basename(url)}:${line + 1}:${column}`;
  const position = map.originalPositionFor({ line: line + 1, column });
  if (!position.source) return `${path.basename(url)}:${line + 1}:${column}`;
  const source = position.source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
  const text = map.sourceContentFor(position.source, true)?.split('\n')[(position.line ?? 1) - 1] ?? '';
  const declared = /(?:function\*?|class|const|let)\s+([A-Za-z_$][\w$]*)/.exec(text)?.[1];
  return `${declared ?? position.name ?? '?'} (${source.replace(/^.*node_modules\//, '')})`;
}

async function componentNames(cdp: CDPSession, scripts: Map<string, string>, count: number): Promise<string[]> {
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    const { result } = await cdp.send('Runtime.evaluate', { expression: `window.__census.types[${i}]` });
    const props = await cdp.send('Runtime.getProperties', { objectId: result.objectId!, ownProperties: true });
    const location = props.internalProperties?.find((p) => p.name === '[[FunctionLocation]]')?.value?.value as { scriptId: string; lineNumber: number; columnNumber: number } | undefined;
    const url = location && scripts.get(location.scriptId);
    names.push(location && url ? nameAt(url, location.lineNumber, location.columnNumber) : `#${i}`);
  }
  return names;
}

function report(page: string, census: Census, names: string[], windowMs: number) {
  const byComponent = new Map<string, number>();
  let renders = 0;
  const lines: string[] = [];
  let previousAction = 0;
  for (const commit of census.commits) {
    const actions = census.actions.slice(previousAction, commit.afterAction).map((a) => a.type);
    previousAction = commit.afterAction;
    const rendered = Object.entries(commit.rendered).map(([index, n]) => [names[Number(index)], n] as const);
    const total = rendered.reduce((sum, [, n]) => sum + n, 0);
    renders += total;
    for (const [name, n] of rendered) byComponent.set(name, (byComponent.get(name) ?? 0) + n);
    const top = [...rendered].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([name, n]) => `${name.replace(/ \(.*\)$/, '')}×${n}`);
    lines.push(`+${Math.round(commit.at)} ms lane ${commit.priority}: ${total} components [${top.join(', ')}] after ${actions.length} actions${actions.length ? ` (${summarize(actions)})` : ''}`);
  }
  const actionTypes = summarize(census.actions.map((a) => a.type));
  return {
    page,
    windowMs,
    commits: census.commits.length,
    componentRenders: renders,
    actions: census.actions.length,
    actionTypes,
    topComponents: [...byComponent].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([name, n]) => `${name}: ${n}`),
    timeline: lines,
  };
}

interface Profile {
  nodes: Array<{ id: number; callFrame: { url: string; lineNumber: number; columnNumber: number; functionName: string } }>;
  startTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

/** The sampled CPU profile's self time in the window, by original source: a package, or an app's file. */
function selfTimeBySource(profile: Profile, windowMs: number): Array<[string, number]> {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  let elapsed = 0;
  for (let i = 0; i < samples.length; i++) {
    elapsed += deltas[i] ?? 0;
    if (elapsed / 1000 > windowMs + 2000) break;
    const frame = byNode.get(samples[i])?.callFrame;
    if (!frame) continue;
    const key = sourceOf(frame);
    totals.set(key, (totals.get(key) ?? 0) + (deltas[i + 1] ?? 0) / 1000);
  }
  return [...totals].filter(([key]) => key !== '(idle)').sort((a, b) => b[1] - a[1]).slice(0, 20).map(([key, ms]) => [key, Math.round(ms)]);
}

function sourceOf(frame: { url: string; lineNumber: number; columnNumber: number; functionName: string }): string {
  if (!frame.url) return frame.functionName ? `(${frame.functionName.replace(/^\(|\)$/g, '')})` : '(native)';
  const map = /\/apps\//.test(frame.url) ? mapOf(frame.url) : null;
  if (!map) return path.basename(new URL(frame.url).pathname) || '(page)';
  const source = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber }).source ?? path.basename(frame.url);
  const original = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  const detail = (process.env.CENSUS_DETAIL ?? '').split(',').filter(Boolean);
  if (detail.some((d) => source.includes(d))) return `${source.replace(/^.*node_modules\//, '')}:${original.line} ${frame.functionName}`;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
  return pkg ?? source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
}

function summarize(types: string[]): string {
  const counts = new Map<string, number>();
  for (const t of types) counts.set(t, (counts.get(t) ?? 0) + 1);
  return [...counts].map(([t, n]) => (n > 1 ? `${t}×${n}` : t)).join(', ');
}

async function main() {
  const windowMs = Number(process.argv[2] ?? 3000);
  const slowdown = Number(process.argv[3] ?? 1);
  const server = await serveBuild(path.resolve(process.env.CENSUS_DIST || path.join(repoRoot, 'dist')));
  const base = server.base;
  const out: unknown[] = [];
  try {
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
    try {
      const only = process.argv[4];
      for (const spec of PAGES.filter((p) => !only || p.name.startsWith(only))) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 1.75 });
        const page = await context.newPage();
        await page.addInitScript(CENSUS_PROBE);
        const cdp = await context.newCDPSession(page);
        const scripts = new Map<string, string>();
        cdp.on('Debugger.scriptParsed', (event) => scripts.set(event.scriptId, event.url));
        await cdp.send('Debugger.enable');
        if (slowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
        await page.goto(`${base}${spec.path}`);
        await page.waitForFunction((until) => performance.now() >= until, windowMs, { timeout: windowMs + 30000, polling: 100 });
        const census = await page.evaluate((until) => {
          const c = (window as unknown as { __census: { commits: Commit[]; actions: Array<{ at: number; type: string }>; types: unknown[] } }).__census;
          const commits = c.commits.filter((x) => x.at <= until);
          return { commits, actions: c.actions.filter((a) => a.at <= until), typeCount: c.types.length };
        }, windowMs);
        const { profile } = await cdp.send('Profiler.stop');
        const names = await componentNames(cdp, scripts, census.typeCount);
        const cpu = selfTimeBySource(profile, windowMs);
        const result = { ...report(spec.name, census, names, windowMs), cpu };
        out.push(result);
        console.log(`\n## ${spec.name}: ${result.commits} commits, ${result.componentRenders} component renders, ${result.actions} actions in ${windowMs} ms`);
        console.log(`actions: ${result.actionTypes}`);
        console.log(`CPU self time by source (ms, first ${windowMs} ms): ${cpu.map(([what, ms]) => `${what} ${ms}`).join(' | ')}`);
        console.log(`most rendered: ${result.topComponents.slice(0, 12).join(' | ')}`);
        for (const line of result.timeline) console.log(`  ${line}`);
        await context.close();
      }
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
  writeFileSync(process.env.CENSUS_OUT || path.join(repoRoot, 'bench/render-census.json'), `${JSON.stringify(out, null, 1)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
