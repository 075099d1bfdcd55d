// Release folders dist/<app>/<version>/ and the small release.json each one carries next to its entry:
// what the build needs (shared singletons' version ranges) and provides (installed versions, exposes).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const RELEASE_INFO = 'release.json';
export const REMOTE_APPS = {
  storefront: 'mfe-storefront',
  checkout: 'mfe-checkout',
  patient: 'mfe-patient',
  doctor: 'mfe-doctor',
  seller: 'mfe-seller',
};
export const APP_REMOTES = Object.fromEntries(Object.entries(REMOTE_APPS).map(([name, app]) => [app, name]));
// The compatibility rule lives in compatibility.mjs (pure, also run by the shop's page): re-exported here.
export { FEDERATION_RUNTIME, SHARED_PACKAGES, compatibilityProblems } from './compatibility.mjs';

/** `storefront`, `mfe-storefront` or `shell` → { app, name } (name null for the shell). */
export function resolveApp(input) {
  if (input === 'shell') return { app: 'shell', name: null };
  if (REMOTE_APPS[input]) return { app: REMOTE_APPS[input], name: input };
  if (APP_REMOTES[input]) return { app: input, name: APP_REMOTES[input] };
  throw new Error(`Unknown app "${input}": use shell or one of ${Object.keys(REMOTE_APPS).join(', ')}.`);
}

export function releaseDir(dist, app, version) {
  return path.join(dist, app, version);
}

export function readReleaseInfo(dist, app, version) {
  const file = path.join(releaseDir(dist, app, version), RELEASE_INFO);
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Complete releases of one app (those with a release.json), oldest build first. */
export function listReleases(dist, app) {
  const dir = path.join(dist, app);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, RELEASE_INFO)))
    .map((entry) => readReleaseInfo(dist, app, entry.name))
    .sort((a, b) => String(a.builtAt).localeCompare(String(b.builtAt)));
}

/** The shell release that dist/index.html (the page every visitor gets) comes from. */
export function liveShellVersion(dist) {
  const page = path.join(dist, 'index.html');
  if (!existsSync(page)) return null;
  return readFileSync(page, 'utf8').match(/\/apps\/shell\/([^/"']+)\/main\.js/)?.[1] ?? null;
}
