// The live shell release's files that must sit at the site root: the service worker (`/sw.js`, whose scope
// is the folder it is served from, so `/`) and the web app manifest (`/manifest.webmanifest`). Copied with
// atomic renames whenever the live shell changes (build, release, rollback), like dist/index.html; a shell
// release without them (from before issue 32) removes the root copies.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from './manifest.mjs';
import { liveShellVersion, releaseDir } from './releases.mjs';

export const SHELL_ROOT_FILES = ['sw.js', 'manifest.webmanifest'];

/** Makes dist/sw.js and dist/manifest.webmanifest those of the live shell (or of `version`). */
export function writeShellRootFiles(dist, version = liveShellVersion(dist)) {
  if (!version) return;
  for (const name of SHELL_ROOT_FILES) {
    const source = path.join(releaseDir(dist, 'shell', version), name);
    const target = path.join(dist, name);
    if (!existsSync(source)) {
      rmSync(target, { force: true });
      for (const copy of [`${target}.br`, `${target}.gz`]) rmSync(copy, { force: true });
      continue;
    }
    const content = readFileSync(source);
    if (existsSync(target) && readFileSync(target).equals(content)) continue;
    writeFileAtomic(target, content);
    // the precompressed copies of the old file would be served for the new one
    for (const copy of [`${target}.br`, `${target}.gz`]) rmSync(copy, { force: true });
  }
}
