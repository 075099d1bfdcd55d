// Writes release.json into a freshly built release folder: what it needs and provides, read from the
// build's own mf-manifest.json (the shared singletons exactly as Module Federation negotiates them) and,
// for the shell, the remote modules its route table loads.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { APP_REMOTES, FEDERATION_RUNTIME, RELEASE_INFO, SHARED_PACKAGES } from './releases.mjs';

function sharedOf(mfManifest) {
  const requires = {};
  const provides = {};
  for (const pkg of SHARED_PACKAGES) {
    const shared = (mfManifest.shared ?? []).find((s) => s.name === pkg || s.name.startsWith(`${pkg}/`));
    if (!shared) continue;
    if (shared.requiredVersion) requires[pkg] = shared.requiredVersion;
    if (shared.version) provides[pkg] = shared.version;
  }
  return { requires, provides };
}

/**
 * The federation runtime ships once per page (scripts/webpack/create-config.js): a host's main.js puts it
 * on globalThis (the inject plugin's `_FEDERATION_RUNTIME_CORE_FROM` marker), a remote whose entry reads
 * `_FEDERATION_RUNTIME_CORE` without that marker needs a host that does.
 */
function runtimeOf(outDir, repoRoot) {
  const version = JSON.parse(readFileSync(path.join(repoRoot, 'node_modules', FEDERATION_RUNTIME, 'package.json'), 'utf8')).version;
  const text = (file) => (existsSync(path.join(outDir, file)) ? readFileSync(path.join(outDir, file), 'utf8') : '');
  const main = text('main.js');
  const entry = text('remoteEntry.js');
  if (main.includes('_FEDERATION_RUNTIME_CORE_FROM')) return { provides: { [FEDERATION_RUNTIME]: version } };
  if (entry.includes('_FEDERATION_RUNTIME_CORE') && !entry.includes('_FEDERATION_RUNTIME_CORE_FROM')) {
    const [major, minor] = version.split('.');
    return { requires: { [FEDERATION_RUNTIME]: `~${major}.${minor}.0` } };
  }
  return {};
}

/** remote name → the exposed modules the shell's route table loads from it. */
export async function routeTableNeeds(repoRoot) {
  const file = pathToFileURL(path.join(repoRoot, 'shell/src/routes/route-table.ts')).href;
  // tsx is an npm package: imported here, not at the top, so `npm test` and `npm start` can load this
  // file on a fresh clone before they have installed anything
  const { tsImport } = await import('tsx/esm/api');
  const { REMOTE_ROUTES } = await tsImport(file, import.meta.url);
  const needs = {};
  for (const { remote, module } of REMOTE_ROUTES) (needs[remote] ??= new Set()).add(module);
  return Object.fromEntries(Object.entries(needs).map(([remote, modules]) => [remote, [...modules].sort()]));
}

export async function writeReleaseInfo({ outDir, app, version, repoRoot, marker }) {
  const mfManifest = JSON.parse(readFileSync(path.join(outDir, 'mf-manifest.json'), 'utf8'));
  const { requires, provides } = sharedOf(mfManifest);
  const runtime = runtimeOf(outDir, repoRoot);
  Object.assign(requires, runtime.requires);
  Object.assign(provides, runtime.provides);
  const info = {
    app,
    name: APP_REMOTES[app] ?? null,
    version,
    builtAt: new Date().toISOString(),
    ...(marker ? { marker } : {}),
    requires,
    provides,
    exposes: (mfManifest.exposes ?? []).map((e) => e.path).sort(),
    ...(app === 'shell' ? { needs: await routeTableNeeds(repoRoot) } : {}),
  };
  writeFileSync(path.join(outDir, RELEASE_INFO), JSON.stringify(info, null, 2) + '\n');
  return info;
}
