/** Compares bench results with the budgets and renders the table a person reads. Pure: no I/O. */
import type { BenchResults, Budgets, Check, Limit } from './types';

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
  for (const page of results.pages) {
    for (const metric of ['performance', 'accessibility', 'lcpMs', 'tbtMs', 'cls'] as const) add('pages', page.name, metric, page[metric], budgets.pages[metric]);
  }
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
  if (results.start) add('start', 'second npm start', 'warmStartMs', results.start.warmStartMs, budgets.start.warmStartMs);
  return checks;
}

const UNITS: Record<string, (n: number) => string> = {
  lcpMs: (n) => `${(n / 1000).toFixed(2)} s`,
  warmStartMs: (n) => `${(n / 1000).toFixed(2)} s`,
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
    `Measured ${results.startedAt} in ${Math.round(results.durationSeconds)} s on ${m.cores} × ${m.cpus}, ${m.memoryGb} GB, ${m.os}, Node ${m.node}; load average at start ${m.loadAverage.map((n) => n.toFixed(2)).join(' / ')}.`,
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
    lines.push('', '## Pages (Lighthouse 12.8, mobile emulation, simulated throttling; median of runs)', '');
    lines.push('| page | runs | performance | accessibility | LCP | TBT | CLS | transferred | requests |', '| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const p of results.pages) {
      lines.push(`| ${p.name} | ${p.runs} | ${p.performance} | ${p.accessibility} | ${formatValue('lcpMs', p.lcpMs)} | ${formatValue('tbtMs', p.tbtMs)} | ${formatValue('cls', p.cls)} | ${kb(p.bytes)} | ${p.requests} |`);
    }
  }
  if (results.bundles) {
    const b = results.bundles;
    lines.push('', '## Bundles (bytes on the wire, brotli)', '');
    lines.push(`JavaScript before the shell's first render: **${kb(b.beforeFirstRenderBytes)}** (${b.beforeFirstRender.map((f) => `${f.file} ${kb(f.bytes)}`).join(', ')})`, '');
    lines.push('| remote | remoteEntry.js |', '| --- | --- |', ...b.remoteEntries.map((e) => `| ${e.app} | ${kb(e.bytes)} |`));
    lines.push('', '| page | its own JavaScript after the first render | files |', '| --- | --- | --- |');
    for (const r of b.routes) lines.push(`| ${r.page} | ${kb(r.bytes)} | ${r.files.map((f) => `${f.file} ${kb(f.bytes)}`).join(', ')} |`);
  }
  for (const run of results.api) {
    lines.push('', `## API on ${run.database} (${run.products} products, ${run.orders} orders; generated in ${run.generateSeconds.toFixed(1)} s; ${run.connections} connections, ${run.durationSeconds} s per route)`, '');
    lines.push('| route | req/s | share of health | p50 | p99 | non-2xx | errors |', '| --- | --- | --- | --- | --- | --- | --- |');
    for (const r of run.routes) lines.push(`| ${r.name} | ${Math.round(r.rps)} | ${formatValue('ratio', r.ratio)} | ${r.p50Ms} ms | ${r.p99Ms} ms | ${r.non2xx} | ${r.errors} |`);
  }
  if (results.start) lines.push('', `## Start-up`, '', `Second \`npm start\` until the home page answers: **${formatValue('warmStartMs', results.start.warmStartMs)}**.`);
  if (results.skipped.length) lines.push('', '## Not measured', '', ...results.skipped.map((s) => `- ${s}`));
  return `${lines.join('\n')}\n`;
}

/** Median of the numbers (the mean of the middle two for an even count). */
export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
