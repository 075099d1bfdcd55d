/**
 * The runtime manifest (`manifestPaths.remotes`, at the site root): where the shell loads each remote
 * from. Written by the release scripts (scripts/ops/manifest.mjs `entryFor`), served by the API's static
 * site or nginx, read by the shell (shell/src/remotes/manifest.ts).
 */
import { type Static, Type } from 'typebox';

export const ManifestEntry = Type.Object({
  entry: Type.String({ description: 'URL of the remote entry: /apps/<app>/<version>/remoteEntry.js' }),
  version: Type.String({ description: 'the release folder: <version>+<content hash>' }),
  disabled: Type.Boolean({ description: "the kill switch: the remote's routes show their fallback" }),
});
export type ManifestEntry = Static<typeof ManifestEntry>;

/** Per remote name its entry; manifests written before entries had versions hold a bare entry URL. */
export const RemoteManifestFile = Type.Record(Type.String(), Type.Union([ManifestEntry, Type.String({ description: 'older manifests: the entry URL only' })]));
export type RemoteManifestFile = Static<typeof RemoteManifestFile>;

/** The manifest as the shell uses it: every remote as an entry. */
export type RemoteManifest = Record<string, ManifestEntry>;
