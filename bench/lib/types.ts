/** Shapes of bench/results.json and bench/budgets.json. */
export interface Limit {
  min?: number;
  max?: number;
}

export interface Budgets {
  pages: { performance: Limit; accessibility: Limit; lcpMs: Limit; tbtMs: Limit; cls: Limit };
  bundles: { beforeFirstRenderBytes: Limit; remoteEntryBytes: Limit };
  api: Record<string, { ratio?: Limit; p99Ms?: Limit }>;
  start: { warmStartMs: Limit };
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
  machine: { cpus: string; cores: number; memoryGb: number; os: string; node: string; loadAverage: number[]; note: string };
  pages: PageResult[];
  bundles: BundleResult | null;
  api: ApiResult[];
  start: { warmStartMs: number } | null;
  skipped: string[];
  durationSeconds: number;
}

export interface Check {
  area: 'pages' | 'bundles' | 'api' | 'start';
  subject: string;
  metric: string;
  measured: number;
  limit: Limit;
  met: boolean;
}
