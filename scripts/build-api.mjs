// Compiles the API (api/src with the shared-lib code it uses) into one CommonJS file, api/dist/main.cjs, so
// `npm start` runs plain node: no TypeScript transpiler at start-up (tsx took seconds of every start). The
// search index's worker thread (api/src/services/search/index-build-worker.ts) is compiled beside it.
// npm packages stay external and load from node_modules. A build whose inputs did not change is skipped.
//   node scripts/build-api.mjs [outFile]
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fingerprint, log, repoRoot } from './lib.mjs';

/** Two folders below the repository, like api/src/main.ts: config.ts finds the repository from __dirname. */
export const API_BUNDLE = path.join(repoRoot, 'api/dist/main.cjs');
/** Node's flags for every API server process (api/node-flags.json: why). */
export const API_NODE_FLAGS = JSON.parse(readFileSync(path.join(repoRoot, 'api/node-flags.json'), 'utf8')).flags;
/** Compiled beside the API under its own name with .cjs (services/search/index-build-thread.ts looks for it there). */
const WORKER_SOURCE = 'api/src/services/search/index-build-worker.ts';
const INPUTS = ['api/src', 'api/package.json', 'shared-lib', 'tsconfig.json', 'tsconfig.base.json', 'package-lock.json'];

/** Builds the bundle unless it is current; returns true when it built. */
export async function buildApi(outFile = API_BUNDLE) {
  const stampFile = `${outFile}.inputs`;
  const inputs = fingerprint(INPUTS);
  if (existsSync(outFile) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === inputs) return false;
  log('Compiling the API…');
  const { build } = await import('esbuild');
  const { dependencies } = JSON.parse(readFileSync(path.join(repoRoot, 'api/package.json'), 'utf8'));
  const compile = (entry, outfile) => build({
    entryPoints: [path.join(repoRoot, entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    external: Object.keys(dependencies).filter((name) => name !== 'shared-lib'),
    // stack traces name the TypeScript files (node --enable-source-maps)
    sourcemap: true,
    logLevel: 'warning',
  });
  await Promise.all([compile('api/src/main.ts', outFile), compile(WORKER_SOURCE, path.join(path.dirname(outFile), `${path.basename(WORKER_SOURCE, '.ts')}.cjs`))]);
  writeFileSync(stampFile, inputs);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildApi(process.argv[2] ? path.resolve(process.argv[2]) : undefined).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
