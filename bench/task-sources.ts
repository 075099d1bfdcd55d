/**
 * What ran inside each long main-thread task of a page load, by original source (issue 29): the page loaded once in
 * Chromium (unthrottled, as Lighthouse's simulation observes it) with a trace and V8's sampling profiler at 0.1 ms,
 * each task of MIN_MS or more listed with its samples' self time by source file (the innermost frame of ours or of
 * a package, mapped through the build's hidden source maps) and by function. The last line sums Lantern's view of
 * TBT from the observed tasks (4 × a task − 50 ms), by wall time and by thread time: on a busy machine the thread
 * time still tells a change of the page's own work.
 *   npx tsx bench/task-sources.ts [route, default /#/home] [dist folder, default dist/]
 * MIN_MS (default 10); HINDI=1 (a Hindi browser); QUIET=1 (only the sums); SAVE=<file> keeps the trace.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { type RawSourceMap, SourceMapConsumer } from 'source-map';
import { CHROMIUM } from './lib/pages';
import { repoRoot } from './lib/processes';
import { serveBuild } from './lib/served-build';
import { pageMainThread, type ProfileNode, type TraceEvent } from './lib/trace-events';

const route = process.argv[2] ?? '/#/home';
const dist = path.resolve(process.argv[3] ?? path.join(repoRoot, 'dist'));
const minMs = Number(process.env.MIN_MS ?? 10);
const lantern = (ms: number) => (ms >= 10 ? Math.max(0, ms * 4 - 50) : 0);

async function record(base: string): Promise<TraceEvent[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, locale: process.env.HINDI ? 'hi-IN' : 'en-IN' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (event) => events.push(...(event.value as unknown as TraceEvent[])));
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,disabled-by-default-v8.cpu_profiler,toplevel',
      options: 'sampling-frequency=10000',
    } as never);
    await page.goto(base + route, { waitUntil: 'load' });
    // until the page's start-up has settled: no request for 500 ms (its answers, chunks and pictures are in)
    await page.waitForLoadState('networkidle');
    await cdp.send('Tracing.end');
    await complete;
    return events;
  } finally {
    await browser.close();
  }
}

/** "function file:line" of a frame, mapped to the original source when the build kept a source map. */
function frameNamer(base: string) {
  const maps = new Map<string, SourceMapConsumer | null>();
  return (frame: ProfileNode['callFrame']): { file: string; label: string } => {
    if (!(frame.url ?? '').startsWith('http')) return { file: `(${frame.functionName || 'native'})`, label: frame.functionName || '(native)' };
    const file = path.join(dist, new URL(frame.url, base).pathname.replace(/^\/apps\//, '/'));
    if (!maps.has(file)) maps.set(file, existsSync(`${file}.map`) ? new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')) as RawSourceMap) : null);
    const map = maps.get(file);
    const position = map?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    const source = (position?.source ?? path.relative(dist, file)).replace(/^webpack:\/\/[^/]*\//, '').replace(/.*node_modules\//, '');
    return { file: source, label: `${position?.name ?? frame.functionName ?? ''} ${source}:${position?.line ?? ''}` };
  };
}

function top(map: Map<string, number>, count: number): string {
  return [...map].sort((a, b) => b[1] - a[1]).slice(0, count).map(([key, ms]) => `${ms.toFixed(1)} ${key}`).join(' | ');
}

async function main(): Promise<void> {
  const served = await serveBuild(dist);
  let events: TraceEvent[];
  try {
    events = await record(served.base);
  } finally {
    await served.stop();
  }
  if (process.env.SAVE) writeFileSync(process.env.SAVE, JSON.stringify(events));
  const main = pageMainThread(events);
  const tasks = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.name === 'RunTask').sort((a, b) => a.ts - b.ts);

  const nodes = new Map<number, ProfileNode>();
  const samples: Array<{ ts: number; node: number }> = [];
  let clock = 0;
  for (const event of events.filter((e) => e.pid === main.pid && (e.name === 'Profile' || e.name === 'ProfileChunk'))) {
    if (event.name === 'Profile') {
      clock = event.args?.data?.startTime ?? 0;
      continue;
    }
    for (const node of event.args?.data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = event.args?.data?.cpuProfile?.samples ?? [];
    const deltas = event.args?.data?.timeDeltas ?? [];
    ids.forEach((id, i) => {
      clock += deltas[i] ?? 0;
      samples.push({ ts: clock, node: id });
    });
  }
  const name = frameNamer(served.base);
  /** the innermost frame with a script of the page (native work is charged to the code that asked for it) */
  const owner = (node: ProfileNode): string => {
    for (let current: ProfileNode | undefined = node; current; current = current.parent ? nodes.get(current.parent) : undefined)
      if ((current.callFrame.url ?? '').startsWith('http')) return name(current.callFrame).file;
    return name(node.callFrame).file;
  };

  const start = tasks[0]?.ts ?? 0;
  let wallTbt = 0;
  let threadTbt = 0;
  let threadAll = 0;
  for (const task of tasks) {
    const wallMs = (task.dur ?? 0) / 1000;
    const threadMs = (task.tdur ?? task.dur ?? 0) / 1000;
    wallTbt += lantern(wallMs);
    threadTbt += lantern(threadMs);
    threadAll += threadMs;
    if (wallMs < minMs || process.env.QUIET) continue;
    const inside = samples.filter((s) => s.ts >= task.ts && s.ts <= task.ts + (task.dur ?? 0));
    const byFile = new Map<string, number>();
    const byFunction = new Map<string, number>();
    inside.forEach((sample, i) => {
      const node = nodes.get(sample.node);
      if (!node) return;
      const ms = ((inside[i + 1]?.ts ?? sample.ts + 100) - sample.ts) / 1000;
      const file = owner(node);
      byFile.set(file, (byFile.get(file) ?? 0) + ms);
      const label = name(node.callFrame).label;
      byFunction.set(label, (byFunction.get(label) ?? 0) + ms);
    });
    console.log(`\n+${((task.ts - start) / 1000).toFixed(0)} ms: ${wallMs.toFixed(1)} ms wall, ${threadMs.toFixed(1)} ms thread (Lantern ${lantern(wallMs).toFixed(0)} ms)`);
    console.log(`  by file:     ${top(byFile, 8)}`);
    console.log(`  by function: ${top(byFunction, 8)}`);
  }
  console.log(`\n${route}: Lantern's TBT from the observed tasks ${wallTbt.toFixed(0)} ms by wall time, ${threadTbt.toFixed(0)} ms by thread time; all tasks' thread time ${threadAll.toFixed(0)} ms`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
