import { appOfEntry, cachedEntriesOf, chooseFallbackRelease, releaseFolder, shellFolderOf, type CachedRelease, type ReleaseRecord } from './release-fallback';

const shell: ReleaseRecord = {
  version: '1.4.0+5he11aa',
  provides: { 'shared-lib': '2.8.0', react: '19.2.0' },
  needs: { storefront: ['./Home', './PolicyPage'] },
};
const entry = (version: string) => `/apps/mfe-storefront/${version}/remoteEntry.js`;
const release = (version: string, builtAt: string, overrides: Partial<ReleaseRecord> = {}): CachedRelease => ({
  entry: entry(version),
  record: { name: 'storefront', version, builtAt, requires: { 'shared-lib': '^2.8.0', react: '^19.0.0' }, exposes: ['./Home', './PolicyPage'], ...overrides },
});

const v1 = release('1.0.0+aaaaaaa', '2026-11-01T10:00:00Z');
const v2 = release('1.1.0+bbbbbbb', '2026-11-10T10:00:00Z');
const v3 = release('1.2.0+ccccccc', '2026-11-20T10:00:00Z');

describe('the cached release a remote falls back to', () => {
  it('is the most recently built cached release other than the one that failed', () => {
    expect(chooseFallbackRelease('storefront', v3.entry, shell, [v1, v3, v2])).toBe(v2);
    expect(chooseFallbackRelease('storefront', entry('1.3.0+ddddddd'), shell, [v1, v3, v2])).toBe(v3);
  });

  it('skips releases that do not fit the shell, by the rule releases are checked with', () => {
    const nextSharedLib = release('2.0.0+eeeeeee', '2026-11-25T10:00:00Z', { requires: { 'shared-lib': '^3.0.0' } });
    const newerThanShell = release('1.3.0+fffffff', '2026-11-26T10:00:00Z', { requires: { 'shared-lib': '^2.9.0' } });
    const withoutPolicyPage = release('1.2.1+0000000', '2026-11-24T10:00:00Z', { exposes: ['./Home'] });
    expect(chooseFallbackRelease('storefront', v3.entry, shell, [v1, v2, nextSharedLib, newerThanShell, withoutPolicyPage])).toBe(v2);
  });

  it('takes only releases of the same remote', () => {
    const checkout: CachedRelease = { entry: '/apps/mfe-checkout/9.0.0+1111111/remoteEntry.js', record: { ...v3.record, name: 'checkout' } };
    expect(chooseFallbackRelease('storefront', v2.entry, shell, [checkout, v1])).toBe(v1);
  });

  it('is none when nothing cached fits: the route shows its usual fallback', () => {
    expect(chooseFallbackRelease('storefront', v1.entry, shell, [v1])).toBeNull();
    expect(chooseFallbackRelease('storefront', v1.entry, shell, [])).toBeNull();
    expect(chooseFallbackRelease('storefront', v1.entry, { ...shell, provides: { 'shared-lib': '1.9.0' } }, [v2, v3])).toBeNull();
  });
});

describe('reading the cache keys and the page', () => {
  it('finds the remote entries of one app among cached files', () => {
    const paths = [v1.entry, '/apps/mfe-storefront/1.0.0+aaaaaaa/release.json', '/apps/mfe-checkout/1.0.0+9999999/remoteEntry.js', '/apps/mfe-storefront/1.1.0+bbbbbbb/__federation_expose_Home.1a2b3c4d.js', v2.entry];
    expect(cachedEntriesOf('mfe-storefront', paths)).toEqual([v1.entry, v2.entry]);
    expect(appOfEntry('/remotes.json')).toBeNull();
    expect(releaseFolder(v1.entry)).toBe('/apps/mfe-storefront/1.0.0+aaaaaaa/');
  });

  it("finds the shell's release folder from the page's main script", () => {
    expect(shellFolderOf(['', '/apps/shell/1.4.0+5he11aa/vendors.1234abcd.js', '/apps/shell/1.4.0+5he11aa/main.js'])).toBe('/apps/shell/1.4.0+5he11aa/');
    expect(shellFolderOf(['/app-config.js'])).toBeNull();
  });
});
