/**
 * Where the main thread's time goes (docs/performance.md, issue 29): Lighthouse (mobile settings, as the
 * bench) on the same-run baselines, home, the product list, a product's details and a policy page, against
 * the build in dist/ served by the API bundle (api/dist/main.cjs: run `npm start` or `npm run bench` once
 * first). For each page: TBT and LCP, Lighthouse's scripting time by script (bootup-time), its long tasks,
 * the main thread by kind of work, and from the trace each long task's top-level work (script evaluation by
 * file, function calls by name and file, style and layout). React's scheduler runs render and commit work in
 * `performWorkUntilDeadline` calls, so those calls' durations stand for React's work (production React has no
 * commit marks). Writes bench/profile.json; prints a summary.
 *   npx tsx bench/profile.ts [runs per page, default 1]
 * PROFILE_DIST=<folder> profiles another build's dist/ (e.g. a copy of main's, for a before/after in the same
 * minutes); PROFILE_PAGES=home,terms narrows the pages (by name prefix; the baselines always run).
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeBaselinePages } from './lib/baselines';
import { CHROME_FLAGS, CHROMIUM } from './lib/pages';
import { repoRoot } from './lib/processes';
import { serveBuild } from './lib/served-build';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: { url?: string; functionName?: string; stackTrace?: Array<{ url: string; functionName: string }> } };
}

const PAGES = [
  { name: 'home', path: '/#/home' },
  { name: 'product list', path: '/#/home/buy-medicine' },
  { name: 'product details', path: '/#/home/buy-medicine/product-details/1' },
  { name: 'terms (a policy page)', path: '/#/terms-and-conditions' },
];

const DIST = path.resolve(process.env.PROFILE_DIST || path.join(repoRoot, 'dist'));
/** Lantern keeps a task of 10 ms or more and multiplies it by 4, so tasks from 12.5 ms already add TBT: PROFILE_TASK_MS=10 lists them. */
const TASK_MS = Number(process.env.PROFILE_TASK_MS ?? 50);
const ONLY = (process.env.PROFILE_PAGES ?? '').split(',').filter(Boolean);
const profiled = PAGES.filter((p) => ONLY.length === 0 || ONLY.some((prefix) => p.name.startsWith(prefix)));

const short = (url = '') => url.replace(/^https?:\/\/[^/]+/, '').replace(/^\/apps\//, '') || '(page)';

/** The main thread's long tasks from the trace, each with its top-level work summed by what it was. */
function longTasks(trace: TraceEvent[]) {
  const main = trace.find((e) => e.name === 'TracingStartedInBrowser') ? mainThread(trace) : null;
  const events = trace.filter((e) => e.ph === 'X' && (!main || (e.pid === main.pid && e.tid === main.tid)));
  const tasks = events.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) >= TASK_MS * 1000);
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const inside = events.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
    const work = new Map<string, number>();
    for (const e of inside) {
      let key: string | null = null;
      if (e.name === 'EvaluateScript') key = `evaluate ${short(e.args?.data?.url)}`;
      else if (e.name === 'FunctionCall') key = `call ${e.args?.data?.functionName || '(anonymous)'} ${short(e.args?.data?.url)}`;
      else if (['Layout', 'UpdateLayoutTree', 'ParseHTML', 'Paint', 'v8.compile', 'v8.compileModule', 'MajorGC', 'MinorGC', 'V8.GCScavenger', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'ParseAuthorStyleSheet', 'XHRReadyStateChange', 'RunMicrotasks', 'v8.evaluateModule', 'HandlePostMessage'].includes(e.name)) key = e.name;
      if (key) work.set(key, (work.get(key) ?? 0) + (e.dur ?? 0) / 1000);
    }
    return {
      startMs: Math.round((task.ts - tasks[0].ts) / 1000),
      durationMs: Math.round((task.dur ?? 0) / 1000),
      work: [...work].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([what, ms]) => `${what} ${Math.round(ms)} ms`),
    };
  });
}

function mainThread(trace: TraceEvent[]) {
  const renderer = trace.find((e) => e.name === 'thread_name' && (e as unknown as { args: { name: string } }).args.name === 'CrRendererMain' && trace.some((t) => t.pid === e.pid && t.name === 'EvaluateScript'));
  return renderer ? { pid: renderer.pid, tid: renderer.tid } : null;
}

async function main() {
  const runs = Number(process.argv[2] ?? 1);
  const server = await serveBuild(DIST);
  const base = server.base;
  const baselines = await writeBaselinePages(DIST);
  const out: unknown[] = [];
  try {
    const chromeLauncher = await import('chrome-launcher');
    const { default: lighthouse } = await import('lighthouse');
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
    try {
      for (let run = 0; run < runs; run++) {
        for (const page of [...baselines.pages, ...profiled]) {
          const load = os.loadavg()[0];
          // Lighthouse now and then fails to record a load's trace (NO_FCP, NO_NAVSTART): that run is taken again
          let answer = await lighthouse(`${base}${page.path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
          for (let retry = 0; retry < 2 && answer?.lhr.runtimeError; retry++) {
            console.log(`  Lighthouse could not measure ${page.name} (${answer.lhr.runtimeError.code}); running it again`);
            answer = await lighthouse(`${base}${page.path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
          }
          if (!answer || answer.lhr.runtimeError) continue;
          const { lhr, artifacts } = answer;
          const items = (id: string) => ((lhr.audits[id]?.details as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? []);
          const trace = (artifacts as unknown as { Trace: { traceEvents: TraceEvent[] } }).Trace.traceEvents;
          const react = trace.filter((e) => e.name === 'FunctionCall' && e.args?.data?.functionName === 'performWorkUntilDeadline').map((e) => (e.dur ?? 0) / 1000);
          const result = {
            page: page.name,
            load1m: load,
            benchmarkIndex: lhr.environment.benchmarkIndex,
            tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue ?? 0),
            lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? 0),
            performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
            scriptingByScript: items('bootup-time').map((i) => `${short(String(i.url))}: total ${Math.round(Number(i.total))} ms, scripting ${Math.round(Number(i.scripting))} ms, parse/compile ${Math.round(Number(i.scriptParseCompile))} ms`),
            longTasks: items('long-tasks').map((i) => `${short(String(i.url))} at ${Math.round(Number(i.startTime))} ms: ${Math.round(Number(i.duration))} ms`),
            mainThread: items('mainthread-work-breakdown').map((i) => `${i.groupLabel ?? i.group}: ${Math.round(Number(i.duration))} ms`),
            reactScheduler: { calls: react.length, totalMs: Math.round(react.reduce((a, b) => a + b, 0)), longestMs: Math.round(Math.max(0, ...react)) },
            traceLongTasks: longTasks(trace),
          };
          out.push(result);
          if (process.env.PROFILE_TRACE_DIR) writeFileSync(path.join(process.env.PROFILE_TRACE_DIR, `${page.name.split(' ').join('-')}-${run + 1}.json`), JSON.stringify(trace));
          console.log(`\n## ${page.name} (run ${run + 1}): TBT ${result.tbtMs} ms, LCP ${result.lcpMs} ms, performance ${result.performance}, benchmarkIndex ${Math.round(result.benchmarkIndex)}, load ${load.toFixed(2)}`);
          console.log(`React scheduler: ${result.reactScheduler.calls} calls, ${result.reactScheduler.totalMs} ms, longest ${result.reactScheduler.longestMs} ms (unthrottled)`);
          console.log('bootup-time (simulated):', result.scriptingByScript.join(' | '));
          console.log('long tasks (simulated):', result.longTasks.join(' | '));
          console.log('main thread (simulated):', result.mainThread.join(' | '));
          for (const t of result.traceLongTasks) console.log(`  trace task +${t.startMs} ms, ${t.durationMs} ms: ${t.work.join('; ')}`);
        }
      }
    } finally {
      await chrome.kill();
    }
  } finally {
    baselines.remove();
    await server.stop();
  }
  writeFileSync(process.env.PROFILE_OUT || path.join(repoRoot, 'bench/profile.json'), `${JSON.stringify(out, null, 1)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
