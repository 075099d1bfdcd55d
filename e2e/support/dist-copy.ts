/** A private copy of dist/ that a test may break (delete a remote, edit the manifest) without touching the real build. */
import { chmodSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './server';

/** One remote in dist/remotes.json (scripts/ops/manifest.mjs writes it). */
export interface ManifestEntry {
  entry: string;
  version: string;
  disabled: boolean;
}
export type RemoteManifest = Record<string, ManifestEntry>;

export interface DistCopy {
  dir: string;
  readManifest(): RemoteManifest;
  writeManifest(manifest: RemoteManifest): void;
  remove(): void;
}

export function copyDist(): DistCopy {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ayur-dist-'));
  chmodSync(dir, 0o755);
  cpSync(path.join(repoRoot, 'dist'), dir, { recursive: true });
  const manifestFile = path.join(dir, 'remotes.json');
  return {
    dir,
    readManifest: () => JSON.parse(readFileSync(manifestFile, 'utf8')),
    writeManifest: (manifest) => writeFileSync(manifestFile, JSON.stringify(manifest, null, 2)),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
