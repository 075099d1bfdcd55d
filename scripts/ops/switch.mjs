// Makes releases live: under the manifest lock, checks that every remote that would be live fits the shell
// that would be live, then points dist/remotes.json (and, for the shell, dist/index.html and nginx's
// .page-csp.conf, sw.js and manifest.webmanifest) at them with
// atomic renames and one history line per change. Refuses, changing nothing, on any mismatch.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MANIFEST_FILE, appendHistory, entryFor, readManifest, whoAmI, withManifestLock, writeFileAtomic } from './manifest.mjs';
import { writePageCsp } from './page-csp.mjs';
import { writeShellRootFiles } from './shell-root-files.mjs';
import { REMOTE_APPS, compatibilityProblems, listReleases, liveShellVersion, readReleaseInfo, releaseDir } from './releases.mjs';

export class RefusedError extends Error {}

function requireRelease(dist, app, version) {
  const info = readReleaseInfo(dist, app, version);
  if (info) return info;
  const onDisk = listReleases(dist, app).map((r) => r.version);
  throw new RefusedError(`${app} has no release ${version} in ${path.join(dist, app)} (releases on disk: ${onDisk.join(', ') || 'none'})`);
}

/**
 * @param {string} dist
 * @param {{ shell?: string, remotes?: Record<string, string> }} plan versions to make live
 * @param {{ action: string, by?: string, extra?: object }} meta recorded in the history
 */
export function applyReleases(dist, plan, { action, by, extra = {} }) {
  return withManifestLock(dist, () => {
    const manifest = readManifest(dist);
    const liveShell = liveShellVersion(dist);
    const shellVersion = plan.shell ?? liveShell;
    const shell = shellVersion ? requireRelease(dist, 'shell', shellVersion) : null;

    const targets = {};
    for (const [name, entry] of Object.entries(manifest)) targets[name] = entry.version;
    Object.assign(targets, plan.remotes ?? {});

    const problems = [];
    for (const [name, version] of Object.entries(targets)) {
      const app = REMOTE_APPS[name];
      if (!app) continue;
      const planned = Boolean(plan.remotes?.[name]);
      const info = planned ? requireRelease(dist, app, version) : readReleaseInfo(dist, app, version);
      // A live remote from before release records existed cannot be checked; it is left as it is.
      if (shell && info && (planned || plan.shell)) problems.push(...compatibilityProblems(shell, info));
    }
    if (problems.length) throw new RefusedError(`Refused: ${problems.join('; ')}.`);

    const who = whoAmI(by);
    const changes = [];
    let manifestChanged = false;
    for (const [name, version] of Object.entries(plan.remotes ?? {})) {
      const current = manifest[name];
      if (current?.version === version) continue;
      manifest[name] = entryFor(REMOTE_APPS[name], version, current?.disabled ?? false);
      manifestChanged = true;
      changes.push({ app: REMOTE_APPS[name], remote: name, action, from: current?.version ?? null, to: version, by: who, ...extra });
    }
    if (manifestChanged) writeFileAtomic(path.join(dist, MANIFEST_FILE), JSON.stringify(manifest, null, 2) + '\n');
    if (plan.shell && plan.shell !== liveShell) {
      const page = path.join(releaseDir(dist, 'shell', plan.shell), 'index.html');
      if (!existsSync(page)) throw new RefusedError(`shell release ${plan.shell} has no index.html`);
      writeFileAtomic(path.join(dist, 'index.html'), readFileSync(page));
      writePageCsp(dist); // nginx allows the new page's boot script once it reloads
      writeShellRootFiles(dist, plan.shell); // its service worker and web app manifest, at the site root
      changes.push({ app: 'shell', remote: null, action, from: liveShell, to: plan.shell, by: who, ...extra });
    }
    for (const change of changes) appendHistory(dist, change);
    return changes;
  });
}

/** Flips the kill switch of one remote (the release stays; its routes show 'temporarily unavailable'). */
export function setDisabled(dist, name, disabled, { by } = {}) {
  return withManifestLock(dist, () => {
    const manifest = readManifest(dist);
    const current = manifest[name];
    if (!current) throw new RefusedError(`${name} is not in ${path.join(dist, MANIFEST_FILE)}`);
    if (current.disabled === disabled) return [];
    manifest[name] = { ...current, disabled };
    writeFileAtomic(path.join(dist, MANIFEST_FILE), JSON.stringify(manifest, null, 2) + '\n');
    const change = { app: REMOTE_APPS[name], remote: name, action: disabled ? 'disable' : 'enable', from: current.version, to: current.version, by: whoAmI(by) };
    appendHistory(dist, change);
    return [change];
  });
}
