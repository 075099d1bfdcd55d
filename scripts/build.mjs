// Builds apps into immutable release folders dist/<app>/<package version>+<content hash>/ and makes them
// live: dist/remotes.json points each remote at its release, dist/index.html is the shell release's page.
// A release folder is never overwritten or deleted: a build whose inputs did not change finds its folder
// and builds nothing; a changed one builds into a staging folder and renames it into place.
//   node scripts/build.mjs [app…] [--no-release]   (--no-release: build the folders, switch nothing)
// DIST_DIR moves dist/ elsewhere; RELEASE_MARKER labels a build (part of its hash; the storefront shows it).
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compressTree } from './compress.mjs';
import { ensureDependencies } from './dependencies.mjs';
import { APPS, REMOTE_NAMES, fingerprint, log, packageVersion, repoRoot, runAsync } from './lib.mjs';
import { writeReleaseInfo } from './ops/release-info.mjs';
import { RELEASE_INFO, releaseDir } from './ops/releases.mjs';
import { writePageCsp } from './ops/page-csp.mjs';
import { writeShellRootFiles } from './ops/shell-root-files.mjs';
import { applyReleases } from './ops/switch.mjs';

/** The seller dashboard page (SELLER_DASHBOARD_URL): its page, loader and boot styles (mfe-seller/dashboard-page/; its host script ships in the seller release). */
const SELLER_DASHBOARD_FILES = ['index.html', 'dashboard.js', 'dashboard.css'];

const COMMON_INPUTS = ['shared-lib', 'scripts/webpack', 'tsconfig.json', 'tsconfig.base.json', 'types', 'package-lock.json'];
/** Files outside an app's folder that only it bundles: the shell's page runs the release compatibility rule (issue 32). */
const APP_INPUTS = { shell: ['scripts/ops/compatibility.mjs'] };

export function distDir() {
  return path.resolve(process.env.DIST_DIR || path.join(repoRoot, 'dist'));
}

/** `1.0.0+3f2a9c1`: the package version plus a hash of everything the build reads. */
export function releaseVersion(app) {
  const marker = process.env.RELEASE_MARKER || '';
  return `${packageVersion(app)}+${fingerprint([app, ...(APP_INPUTS[app] ?? []), ...COMMON_INPUTS], marker).slice(0, 7)}`;
}

async function buildApp(app, dist) {
  const version = releaseVersion(app);
  const outDir = releaseDir(dist, app, version);
  if (existsSync(path.join(outDir, RELEASE_INFO))) {
    log(`${app}@${version} is already built`);
    return version;
  }
  if (existsSync(outDir)) throw new Error(`${outDir} exists without ${RELEASE_INFO}; releases are never overwritten: move it away first.`);
  log(`Building ${app}@${version}…`);
  const staging = path.join(dist, '.staging', `${app}-${process.pid}-${Date.now()}`);
  try {
    await runAsync('npx', ['webpack', '--config', `${app}/webpack.config.js`, '--mode', 'production', '--no-stats'], {
      env: { ...process.env, BUILD_VERSION: version, BUILD_OUT_DIR: staging },
    });
    await writeReleaseInfo({ outDir: staging, app, version, repoRoot, marker: process.env.RELEASE_MARKER });
    mkdirSync(path.dirname(outDir), { recursive: true });
    if (existsSync(outDir)) log(`${app}@${version} was finished by another build; keeping that one`);
    else renameSync(staging, outDir);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return version;
}

/** A production webpack build of one app takes up to about 1 GB of memory. */
const BUILD_MEMORY_BYTES = 1.2e9;

/**
 * How many apps build at once: one per core, fewer when memory is short (BUILD_CONCURRENCY overrides). More
 * builds than cores cost more than they overlap: on two cores the six apps took 48 s (81 s of CPU) two at a
 * time, 63 s (107 s of CPU) all six at once.
 */
export function buildConcurrency(apps, freeBytes = os.freemem(), cores = os.availableParallelism()) {
  const asked = Number(process.env.BUILD_CONCURRENCY);
  const byMemory = Math.floor(freeBytes / BUILD_MEMORY_BYTES);
  return Math.max(1, Math.min(apps, Number.isInteger(asked) && asked > 0 ? asked : Math.min(byMemory, cores)));
}

async function buildAll(apps, dist) {
  const queue = [...apps];
  const versions = {};
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      versions[app] = await buildApp(app, dist);
      // its brotli and gzip copies now, while the other builds run (compressTree skips fresh copies later)
      compressTree(releaseDir(dist, app, versions[app]));
    }
  };
  const workers = buildConcurrency(apps.length);
  await Promise.all(Array.from({ length: workers }, worker));
  return versions;
}

function writeStaticFiles(dist) {
  writePageCsp(dist);
  writeShellRootFiles(dist);
  writeFileSync(path.join(dist, 'app-config.js'), "window.__APP_CONFIG__ = { apiBase: '/api', sellerDashboardUrl: '/seller-dashboard/' };\n");
  mkdirSync(path.join(dist, 'seller-dashboard'), { recursive: true });
  for (const file of SELLER_DASHBOARD_FILES) copyFileSync(path.join(repoRoot, 'mfe-seller/dashboard-page', file), path.join(dist, 'seller-dashboard', file));
  // the site's icon, linked by the shell's page and the seller dashboard's
  copyFileSync(path.join(repoRoot, 'shell/static/favicon.svg'), path.join(dist, 'favicon.svg'));
}

/** Builds what changed and, unless told not to, makes those releases live (compatibility checked). */
export async function build(apps = APPS, { release = true } = {}) {
  // the apps build while a native addon compiles (a fresh install); the API needs it, the builds do not
  const addons = ensureDependencies();
  const dist = distDir();
  const versions = await buildAll(apps, dist);
  await addons;
  // Last step, separate from the build itself: brotli and gzip copies of whatever dist/ now holds.
  const compressed = compressTree(dist);
  if (compressed) log(`Precompressed ${compressed} file(s) (brotli and gzip)`);
  if (!release) return versions;
  const remotes = Object.fromEntries(Object.entries(versions).filter(([app]) => REMOTE_NAMES[app]).map(([app, v]) => [REMOTE_NAMES[app], v]));
  const changes = applyReleases(dist, { shell: versions.shell, remotes }, { action: 'build', by: process.env.RELEASE_BY });
  for (const change of changes) log(`${change.app}: ${change.from ?? '(none)'} → ${change.to} is live`);
  writeStaticFiles(dist);
  compressTree(dist);
  return versions;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const only = args.filter((arg) => !arg.startsWith('--'));
  build(only.length ? only : APPS, { release: !args.includes('--no-release') }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
