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
export const FEDERATION_RUNTIME = '@module-federation/runtime-core';
/** The singletons every app shares: a remote must find a compatible one in the live shell (the federation runtime included, see release-info.mjs). */
export const SHARED_PACKAGES = ['shared-lib', 'react', 'react-dom', 'react-router-dom', 'react-redux', '@reduxjs/toolkit', FEDERATION_RUNTIME];

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

function parseVersion(text) {
  const match = String(text ?? '').match(/(\d+)(?:\.(\d+))?(?:\.(\d+))?/);
  return match ? [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)] : null;
}

function compareVersions(a, b) {
  for (let i = 0; i < 3; i += 1) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

/** Does `provided` (an exact version) satisfy `required` (a caret, tilde or exact range)? Same major (and minor for `~`), not older. */
function satisfies(provided, required) {
  if (!required || required === '*') return { ok: true };
  const have = parseVersion(provided);
  const want = parseVersion(required);
  if (!have || !want) return { ok: true };
  if (have[0] !== want[0]) return { ok: false, why: `major ${want[0]} ≠ ${have[0]}` };
  if (String(required).trim().startsWith('~') && have[1] !== want[1]) return { ok: false, why: `minor ${want[1]} ≠ ${have[1]}` };
  if (compareVersions(have, want) < 0) return { ok: false, why: `${provided} is older than ${required}` };
  return { ok: true };
}

/**
 * Why a remote release cannot run under a shell release: every shared singleton the remote requires must
 * be satisfied by the version the shell provides, and every module the shell's route table loads from
 * this remote must be exposed. Returns a list of sentences (empty when compatible).
 */
export function compatibilityProblems(shell, remote) {
  const problems = [];
  const label = `${remote.name} ${remote.version}`;
  const shellLabel = `the live shell ${shell.version}`;
  for (const pkg of SHARED_PACKAGES) {
    const required = remote.requires?.[pkg];
    const provided = shell.provides?.[pkg];
    if (!required) continue;
    if (!provided) {
      problems.push(`${label} needs ${pkg} ${required} but ${shellLabel} does not share ${pkg}`);
      continue;
    }
    const result = satisfies(provided, required);
    if (!result.ok) problems.push(`${label} needs ${pkg} ${required} but ${shellLabel} provides ${pkg} ${provided} (${result.why})`);
  }
  const exposes = new Set(remote.exposes ?? []);
  for (const module of shell.needs?.[remote.name] ?? []) {
    if (!exposes.has(module)) problems.push(`${shellLabel}'s route table loads ${remote.name} ${module}, which ${label} does not expose`);
  }
  return problems;
}
