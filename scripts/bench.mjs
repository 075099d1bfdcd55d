// `npm run bench`: pages, bundles, API load and warm start against the production build (bench/run.ts).
// Writes bench/results.md and bench/results.json; exits non-zero when a budget in bench/budgets.json is
// missed. Never part of `npm test`: timings belong here, not in tests.
import path from 'node:path';
import { provisionSystemPackages } from './provision.mjs';
import { ensureDependencies } from './dependencies.mjs';
import { log, repoRoot, run } from './lib.mjs';

await ensureDependencies({ testTools: true });
provisionSystemPackages();
log(process.env.BENCH_ONLY ? `Benchmarks: ${process.env.BENCH_ONLY}…` : 'Benchmarks (about 20 minutes)…');
try {
  run(process.execPath, [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), 'bench/run.ts']);
  // a narrowed run (BENCH_ONLY=pages, coldstart, …) measures only what it names
  if (!process.env.BENCH_ONLY || process.env.BENCH_ONLY.split(',').some((part) => part.trim() === 'replicas')) {
    log('Replicas: the product list through nginx with one and with three API replicas…');
    run(process.execPath, ['--import', 'tsx', 'bench/replicas.ts']);
  }
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
