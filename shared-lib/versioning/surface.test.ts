/**
 * shared-lib is shared with the remotes as one singleton per layer, under the version of
 * shared-lib/package.json, and every remote requires `^<the version it was built with>` (strictVersion).
 * That only tells an old copy from a new one if the version moves whenever the exports do: this test
 * records the exported names of every shared layer with the version they belong to, and fails when the
 * exports change under the same version. Then a remote that uses a new export refuses an older shell's
 * copy (its route shows the fallback, `npm run release` refuses it) instead of feature-detecting.
 *
 * After changing exports: bump shared-lib/package.json (minor for additions, major for removals or
 * renames) and the `shared-lib` range of the workspaces that use the new exports, then record the new
 * surface with `UPDATE_SHARED_SURFACE=1 npx jest shared-lib/versioning`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as contract from 'shared-lib/contract';
import * as domain from 'shared-lib/domain';
import * as domainCore from 'shared-lib/domain/core';
import * as http from 'shared-lib/http';
import * as i18n from 'shared-lib/i18n';
import * as store from 'shared-lib/store';
import * as storeCore from 'shared-lib/store/core';
import * as ui from 'shared-lib/ui';
import * as uiCore from 'shared-lib/ui/core';

interface Surface {
  version: string;
  exports: Record<string, string[]>;
}

const surfaceFile = path.join(__dirname, 'surface.json');
const packageVersion = (JSON.parse(readFileSync(path.join(__dirname, '../package.json'), 'utf8')) as { version: string }).version;
const current: Surface['exports'] = Object.fromEntries(
  Object.entries({ contract, domain, 'domain/core': domainCore, http, i18n, store, 'store/core': storeCore, ui, 'ui/core': uiCore }).map(([layer, module]) => [layer, Object.keys(module).filter((name) => name !== '__esModule').sort()]),
);

function changes(before: Surface['exports'], after: Surface['exports']) {
  const removed: string[] = [];
  const added: string[] = [];
  for (const layer of Object.keys(after)) {
    const was = new Set(before[layer] ?? []);
    const is = new Set(after[layer]);
    for (const name of was) if (!is.has(name)) removed.push(`${layer}.${name}`);
    for (const name of is) if (!was.has(name)) added.push(`${layer}.${name}`);
  }
  return { removed, added };
}

const major = (version: string) => Number(version.split('.')[0]);
const minor = (version: string) => Number(version.split('.')[1]);

if (process.env.UPDATE_SHARED_SURFACE) {
  writeFileSync(surfaceFile, `${JSON.stringify({ version: packageVersion, exports: current }, null, 2)}\n`);
}
const recorded = JSON.parse(readFileSync(surfaceFile, 'utf8')) as Surface;

describe('shared-lib surface and version', () => {
  const { removed, added } = changes(recorded.exports, current);

  it('records the exports of the version in package.json', () => {
    const unchanged = removed.length === 0 && added.length === 0;
    if (unchanged) {
      expect(recorded.version).toBe(packageVersion);
      return;
    }
    // the exports moved: the version must have moved with them, then the surface is recorded anew
    const bumped = removed.length > 0 ? major(packageVersion) > major(recorded.version) : major(packageVersion) > major(recorded.version) || minor(packageVersion) > minor(recorded.version);
    expect({ removed, added, bumpShared: bumped ? 'record the surface (UPDATE_SHARED_SURFACE=1)' : `bump shared-lib/package.json past ${recorded.version}` }).toEqual({ removed: [], added: [], bumpShared: 'nothing to do' });
  });

  it('finds a change of exports (so the rule above can fail)', () => {
    const fewer = { ...current, domain: current.domain.slice(1) };
    expect(changes(fewer, current)).toEqual({ removed: [], added: [`domain.${current.domain[0]}`] });
    expect(changes(current, fewer)).toEqual({ removed: [`domain.${current.domain[0]}`], added: [] });
  });
});

describe('workspaces that depend on shared-lib', () => {
  // a declared range the workspace's own version does not satisfy sends `npm install` to the registry
  it.each(['api', 'shell', 'mfe-storefront', 'mfe-checkout', 'mfe-patient', 'mfe-doctor', 'mfe-seller'])('%s declares a range that the workspace shared-lib satisfies', (workspace) => {
    const manifest = JSON.parse(readFileSync(path.join(__dirname, '../..', workspace, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    const [wantMajor, wantMinor, wantPatch] = (/^\^(\d+)\.(\d+)\.(\d+)$/.exec(manifest.dependencies['shared-lib']) ?? []).slice(1).map(Number);
    const [major, minorPart, patch] = packageVersion.split('.').map(Number);
    expect({ workspace, sameMajor: wantMajor === major, notNewer: wantMinor < minorPart || (wantMinor === minorPart && wantPatch <= patch) }).toEqual({ workspace, sameMajor: true, notNewer: true });
  });
});
