// Builds every app into dist/<app>/<version>/ and writes the runtime manifest dist/remotes.json.
// An app whose sources did not change since its last build is not built again.
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compressTree } from './compress.mjs';
import { APPS, REMOTE_NAMES, ensureDependencies, fingerprint, log, packageVersion, repoRoot, runAsync } from './lib.mjs';

const COMMON_INPUTS = ['shared-lib', 'scripts/webpack', 'tsconfig.json', 'tsconfig.base.json', 'types', 'package-lock.json'];

async function buildApp(app) {
  const version = process.env.BUILD_VERSION || packageVersion(app);
  const outDir = path.join(repoRoot, 'dist', app, version);
  const stamp = path.join(outDir, '.build-fingerprint');
  const print = fingerprint([app, ...COMMON_INPUTS]);
  if (!process.env.FORCE_BUILD && existsSync(stamp) && readFileSync(stamp, 'utf8') === print) {
    log(`${app}@${version} is up to date`);
    return;
  }
  log(`Building ${app}@${version}…`);
  await runAsync('npx', ['webpack', '--config', `${app}/webpack.config.js`, '--mode', 'production', '--no-stats'], {
    env: { ...process.env, BUILD_VERSION: version },
  });
  writeFileSync(stamp, print);
}

/** Two builds at a time: the machines have two cores. */
async function buildAll(apps) {
  const queue = [...apps];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) await buildApp(app);
  };
  await Promise.all([worker(), worker()]);
}

function writeManifestAndEntry() {
  const dist = path.join(repoRoot, 'dist');
  const manifest = Object.fromEntries(
    Object.entries(REMOTE_NAMES).map(([app, name]) => [name, `/apps/${app}/${packageVersion(app)}/remoteEntry.js`]),
  );
  writeFileSync(path.join(dist, 'remotes.json'), JSON.stringify(manifest, null, 2) + '\n');
  copyFileSync(path.join(dist, 'shell', packageVersion('shell'), 'index.html'), path.join(dist, 'index.html'));
  writeFileSync(path.join(dist, 'app-config.js'), "window.__APP_CONFIG__ = { apiBase: '/api', sellerDashboardUrl: '/seller-dashboard/' };\n");
  mkdirSync(path.join(dist, 'seller-dashboard'), { recursive: true });
  copyFileSync(path.join(repoRoot, 'scripts/seller-dashboard/index.html'), path.join(dist, 'seller-dashboard', 'index.html'));
}

export async function build(apps = APPS) {
  ensureDependencies();
  await buildAll(apps);
  if (!process.env.BUILD_VERSION) writeManifestAndEntry();
  // Last step, separate from the build itself: brotli and gzip copies of whatever dist/ now holds.
  const compressed = compressTree();
  if (compressed) log(`Precompressed ${compressed} file(s) (brotli and gzip)`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const only = process.argv.slice(2);
  build(only.length ? only : APPS).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
