/**
 * Where an uncached search route spends the API's CPU under load (issue 30): the API in production mode on
 * the bench database search-latency.ts keeps, started with `--cpu-prof`, warmed up as a running shop
 * (search-bench-api.ts), then ONE route driven by autocannon with texts nobody asked before (search-texts.ts,
 * as the bench's *Uncached routes), and the profile read: self time by function and by file, and the time
 * spent inside each of the API's own functions (self and callees).
 *
 *   npx tsx bench/lib/search-load-profile.ts [sqlite|postgres] [suggest|ranked|typos] [seconds]
 *
 * Without `--cpu-prof` (SEARCH_PROFILE=0) it only measures: req/s and latency of the route, and the API's CPU
 * time a request (its process group's, from /proc: on a shared machine the steadier figure), for before/after
 * pairs in the same minute. Same environment as search-latency.ts. SEARCH_PROFILE_TOP: rows listed (25).
 */
import autocannon from 'autocannon';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './processes';
import { askSearch, prepare, type SearchKind, startApi, warmUpSearch } from './search-bench-api';
import { searchBody } from './search-mix';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const shortUrl = (url: string) => url.replace(/^file:\/\//, '').replace(`${repoRoot}/`, '').replace(/^.*node_modules\//, 'node_modules/');
const frameName = ({ functionName, url, lineNumber }: ProfileNode['callFrame']) => `${functionName || '(anonymous)'} ${shortUrl(url)}:${lineNumber + 1}`;

/**
 * Self time by function and by file, and the inclusive time of the API's functions: ms, share of the
 * samples and µs a request, of the last `windowMs` of the profile (the route's window; the start-up, the
 * index build and the warm-up before it are left out).
 */
export function summarise(profile: CpuProfile, top: number, windowMs: number, requests: number): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map<string, number>();
  const files = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let total = 0;
  const times: number[] = [];
  profile.timeDeltas.reduce((at, delta, k) => (times[k] = at + delta / 1000), 0);
  const from = times[times.length - 1] - windowMs;
  profile.samples.forEach((id, k) => {
    if (times[k] < from) return;
    const ms = (profile.timeDeltas[k] ?? 0) / 1000;
    total += ms;
    const node = byId.get(id)!;
    self.set(frameName(node.callFrame), (self.get(frameName(node.callFrame)) ?? 0) + ms);
    const file = shortUrl(node.callFrame.url) || `(${node.callFrame.functionName})`;
    files.set(file, (files.get(file) ?? 0) + ms);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)!.callFrame;
      if (!frame.url.includes('/api/src/')) continue;
      const name = frameName(frame);
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
    }
  });
  const table = (title: string, entries: Map<string, number>) =>
    [`${title} (ms, % of ${Math.round(total)} ms sampled, µs a request of ${requests})`, ...[...entries].sort((a, b) => b[1] - a[1]).slice(0, top).map(([name, ms]) => `  ${ms.toFixed(0).padStart(7)}  ${((100 * ms) / total).toFixed(1).padStart(5)} %  ${((1000 * ms) / requests).toFixed(0).padStart(5)} µs  ${name}`)].join('\n');
  return [table('self time by function', self), table('self time by file', files), table('inclusive time of the API functions', inclusive)].join('\n\n');
}

/**
 * The CPU time (ms, user and system) the processes of a process group have used so far: the API and, without
 * --cpu-prof, the tsx launcher that started it. Per request, this hardly depends on what else the machine
 * runs, where req/s does: the figure to compare before and after on a shared machine.
 */
export function groupCpuMs(group: number): number {
  const tick = 1000 / 100; // Linux reports in clock ticks of 1/100 s (USER_HZ)
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    // the fields after the command name (which may hold spaces) in its parentheses
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) === group) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * tick;
}

const summaryOf = (file: string, windowMs: number, requests: number) =>
  summarise(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile, Number(process.env.SEARCH_PROFILE_TOP ?? 25), windowMs, requests);

async function main() {
  // SEARCH_PROFILE_FILE=x.cpuprofile SEARCH_PROFILE_REQUESTS=n: a kept profile read again
  if (process.env.SEARCH_PROFILE_FILE) return console.log(summaryOf(process.env.SEARCH_PROFILE_FILE, Number(process.argv[4] ?? 10) * 1000, Number(process.env.SEARCH_PROFILE_REQUESTS ?? 1)));
  const kind = process.argv[2] === 'postgres' ? 'postgres' : 'sqlite';
  const route = (process.argv[3] ?? 'suggest') as SearchKind;
  const seconds = Number(process.argv[4] ?? 10);
  const profiling = process.env.SEARCH_PROFILE !== '0';
  const products = Number(process.env.BENCH_PRODUCTS ?? 100000);
  const label = process.env.SEARCH_LATENCY_LABEL ?? 'current';
  const apiRoot = path.resolve(process.env.SEARCH_LATENCY_API_ROOT ?? repoRoot);
  const { env, texts } = await prepare(kind, products, label, apiRoot);
  const profileDir = profiling ? mkdtempSync(path.join(os.tmpdir(), 'ayur-search-profile-')) : '';
  let requests = 0;
  const { base, server } = await startApi(apiRoot, env, profiling ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []);
  try {
    await warmUpSearch(base);
    // the texts of the other kinds' warm-up are not reused: every request of the window asks a new text
    const list = texts[route];
    let next = 0;
    const text = () => list[next++ % list.length];
    const request: autocannon.Request =
      route === 'suggest'
        ? { method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/product/suggest?q=${encodeURIComponent(text())}` }) }
        : { method: 'POST', path: '/api/product/filterProduct', headers: { 'content-type': 'application/json' }, setupRequest: (req) => ({ ...req, body: searchBody(text()) }) };
    const group = server.child.pid!;
    const cpuAt = [groupCpuMs(group)];
    const health = await autocannon({ url: base, connections: 50, duration: 3, requests: [{ method: 'GET', path: '/api/health' }] });
    cpuAt.push(groupCpuMs(group));
    const result = await autocannon({ url: base, connections: 50, duration: seconds, requests: [request] });
    cpuAt.push(groupCpuMs(group));
    const perRequest = (k: number, total: number) => `${Math.round((1000 * (cpuAt[k + 1] - cpuAt[k])) / total)} µs`;
    console.log(`${kind} ${route} (${label}): ${Math.round(result.requests.average)} req/s (health ${Math.round(health.requests.average)}), p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, ${next} texts${next > list.length ? ' (ran out)' : ''}; API CPU ${perRequest(1, result.requests.total)} a request (health ${perRequest(0, health.requests.total)})`);
    requests = result.requests.total;
    console.log(`one at a time afterwards: ${(await askSearch(base, route, list[next++ % list.length])).toFixed(1)} ms`);
  } finally {
    await server.stop();
  }
  if (profiling) {
    const files = readdirSync(profileDir).map((name) => path.join(profileDir, name));
    const largest = files.sort((a, b) => statSync(b).size - statSync(a).size)[0];
    if (!largest) throw new Error('no CPU profile was written');
    console.log(summaryOf(largest, seconds * 1000, requests));
    if (process.env.SEARCH_PROFILE_KEEP) console.log(`profile kept: ${largest}`);
    else rmSync(profileDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
