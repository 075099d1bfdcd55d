/** Shapes of bench/results.json and bench/budgets.json. */
export interface Limit {
  min?: number;
  max?: number;
}

export interface Budgets {
  pages: { performance: Limit; accessibility: Limit; lcpMs: Limit; tbtMs: Limit; cls: Limit };
  interactions: { p75Ms: Limit };
  bundles: { beforeFirstRenderBytes: Limit; remoteEntryBytes: Limit };
  api: Record<string, { ratio?: Limit; p99Ms?: Limit }>;
  start: { warmStartMs: Limit; coldStartMs: Limit };
  /** issue 32: the repeat visit with the worker active, the first visit on 2G */
  offline?: { repeatVisitLcpMs: Limit; repeatVisitNetworkScripts: Limit; slow2gLcpMs: Limit; workerRegisteredBeforeLoad: Limit };
}

export interface PageResult {
  name: string;
  url: string;
  runs: number;
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
  requests: number;
  /** a same-run baseline page (static HTML, minimal React): reported, never budgeted */
  baseline: boolean;
  tbtRunsMs: number[];
  lcpRunsMs: number[];
  /** Lighthouse's benchmarkIndex (median of this page's runs) */
  benchmarkIndex: number;
  /** the machine's 1-minute load average as each run started (median) */
  load1m: number;
}

/** A scripted interaction's latency, read from the page's Event Timing entries (the longest per interaction). */
export interface InteractionResult {
  page: string;
  runs: number;
  /** each interaction's name and its latencies over the runs */
  interactions: Array<{ name: string; latenciesMs: number[] }>;
  p75Ms: number;
  maxMs: number;
}

/** A page's visits in one offline-app profile (bench/lib/offline-visits.ts). */
export interface OfflineVisitResult {
  page: string;
  runs: number;
  /** median of the runs */
  lcpMs: number;
  lcpRunsMs: number[];
  /** scripts not served from the worker's caches (the most of any run) */
  networkScripts: number;
  /** scripts served from the worker's caches (the fewest of any run) */
  workerScripts: number;
  /** runs in which the page registered the worker before its load event */
  workerRegisteredBeforeLoad: number;
}

export interface FileSize {
  file: string;
  bytes: number;
}

export interface BundleResult {
  /** compressed JavaScript the shell fetches before its first render */
  beforeFirstRender: FileSize[];
  beforeFirstRenderBytes: number;
  remoteEntries: Array<{ app: string; bytes: number }>;
  /** JavaScript each page fetches after the shell's first render (its remote's entry and chunks) */
  routes: Array<{ page: string; bytes: number; files: FileSize[] }>;
}

export interface RouteLoad {
  name: string;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** rps as a share of the health route's rps in the same run */
  ratio: number;
  non2xx: number;
  errors: number;
}

export interface ApiResult {
  database: 'sqlite' | 'postgres';
  products: number;
  orders: number;
  generateSeconds: number;
  connections: number;
  durationSeconds: number;
  routes: RouteLoad[];
}

export interface BenchResults {
  startedAt: string;
  machine: {
    cpus: string;
    cores: number;
    memoryGb: number;
    os: string;
    node: string;
    loadAverage: number[];
    /** load average when the run ended */
    loadAverageAtEnd?: number[];
    note: string;
    chromium?: string;
    lighthouse?: string;
    benchmarkIndex?: number;
  };
  pages: PageResult[];
  bundles: BundleResult | null;
  api: ApiResult[];
  interactions: InteractionResult[];
  start: { warmStartMs: number } | null;
  coldStart: { coldStartMs: number; installMs: number; buildMs: number; serveMs: number } | null;
  /** issue 32: repeat visits with the worker active (Lighthouse's mobile throttling) and the first visit on 2G */
  offline?: { repeatVisits: OfflineVisitResult[]; slow2g: OfflineVisitResult[] } | null;
  skipped: string[];
  durationSeconds: number;
}

export interface Check {
  area: 'pages' | 'interactions' | 'bundles' | 'api' | 'start' | 'offline';
  subject: string;
  metric: string;
  measured: number;
  limit: Limit;
  met: boolean;
}
