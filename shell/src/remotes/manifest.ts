/** Remotes are located at run time from /remotes.json, so one remote can be rolled back without a shell rebuild. */
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { takeInlineManifest } from './inline-manifest';

export type RemoteManifest = Record<string, string>;

export const MANIFEST_URL = '/remotes.json';

export async function fetchManifest(url = MANIFEST_URL): Promise<RemoteManifest> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Remote manifest answered ${response.status}`);
  return (await response.json()) as RemoteManifest;
}

export async function registerRemotesFromManifest(url = MANIFEST_URL): Promise<RemoteManifest> {
  // At boot the page's inlined copy saves a round trip; afterwards the manifest is fetched.
  const manifest = (url === MANIFEST_URL ? takeInlineManifest() : null) ?? (await fetchManifest(url));
  registerRemotes(
    Object.entries(manifest).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
  return manifest;
}
