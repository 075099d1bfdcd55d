// `npm run bench`: throughput and latency budgets (never part of the timed tests).
import path from 'node:path';
import { ensureDependencies, log, repoRoot, run } from './lib.mjs';

ensureDependencies();
log('Catalogue load benchmark (100 000 products)…');
run(process.execPath, [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), 'bench/catalogue-load.ts']);
log('Replicas: the product list through nginx with one and with three API replicas…');
run(process.execPath, ['--import', 'tsx', 'bench/replicas.ts']);
