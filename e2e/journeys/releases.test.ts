/**
 * Micro-frontend operations on two genuinely different builds of the storefront (the same sources; the
 * second built with RELEASE_MARKER=v2, which shows "Release v2" under its headings): `npm run release`
 * end to end, an open page following the manifest, a broken release reported by browsers, rollback, the
 * kill switch, directly from the API server and through nginx with nginx.conf; and a remote built for
 * another shared-lib major (refused by the release command; its fallback, not a crash, when forced live).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newPage, productCardsShown, screenshot } from '../support/browser';
import { brokenRelease, nextSharedLibRelease } from '../support/derived-release';
import { copyDist, type DistCopy } from '../support/dist-copy';
import { startNginx, type RunningNginx } from '../support/nginx';
import { ops, runScript } from '../support/ops';
import { startServer, type RunningServer } from '../support/server';

const OPS_TOKEN = 'e2e-ops-token';
const BROKEN = '1.0.0+0badbad';
const NEXT_SHARED_LIB = '1.0.0+2ed1b00';
let browser: Browser;
let dist: DistCopy;
let server: RunningServer;
let nginx: RunningNginx;
let v1: string;
let v2: string;
let nextSharedLibMajor: string;

beforeAll(async () => {
  // The second build goes into the real dist/ (a release folder is immutable, so the next run reuses it).
  const built = await runScript('build.mjs', ['mfe-storefront', '--no-release'], { RELEASE_MARKER: 'v2' });
  if (built.code !== 0) throw new Error(`v2 build failed: ${built.stderr}`);
  v2 = built.stdout.match(/mfe-storefront@(\S+?)(?:…| is already built)/)![1];
  dist = copyDist();
  v1 = dist.readManifest().storefront.version;
  brokenRelease(dist.dir, 'mfe-storefront', v2, BROKEN);
  nextSharedLibMajor = nextSharedLibRelease(dist.dir, 'mfe-storefront', v2, NEXT_SHARED_LIB);

  [browser, server] = await Promise.all([
    launchBrowser(),
    startServer({ staticRoot: dist.dir, env: { OPS_TOKEN, MANIFEST_REVALIDATE_SECONDS: '0' } }),
  ]);
  nginx = await startNginx({ distDir: dist.dir, apiPort: server.port });
}, 900000);

afterAll(async () => {
  await Promise.all([browser?.close(), nginx?.stop(), server?.stop()]);
  dist?.remove();
});

const opsOn = (script: string, ...args: string[]) => ops(script, ...args, '--dist', dist.dir, '--by', 'e2e');
const marker = (page: Page) => page.getByTestId('release-marker');
const history = () =>
  readFileSync(path.join(dist.dir, 'releases.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));

/** An in-app navigation (the hash router), as a click on a link does. */
async function navigate(page: Page, hash: string) {
  await page.evaluate((to) => {
    window.location.hash = to;
  }, hash);
}

async function errorsFor(base: string, version: string): Promise<number> {
  const response = await fetch(`${base}/api/ops/remotes`, { headers: { authorization: `Bearer ${OPS_TOKEN}` } });
  const rows = (await response.json()).data.remotes as { remote: string; version: string; lastHour: number }[];
  return rows.find((row) => row.remote === 'storefront' && row.version === version)?.lastHour ?? 0;
}

describe('npm run release -- storefront, then npm run rollback -- storefront', () => {
  it("runs the storefront's own tests and build, switches the manifest, records it; new pages load it; rollback returns", async () => {
    const before = history().length;
    const released = await runScript('release.mjs', ['storefront', '--dist', dist.dir, '--by', 'e2e'], { RELEASE_MARKER: 'v2' });
    expect(released.code).toBe(0);
    expect(released.stdout).toContain('Testing mfe-storefront…');
    expect(released.stderr).toMatch(/Tests:\s+(\d+ skipped, )?\d+ passed/); // jest's summary: the app's tests ran
    expect(released.stdout).toContain(`mfe-storefront@${v2} is already built`); // the v2 sources: that immutable release
    expect(released.stdout).toContain(`mfe-storefront: ${v1} → ${v2} is live (released by e2e)`);
    expect(dist.readManifest().storefront).toEqual({ entry: `/apps/mfe-storefront/${v2}/remoteEntry.js`, version: v2, disabled: false });
    expect(history().slice(before)).toEqual([expect.objectContaining({ app: 'mfe-storefront', action: 'release', from: v1, to: v2, by: 'e2e' })]);
    const page = (await newPage(browser, PHONE)).page;
    await page.goto(`${server.url}/#/home`);
    await marker(page).filter({ hasText: 'Release v2' }).waitFor();

    expect(await opsOn('rollback.mjs', 'storefront')).toContain(`rolled back ${v2} → ${v1}`);
    expect(dist.readManifest().storefront.version).toBe(v1);
    expect(history().at(-1)).toMatchObject({ app: 'mfe-storefront', action: 'rollback', from: v2, to: v1, by: 'e2e' });
    await page.reload();
    await productCardsShown(page);
    expect(await marker(page).count()).toBe(0);
    await page.close();
  }, 240000); // the storefront's own test suite runs inside
});

describe.each([
  ['the API server', () => server.url],
  ['nginx', () => nginx.url],
])('storefront releases served by %s', (label, baseUrl) => {
  let open: Page;
  let base: string;
  const tag = label === 'nginx' ? 'nginx' : 'server';

  beforeAll(async () => {
    base = baseUrl();
    // a phone through nginx, a desktop from the server: the notice and the fallback at both widths
    open = (await newPage(browser, label === 'nginx' ? PHONE : DESKTOP)).page;
    if (process.env.E2E_DEBUG) {
      open.on('console', (m) => console.log('console:', m.text().slice(0, 200)));
      open.on('response', (r) => /remotes\.json|remoteEntry|client-errors|expose/.test(r.url()) && console.log(r.status(), r.url()));
      open.on('framenavigated', (f) => f === open.mainFrame() && console.log('navigated', f.url()));
    }
    await open.goto(`${base}/#/terms-and-conditions`);
    await open.getByRole('heading', { level: 1, name: 'Terms and Conditions' }).waitFor();
    // the heading is painted by the boot page before any app code: wait for the storefront's own page (its
    // policy text), so the storefront is loaded when its release changes under it
    await open.getByTestId('policy-text').waitFor();
    expect(await marker(open).count()).toBe(0);
  });
  afterAll(() => open?.close());

  it('releases v2: a new page shows it, an open page gets a notice and follows at its next navigation', async () => {
    await opsOn('release.mjs', 'storefront', '--version', v2);
    const fresh = (await newPage(browser, PHONE)).page;
    await fresh.goto(`${base}/#/home`);
    await marker(fresh).filter({ hasText: 'Release v2' }).waitFor();
    await fresh.close();

    // The tab comes back into view: the manifest changed under a loaded remote, so a calm notice.
    await open.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await open.getByRole('status').filter({ hasText: 'A newer version of this page is available' }).waitFor();
    await screenshot(open, `releases-update-notice-${tag}`);
    await navigate(open, '#/privacy-policy');
    await open.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await marker(open).filter({ hasText: 'Release v2' }).waitFor();
  });

  it('a broken release breaks only storefront routes, and browsers report it to ops', async () => {
    const before = await errorsFor(base, BROKEN);
    await opsOn('release.mjs', 'storefront', '--version', BROKEN);
    const reported = open.waitForResponse((response) => response.url().endsWith('/api/client-errors') && response.status() === 200);
    await navigate(open, '#/return-policy');
    await open.getByTestId('remote-fallback').waitFor();
    await screenshot(open, `releases-fallback-${tag}`);
    await reported;
    await open.getByTestId('header-contact').waitFor({ state: 'attached' });
    await navigate(open, '#/patient/patientSignup');
    await open.getByRole('heading', { name: 'Sign-Up' }).waitFor();

    expect(await errorsFor(base, BROKEN)).toBeGreaterThan(before);
    const status = await opsOn('remotes.mjs', 'status', '--api', base, '--token', OPS_TOKEN);
    expect(status).toMatch(new RegExp(`\\* ${BROKEN.replace('+', '\\+')} .*errors last hour: [1-9]`));
  });

  it('rolls back: the open page is on v1 after one navigation, and a fresh page loads v1', async () => {
    const entries: string[] = [];
    open.on('request', (request) => request.url().endsWith('remoteEntry.js') && entries.push(request.url()));
    const output = await opsOn('rollback.mjs', 'storefront', '--to', v1);
    expect(output).toContain(`rolled back ${BROKEN} → ${v1}`);
    await navigate(open, '#/terms-and-conditions');
    await open.getByRole('heading', { level: 1, name: 'Terms and Conditions' }).waitFor();
    expect(await marker(open).count()).toBe(0);
    expect(entries.some((url) => url.includes(`/mfe-storefront/${v1}/`))).toBe(true);

    const fresh = (await newPage(browser, DESKTOP)).page;
    await fresh.goto(`${base}/#/home`);
    await productCardsShown(fresh);
    expect(await marker(fresh).count()).toBe(0);
    await fresh.close();
  });

  it('the kill switch shows a calm page on storefront routes while the rest of the shop works', async () => {
    await opsOn('remotes.mjs', 'disable', 'storefront');
    await navigate(open, '#/home/supplements');
    await open.getByRole('heading', { name: 'This part of the shop is temporarily unavailable' }).waitFor();
    await screenshot(open, `releases-kill-switch-${tag}`);
    const phone = (await newPage(browser, PHONE)).page;
    await phone.goto(`${base}/#/home`);
    await phone.getByTestId('remote-disabled').waitFor();
    await screenshot(phone, `releases-kill-switch-phone-${tag}`);
    await phone.close();
    await navigate(open, '#/patient/patientSignup');
    await open.getByRole('heading', { name: 'Sign-Up' }).waitFor();

    await opsOn('remotes.mjs', 'enable', 'storefront');
    await navigate(open, '#/privacy-policy');
    await open.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    expect(await marker(open).count()).toBe(0);
  });
});

describe('nginx cache rules for releases', () => {
  it('revalidates the manifest by ETag, never caches entries, and caches release folders for a year', async () => {
    const manifest = await fetch(`${nginx.url}/remotes.json`);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const etag = manifest.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await fetch(`${nginx.url}/remotes.json`, { headers: { 'If-None-Match': etag! } })).status).toBe(304);

    const folder = `${nginx.url}/apps/mfe-storefront/${v2}`;
    expect((await fetch(`${folder}/remoteEntry.js`)).headers.get('cache-control')).toBe('no-cache');
    const info = await fetch(`${folder}/release.json`);
    expect(info.status).toBe(200);
    expect(info.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await info.json()).exposes).toContain('./Home');
  });
});

describe('a storefront built for another shared-lib major', () => {
  it('is refused by npm run release, and when forced live its routes show the fallback while the shop runs', async () => {
    const live = dist.readManifest();
    const refused = await runScript('release.mjs', ['storefront', '--version', NEXT_SHARED_LIB, '--dist', dist.dir]);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr + refused.stdout).toContain(`needs shared-lib ^${nextSharedLibMajor}`);
    expect(dist.readManifest()).toEqual(live);

    // Someone bypasses the commands and edits the manifest by hand: the shell still refuses the mismatch.
    dist.writeManifest({ ...live, storefront: { entry: `/apps/mfe-storefront/${NEXT_SHARED_LIB}/remoteEntry.js`, version: NEXT_SHARED_LIB, disabled: false } });
    try {
      const page = (await newPage(browser, PHONE)).page;
      await page.goto(`${server.url}/#/home`);
      await page.getByTestId('remote-fallback').waitFor();
      await screenshot(page, 'releases-shared-lib-mismatch');
      await page.getByTestId('header-contact').waitFor({ state: 'attached' });
      await navigate(page, '#/patient/patientSignup');
      await page.getByRole('heading', { name: 'Sign-Up' }).waitFor();
      await page.close();
    } finally {
      dist.writeManifest(live);
    }
  });
});
