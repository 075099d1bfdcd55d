/**
 * The main thread's tasks of a trace kept by `bench/profile.ts` (PROFILE_TRACE_DIR), each with what ran inside it
 * and its wall and thread (CPU) time, and two sums: Lantern's view of TBT from the observed tasks (each task of
 * 10 ms or more counts 4 × its time − 50 ms) by wall time and by thread time. Thread time leaves out the time
 * the thread waited for a CPU, so on a busy machine it still tells a change of the page's own work.
 *   npx tsx bench/trace-tasks.ts <trace.json> [min ms, default 10]   (BY_CPU=1: list tasks by thread time)
 */
import { readFileSync } from 'node:fs';
import { pageMainThread, type TraceEvent } from './lib/trace-events';

const trace = JSON.parse(readFileSync(process.argv[2], 'utf8')) as TraceEvent[];
const minUs = Number(process.argv[3] ?? 10) * 1000;
const byCpu = Boolean(process.env.BY_CPU);

const main = pageMainThread(trace);
const events = trace.filter((e) => e.ph === 'X' && e.pid === main.pid && e.tid === main.tid);
const tasks = events.filter((e) => e.name === 'RunTask').sort((a, b) => a.ts - b.ts);
const start = tasks[0]?.ts ?? 0;
const ms = (us: number) => us / 1000;
const lantern = (taskMs: number) => Math.max(0, taskMs * 4 - 50);

let wall = 0;
let wallTbt = 0;
let cpu = 0;
let cpuTbt = 0;
let allCpu = 0;
for (const task of tasks) {
  const dur = task.dur ?? 0;
  const tdur = task.tdur ?? dur;
  allCpu += ms(tdur);
  if (dur >= minUs) {
    wall += ms(dur);
    wallTbt += lantern(ms(dur));
  }
  if (tdur >= minUs) {
    cpu += ms(tdur);
    cpuTbt += lantern(ms(tdur));
  }
  if ((byCpu ? tdur : dur) < minUs) continue;
  const end = task.ts + dur;
  const inside = new Map<string, number>();
  for (const e of events) {
    if (e === task || e.ts < task.ts || e.ts + (e.dur ?? 0) > end) continue;
    const what = e.name === 'EvaluateScript' || e.name === 'FunctionCall' ? `${e.name} ${e.args?.data?.functionName ?? ''} ${String(e.args?.data?.url ?? '').replace(/^.*\/apps\//, '')}` : e.name;
    inside.set(what, (inside.get(what) ?? 0) + ms(e.dur ?? 0));
  }
  const top = [...inside].sort((a, b) => b[1] - a[1]).slice(0, 8);
  console.log(`+${Math.round(ms(task.ts - start))} ms: ${Math.round(ms(dur))} ms (thread ${Math.round(ms(tdur))}): ${top.map(([what, time]) => `${what} ${time.toFixed(1)}`).join('; ')}`);
}
const floor = minUs / 1000;
console.log(`tasks of ${floor} ms or more: wall ${Math.round(wall)} ms, Lantern-style TBT ${Math.round(wallTbt)} ms | by thread time: ${Math.round(cpu)} ms, TBT ${Math.round(cpuTbt)} ms; all tasks' thread time ${Math.round(allCpu)} ms`);
