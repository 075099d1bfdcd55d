/**
 * The ops commands on a throwaway dist/: releases switch atomically under a lock, compatibility is
 * checked before anything changes, rollback goes back one release, the kill switch, status.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FakeDist, command, nodeModuleSnippet } from './fixture';

jest.setTimeout(60000); // each test runs the real commands as child processes

let dist: FakeDist;
const release = (app: string, version: string, ...rest: string[]) => command('release.mjs', [app, '--version', version, '--dist', dist.dir, ...rest]);
const rollback = (...args: string[]) => command('rollback.mjs', [...args, '--dist', dist.dir]);
const remotes = (...args: string[]) => command('remotes.mjs', [...args, '--dist', dist.dir], { OPS_TOKEN: '' });

beforeEach(async () => {
  dist = new FakeDist()
    .addRelease('shell', '1.0.0+shell01', { builtAt: '2026-01-01T00:00:00Z' })
    .addRelease('mfe-storefront', '1.0.0+front01', { builtAt: '2026-01-01T00:00:00Z' })
    .addRelease('mfe-storefront', '1.1.0+front02', { builtAt: '2026-01-02T00:00:00Z' })
    .addRelease('mfe-checkout', '1.0.0+check01', { builtAt: '2026-01-01T00:00:00Z' })
    .addRelease('mfe-checkout', '1.0.1+check02', { builtAt: '2026-01-02T00:00:00Z' });
  for (const [app, version] of [['shell', '1.0.0+shell01'], ['storefront', '1.0.0+front01'], ['checkout', '1.0.0+check01']]) {
    expect((await release(app, version)).code).toBe(0);
  }
});
afterEach(() => dist.remove());

describe('release and rollback', () => {
  it('switches one remote, records who did it, and rolls back to the previous release by default', async () => {
    const released = await release('storefront', '1.1.0+front02', '--by', 'asha');
    expect(released.code).toBe(0);
    expect(dist.manifest().storefront).toEqual({ entry: '/apps/mfe-storefront/1.1.0+front02/remoteEntry.js', version: '1.1.0+front02', disabled: false });
    expect(dist.manifest().checkout.version).toBe('1.0.0+check01');
    expect(dist.history().at(-1)).toMatchObject({ app: 'mfe-storefront', action: 'release', from: '1.0.0+front01', to: '1.1.0+front02', by: 'asha' });

    const rolled = await rollback('storefront');
    expect(rolled.code).toBe(0);
    expect(rolled.stdout).toMatch(/rolled back 1\.1\.0\+front02 → 1\.0\.0\+front01 \(by tester/);
    expect(dist.manifest().storefront.version).toBe('1.0.0+front01');
    expect(dist.history().at(-1)).toMatchObject({ action: 'rollback', from: '1.1.0+front02', to: '1.0.0+front01', by: 'tester' });
  });

  it('refuses a target that is not on disk, naming the releases that are', async () => {
    const result = await rollback('checkout', '--to', '0.9.0+gone000');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('mfe-checkout has no release 0.9.0+gone000');
    expect(result.stderr).toContain('1.0.0+check01, 1.0.1+check02');
    expect(dist.manifest().checkout.version).toBe('1.0.0+check01');
  });
});

describe('compatibility', () => {
  it('refuses a remote built for another shared-lib major, changing nothing', async () => {
    dist.addRelease('mfe-storefront', '2.0.0+front03', { shared: { 'shared-lib': '2.0.0' } });
    const before = readFileSync(path.join(dist.dir, 'remotes.json'), 'utf8');
    const historyBefore = dist.history().length;
    const result = await release('storefront', '2.0.0+front03');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('storefront 2.0.0+front03 needs shared-lib ^2.0.0 but the live shell 1.0.0+shell01 provides shared-lib 1.0.0 (major 2 ≠ 1)');
    expect(readFileSync(path.join(dist.dir, 'remotes.json'), 'utf8')).toBe(before);
    expect(dist.history()).toHaveLength(historyBefore);
  });

  it('refuses a remote that takes the federation runtime from a shell that does not provide it, and accepts it under one that does', async () => {
    const runtime = { requires: { '@module-federation/runtime-core': '~2.9.0' } };
    dist.addRelease('mfe-storefront', '1.2.0+front04', runtime);
    const refused = await release('storefront', '1.2.0+front04');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('storefront 1.2.0+front04 needs @module-federation/runtime-core ~2.9.0 but the live shell 1.0.0+shell01 does not share @module-federation/runtime-core');
    expect(dist.manifest().storefront.version).toBe('1.0.0+front01');

    dist.addRelease('shell', '1.1.0+shell02', { provides: { '@module-federation/runtime-core': '2.9.2' } });
    expect((await release('shell', '1.1.0+shell02')).code).toBe(0);
    expect((await release('storefront', '1.2.0+front04')).code).toBe(0);
    expect(dist.manifest().storefront.version).toBe('1.2.0+front04');
  });

  it('refuses a React major mismatch the same way', async () => {
    dist.addRelease('mfe-checkout', '1.2.0+check03', { shared: { react: '20.0.0' } });
    const result = await rollback('checkout', '--to', '1.2.0+check03');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('needs react ^20.0.0 but the live shell 1.0.0+shell01 provides react 19.2.0');
  });

  it('refuses a remote that lacks a module the shell route table loads', async () => {
    dist.addRelease('mfe-storefront', '1.2.0+front04', { exposes: ['./ProductList'] });
    const result = await release('storefront', '1.2.0+front04');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("the live shell 1.0.0+shell01's route table loads storefront ./Home, which storefront 1.2.0+front04 does not expose");
  });

  it('refuses a shell whose route table needs a module a live remote does not expose', async () => {
    dist.addRelease('shell', '1.1.0+shell02', { needs: { storefront: ['./Home', './Offers'] } });
    const result = await release('shell', '1.1.0+shell02');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('storefront ./Offers, which storefront 1.0.0+front01 does not expose');
    expect(readFileSync(path.join(dist.dir, 'index.html'), 'utf8')).toContain('/apps/shell/1.0.0+shell01/main.js');
  });
});

describe("the shell's service worker and web app manifest at the site root (issue 32)", () => {
  it('follow the live shell: copied on its release, removed on a rollback to a shell without them', async () => {
    dist.addRelease('shell', '1.1.0+shell02', { builtAt: '2026-01-02T00:00:00Z' });
    writeFileSync(path.join(dist.dir, 'shell', '1.1.0+shell02', 'sw.js'), '/* worker of shell02 */');
    writeFileSync(path.join(dist.dir, 'shell', '1.1.0+shell02', 'manifest.webmanifest'), '{"name":"shell02"}');
    expect((await release('shell', '1.1.0+shell02')).code).toBe(0);
    expect(readFileSync(path.join(dist.dir, 'sw.js'), 'utf8')).toBe('/* worker of shell02 */');
    expect(readFileSync(path.join(dist.dir, 'manifest.webmanifest'), 'utf8')).toBe('{"name":"shell02"}');

    expect((await rollback('shell')).code).toBe(0);
    expect(readFileSync(path.join(dist.dir, 'index.html'), 'utf8')).toContain('/apps/shell/1.0.0+shell01/main.js');
    expect(existsSync(path.join(dist.dir, 'sw.js'))).toBe(false);
    expect(existsSync(path.join(dist.dir, 'manifest.webmanifest'))).toBe(false);
  });
});

describe('manifest writes', () => {
  it('are atomic: a reader polling the manifest during 300 switches never sees a partial file', async () => {
    const switching = nodeModuleSnippet(`
      import { applyReleases } from './scripts/ops/switch.mjs';
      for (let i = 0; i < 300; i += 1) {
        applyReleases(${JSON.stringify(dist.dir)}, { remotes: { storefront: i % 2 ? '1.0.0+front01' : '1.1.0+front02' } }, { action: 'release' });
      }`);
    let finished = false;
    void switching.then(() => (finished = true));
    let reads = 0;
    const seen = new Set<string>();
    while (!finished) {
      for (let i = 0; i < 50; i += 1) {
        const text = readFileSync(path.join(dist.dir, 'remotes.json'), 'utf8');
        seen.add(JSON.parse(text).storefront.version); // throws on a half-written file
        reads += 1;
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect((await switching).code).toBe(0);
    expect(reads).toBeGreaterThan(100);
    expect(seen).toEqual(new Set(['1.0.0+front01', '1.1.0+front02']));
    expect(readdirSync(dist.dir).filter((name) => name.endsWith('.tmp') || name.endsWith('.lock'))).toEqual([]);
  });

  it('from two concurrent releasers of different apps both land: no lost update', async () => {
    const loop = (remote: string, a: string, b: string) =>
      nodeModuleSnippet(`
        import { applyReleases } from './scripts/ops/switch.mjs';
        for (let i = 0; i < 40; i += 1) {
          applyReleases(${JSON.stringify(dist.dir)}, { remotes: { ${remote}: i % 2 ? '${a}' : '${b}' } }, { action: 'release' });
        }`);
    const results = await Promise.all([loop('storefront', '1.0.0+front01', '1.1.0+front02'), loop('checkout', '1.0.0+check01', '1.0.1+check02')]);
    expect(results.map((r) => r.code)).toEqual([0, 0]);
    // i = 39 is odd: each loop's last write is its first version
    expect(dist.manifest().storefront.version).toBe('1.0.0+front01');
    expect(dist.manifest().checkout.version).toBe('1.0.0+check01');
    const lines = dist.history();
    expect(lines.filter((h) => h.remote === 'storefront' && h.action === 'release')).toHaveLength(1 + 40);
    expect(lines.filter((h) => h.remote === 'checkout' && h.action === 'release')).toHaveLength(1 + 40);
  });
});

describe('kill switch and status', () => {
  it('disables and enables a remote, and status shows releases, when each went live and the switch', async () => {
    expect((await remotes('disable', 'storefront')).code).toBe(0);
    expect(dist.manifest().storefront).toMatchObject({ version: '1.0.0+front01', disabled: true });
    // a release keeps the kill switch on: ops decide when the remote comes back
    expect((await release('storefront', '1.1.0+front02')).code).toBe(0);
    expect(dist.manifest().storefront).toMatchObject({ version: '1.1.0+front02', disabled: true });

    const status = await remotes('status');
    expect(status.code).toBe(0);
    expect(status.stdout).toMatch(/^storefront \(mfe-storefront\) {2}live: 1\.1\.0\+front02 {2}DISABLED/m);
    expect(status.stdout).toMatch(/^ {2}\* 1\.1\.0\+front02 .*went live: release \S+ by tester/m);
    expect(status.stdout).toMatch(/^ {4}1\.0\.0\+front01 .*went live: release \S+ by tester/m);
    expect(status.stdout).toContain('set OPS_TOKEN');

    expect((await remotes('enable', 'storefront')).code).toBe(0);
    expect(dist.manifest().storefront.disabled).toBe(false);
    expect(dist.history().slice(-3).map((h) => h.action)).toEqual(['disable', 'release', 'enable']);
    expect(existsSync(path.join(dist.dir, '.remotes.lock'))).toBe(false);
  });
});
