/** Chromium trace events as the profiling tools read them (bench/trace-tasks.ts, bench/task-sources.ts). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** thread (CPU) time */
  tdur?: number;
  args?: {
    name?: string;
    data?: {
      functionName?: string;
      url?: string;
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}

export interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

/** The page's renderer main thread: the CrRendererMain that evaluated scripts. */
export function pageMainThread(trace: TraceEvent[]): { pid: number; tid: number } {
  const main = trace
    .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .find((t) => trace.some((e) => e.pid === t.pid && e.tid === t.tid && e.name === 'EvaluateScript'));
  if (!main) throw new Error('no renderer main thread in this trace');
  return main;
}
