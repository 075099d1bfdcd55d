// Writes release.json into a freshly built release folder: what it needs and provides, read from the
// build's own mf-manifest.json (the shared singletons exactly as Module Federation negotiates them) and,
// for the shell, the remote modules its route table loads.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { APP_REMOTES, RELEASE_INFO, SHARED_PACKAGES } from './releases.mjs';

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
