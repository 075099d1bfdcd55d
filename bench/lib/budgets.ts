/** Compares bench results with the budgets and renders the table a person reads. Pure: no I/O. */
import type { BenchResults, Budgets, Check, Limit, OfflineVisitResult, PageResult } from './types';

export function within(value: number, limit: Limit): boolean {
  if (!Number.isFinite(value)) return false;
  if (limit.min !== undefined && value < limit.min) return false;
  if (limit.max !== undefined && value > limit.max) return false;
  return true;
}

export function evaluate(results: BenchResults, budgets: Budgets): Check[] {
  const checks: Check[] = [];
  const add = (area: Check['area'], subject: string, metric: string, measured: number, limit: Limit | undefined) => {
    if (limit) checks.push({ area, subject, metric, measured, limit, met: within(measured, limit) });
  };
  for (const page of results.pages.filter((p) => !p.baseline)) {
    for (const metric of ['performance', 'accessibility', 'lcpMs', 'tbtMs', 'cls'] as const) add('pages', page.name, metric, page[metric], budgets.pages[metric]);
  }
  for (const run of results.interactions ?? []) add('interactions', run.page, 'p75Ms', run.p75Ms, budgets.interactions?.p75Ms);
  if (results.bundles) {
    add('bundles', 'shell before first render', 'beforeFirstRenderBytes', results.bundles.beforeFirstRenderBytes, budgets.bundles.beforeFirstRenderBytes);
    for (const entry of results.bundles.remoteEntries) add('bundles', `${entry.app} remoteEntry.js`, 'remoteEntryBytes', entry.bytes, budgets.bundles.remoteEntryBytes);
  }
  for (const run of results.api) {
    for (const route of run.routes) {
      const budget = budgets.api[route.name];
      if (!budget) continue;
      add('api', `${route.name} (${run.database})`, 'ratio', route.ratio, budget.ratio);
      add('api', `${route.name} (${run.database})`, 'p99Ms', route.p99Ms, budget.p99Ms);
      // A route that fails requests misses its budget whatever its speed.
      if (route.non2xx + route.errors > 0) checks.push({ area: 'api', subject: `${route.name} (${run.database})`, metric: 'failedRequests', measured: route.non2xx + route.errors, limit: { max: 0 }, met: false });
    }
  }
  for (const visit of results.offline?.repeatVisits ?? []) {
    add('offline', `${visit.page} (repeat visit, worker active)`, 'lcpMs', visit.lcpMs, budgets.offline?.repeatVisitLcpMs);
    add('offline', `${visit.page} (repeat visit, worker active)`, 'networkScripts', visit.networkScripts, budgets.offline?.repeatVisitNetworkScripts);
  }
  for (const visit of results.offline?.slow2g ?? []) {
    add('offline', `${visit.page} (first visit, 2G)`, 'lcpMs', visit.lcpMs, budgets.offline?.slow2gLcpMs);
    add('offline', `${visit.page} (first visit, 2G)`, 'workerRegisteredBeforeLoad', visit.workerRegisteredBeforeLoad, budgets.offline?.workerRegisteredBeforeLoad);
  }
  if (results.start) add('start', 'second npm start', 'warmStartMs', results.start.warmStartMs, budgets.start.warmStartMs);
  if (results.coldStart) add('start', 'first npm start on a fresh clone', 'coldStartMs', results.coldStart.coldStartMs, budgets.start.coldStartMs);
  return checks;
}

const UNITS: Record<string, (n: number) => string> = {
  lcpMs: (n) => `${(n / 1000).toFixed(2)} s`,
  warmStartMs: (n) => `${(n / 1000).toFixed(2)} s`,
  coldStartMs: (n) => `${(n / 1000).toFixed(0)} s`,
  p75Ms: (n) => `${Math.round(n)} ms`,
  tbtMs: (n) => `${Math.round(n)} ms`,
  p99Ms: (n) => `${n} ms`,
  cls: (n) => n.toFixed(3),
  ratio: (n) => `${(n * 100).toFixed(0)} %`,
  beforeFirstRenderBytes: (n) => `${(n / 1000).toFixed(1)} KB`,
  remoteEntryBytes: (n) => `${(n / 1000).toFixed(1)} KB`,
};

export function formatValue(metric: string, value: number): string {
  if (!Number.isFinite(value)) return 'n/a';
  return (UNITS[metric] ?? ((n: number) => String(Math.round(n * 100) / 100)))(value);
}

export function formatLimit(metric: string, limit: Limit): string {
  const parts = [];
  if (limit.min !== undefined) parts.push(`≥ ${formatValue(metric, limit.min)}`);
  if (limit.max !== undefined) parts.push(`≤ ${formatValue(metric, limit.max)}`);
  return parts.join(' and ');
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** bench/results.md: the machine, every measurement, and every budget met or missed. */
export function renderMarkdown(results: BenchResults, checks: Check[]): string {
  const m = results.machine;
  const lines = [
    '# Bench results',
    '',
    `Measured ${results.startedAt} in ${Math.round(results.durationSeconds)} s on ${m.cores} × ${m.cpus}, ${m.memoryGb} GB, ${m.os}, Node ${m.node}.`,
    `${m.chromium ?? 'Chromium n/a'}, Lighthouse ${m.lighthouse ?? 'n/a'}, Lighthouse benchmarkIndex ${m.benchmarkIndex ?? 'n/a'} (median of every run).`,
    `Load average (1 / 5 / 15 min) at start ${loads(m.loadAverage)}${m.loadAverageAtEnd ? `, at the end ${loads(m.loadAverageAtEnd)}` : ''}.`,
    m.note ? `\n${m.note}` : '',
    '',
    `**${checks.filter((c) => c.met).length} of ${checks.length} budgets met.**`,
    '',
    '## Budgets',
    '',
    '| area | subject | metric | measured | budget | |',
    '| --- | --- | --- | --- | --- | --- |',
    ...checks.map((c) => `| ${c.area} | ${c.subject} | ${c.metric} | ${formatValue(c.metric, c.measured)} | ${formatLimit(c.metric, c.limit)} | ${c.met ? 'met' : '**missed**'} |`),
  ];
  if (results.pages.length) {
    const staticPage = results.pages.find((p) => p.baseline && /static/i.test(p.name));
    const reactPage = results.pages.find((p) => p.baseline && /react/i.test(p.name));
    const beside = (value: number, base: PageResult | undefined) => (base ? `${value >= base.tbtMs ? '+' : ''}${Math.round(value - base.tbtMs)} ms` : 'n/a');
    lines.push('', '## Pages (Lighthouse, mobile emulation, simulated throttling; medians of the runs, the baselines measured in the same rounds)', '');
    lines.push(
      '| page | runs | performance | accessibility | LCP | TBT | TBT over static / React baseline | TBT of each run | CLS | benchmarkIndex | load (1 min) | transferred | requests |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    );
    for (const p of results.pages) {
      const over = p.baseline ? '(baseline)' : `${beside(p.tbtMs, staticPage)} / ${beside(p.tbtMs, reactPage)}`;
      lines.push(
        `| ${p.name} | ${p.runs} | ${p.performance} | ${p.accessibility} | ${formatValue('lcpMs', p.lcpMs)} | ${formatValue('tbtMs', p.tbtMs)} | ${over} | ${(p.tbtRunsMs ?? []).join(', ')} | ${formatValue('cls', p.cls)} | ${p.benchmarkIndex ?? 'n/a'} | ${p.load1m ?? 'n/a'} | ${kb(p.bytes)} | ${p.requests} |`,
      );
    }
  }
  if (results.interactions?.length) {
    lines.push('', '## Interaction latency (Event Timing, 4× CPU slowdown, 412 px phone; an interaction under 16 ms counts as 16 ms)', '');
    lines.push('| page | runs | p75 | slowest | each interaction (ms, per run) |', '| --- | --- | --- | --- | --- |');
    for (const r of results.interactions) {
      lines.push(`| ${r.page} | ${r.runs} | ${Math.round(r.p75Ms)} ms | ${Math.round(r.maxMs)} ms | ${r.interactions.map((i) => `${i.name}: ${i.latenciesMs.map(Math.round).join(', ')}`).join('; ')} |`);
    }
  }
  if (results.bundles) {
    const b = results.bundles;
    lines.push('', '## Bundles (bytes on the wire, brotli)', '');
    lines.push(`JavaScript of the shell before its first render: **${kb(b.beforeFirstRenderBytes)}** (${b.beforeFirstRender.map((f) => `${f.file} ${kb(f.bytes)}`).join(', ')}; the route's remote entry, which the boot page preloads meanwhile, is in the route's row)`, '');
    lines.push('| remote | remoteEntry.js |', '| --- | --- |', ...b.remoteEntries.map((e) => `| ${e.app} | ${kb(e.bytes)} |`));
    lines.push('', '| page | its own JavaScript after the first render | files |', '| --- | --- | --- |');
    for (const r of b.routes) lines.push(`| ${r.page} | ${kb(r.bytes)} | ${r.files.map((f) => `${f.file} ${kb(f.bytes)}`).join(', ')} |`);
  }
  for (const run of results.api) {
    lines.push('', `## API on ${run.database} (${run.products} products, ${run.orders} orders; generated in ${run.generateSeconds.toFixed(1)} s; ${run.connections} connections, ${run.durationSeconds} s per route)`, '');
    lines.push('| route | req/s | share of health | p50 | p99 | non-2xx | errors |', '| --- | --- | --- | --- | --- | --- | --- |');
    for (const r of run.routes) lines.push(`| ${r.name} | ${Math.round(r.rps)} | ${formatValue('ratio', r.ratio)} | ${r.p50Ms} ms | ${r.p99Ms} ms | ${r.non2xx} | ${r.errors} |`);
  }
  if (results.offline) lines.push(...offlineSection(results.offline));
  if (results.start) lines.push('', `## Start-up`, '', `Second \`npm start\` until the home page answers: **${formatValue('warmStartMs', results.start.warmStartMs)}**.`);
  if (results.coldStart) {
    const c = results.coldStart;
    lines.push('', '## Cold start', '', `First \`npm start\` on a fresh clone (npm's cache allowed) until the home page answers: **${formatValue('coldStartMs', c.coldStartMs)}** (installing packages ${(c.installMs / 1000).toFixed(0)} s, building ${(c.buildMs / 1000).toFixed(0)} s, then serving ${(c.serveMs / 1000).toFixed(0)} s).`);
  }
  if (results.skipped.length) lines.push('', '## Not measured', '', ...results.skipped.map((s) => `- ${s}`));
  return `${lines.join('\n')}\n`;
}

function offlineSection(offline: NonNullable<BenchResults['offline']>): string[] {
  const row = (v: OfflineVisitResult) => `| ${v.page} | ${v.runs} | ${formatValue('lcpMs', v.lcpMs)} | ${v.lcpRunsMs.join(', ')} | ${v.networkScripts} | ${v.workerScripts} |`;
  return [
    '',
    "## Offline app (issue 32): repeat visit with the worker active, Lighthouse's mobile throttling (DevTools slow 4G, 4× CPU, its phone screen)",
    '',
    '| page | runs | LCP | LCP of each run (ms) | scripts from the network | scripts from the worker |',
    '| --- | --- | --- | --- | --- | --- |',
    ...offline.repeatVisits.map(row),
    '',
    '## First visit on 2G (about 250 kbit/s, 800 ms round trip; no CPU slowdown)',
    '',
    '| page | runs | LCP | LCP of each run (ms) | scripts from the network | worker registered before the load event (runs) |',
    '| --- | --- | --- | --- | --- | --- |',
    ...offline.slow2g.map((v) => `| ${v.page} | ${v.runs} | ${formatValue('lcpMs', v.lcpMs)} | ${v.lcpRunsMs.join(', ')} | ${v.networkScripts} | ${v.workerRegisteredBeforeLoad} |`),
  ];
}

const loads = (values: number[]) => values.map((n) => n.toFixed(2)).join(' / ');

/** The p-th percentile (nearest rank) of the numbers. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Median of the numbers (the mean of the middle two for an even count). */
export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
