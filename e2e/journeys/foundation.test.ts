/**
 * The foundation's journeys: the shop loads through the shell and its remotes, the shared login screen
 * sends each demo account where the spec says, a broken remote breaks only its own routes, a remote is
 * rolled back by editing the manifest, and nginx serves the same app.
 */
import { cpSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newPage, productCardsShown, screenshot } from '../support/browser';
import { copyDist, type DistCopy, type RemoteManifest } from '../support/dist-copy';
import { startNginx, type RunningNginx } from '../support/nginx';
import { startServer, type RunningServer } from '../support/server';

let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), server?.stop()]);
});

async function open(viewport = DESKTOP): Promise<Page> {
  return (await newPage(browser, viewport)).page;
}

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('home and product list at %s width', (label, viewport) => {
  it('shows seeded products on home and lists products from filterProduct', async () => {
    const page = await open(viewport);
    await page.goto(`${server.url}/`);
    await page.waitForURL(/#\/home$/);
    await productCardsShown(page);
    expect(await page.getByTestId('product-card').count()).toBeGreaterThan(0);
    await expect(page.getByTestId('header-contact').textContent()).resolves.toMatch(/@/);
    await screenshot(page, `foundation-home-${label}`);

    await page.goto(`${server.url}/#/home/buy-medicine`);
    await page.getByTestId('product-card').first().waitFor();
    const countLine = await page.getByText(/^Natural Health Supplements \| \d+ item\(s\)$/).textContent();
    expect(Number(countLine?.match(/\| (\d+) item/)?.[1])).toBeGreaterThanOrEqual(300);
    expect(await page.getByTestId('product-card').count()).toBeGreaterThan(0);
    await page.close();
  });
});

describe('shared login screen', () => {
  async function logIn(page: Page, role: 'doctor' | 'patient' | 'seller', email: string, password: string) {
    await page.goto(`${server.url}/#/${role}/login`);
    await page.locator('#login-email').fill(email);
    await page.locator('#login-password').fill(password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
  }

  it('sends a stage 4 doctor to the dashboard and stores the session', async () => {
    const page = await open();
    await logIn(page, 'doctor', 'doctor@demo.in', 'Doctor@123');
    await page.waitForURL(/#\/doctor\/dashboard$/);
    expect(await page.evaluate(() => sessionStorage.getItem('doctor'))).toMatch(/^ey/);
    await page.close();
  });

  it('sends a stage 2 doctor back to the sign-up wizard with the id', async () => {
    const page = await open();
    await logIn(page, 'doctor', 'doctor.stage2@demo.in', 'Doctor@123');
    await page.waitForURL(/#\/doctor\/doctorSignup\/\d+$/);
    await page.close();
  });

  it('logs a patient in, goes home and opens the guarded profile route', async () => {
    const page = await open();
    await page.goto(`${server.url}/#/home`);
    await page.goto(`${server.url}/#/patient/my-profile`);
    await page.waitForURL(/#\/home$/); // guarded: no patient token, navigation blocked
    await logIn(page, 'patient', 'patient@demo.in', 'Patient@123');
    await page.waitForURL(/#\/home$/);
    const user = await page.evaluate(() => JSON.parse(sessionStorage.getItem('patient') ?? 'null'));
    expect(user).toMatchObject({ type: 'patient' });
    await page.goto(`${server.url}/#/patient/my-profile`);
    // the guard lets a logged-in patient through: the profile itself renders on its own route
    await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
    expect(page.url()).toMatch(/#\/patient\/my-profile$/);
    await page.close();
  });

  it('sends a seller to the seller dashboard site', async () => {
    const page = await open();
    await logIn(page, 'seller', 'seller@demo.in', 'Seller@123');
    await page.waitForURL(/\/seller-dashboard\/(#\/)?$/);
    await page.close();
  });

  it('shows the server message on a wrong password: a popup for patients, inline for sellers', async () => {
    const page = await open();
    await logIn(page, 'patient', 'patient@demo.in', 'wrong-password');
    await page.getByRole('dialog').getByText('Invalid email or password').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await logIn(page, 'seller', 'seller@demo.in', 'wrong-password');
    await page.getByRole('alert').getByText('Invalid email or password').waitFor();
    await page.close();
  });
});

describe('remote isolation and rollback', () => {
  let dist: DistCopy;
  let isolated: RunningServer;
  beforeAll(async () => {
    dist = copyDist();
    isolated = await startServer({ staticRoot: dist.dir });
  });
  afterAll(async () => {
    await isolated?.stop();
    dist?.remove();
  });

  it('keeps home and the list working when the checkout remote is gone, and shows a retry on its routes', async () => {
    const manifest = dist.readManifest();
    const checkoutFolder = path.join(dist.dir, manifest.checkout.entry.replace(/^\/apps\//, '').replace(/\/remoteEntry\.js$/, ''));
    const rollbackFolder = `${checkoutFolder}-rollback`;
    cpSync(checkoutFolder, rollbackFolder, { recursive: true });
    (await import('node:fs')).rmSync(checkoutFolder, { recursive: true, force: true });

    const page = await open();
    await page.goto(`${isolated.url}/#/home`);
    await productCardsShown(page);
    await page.goto(`${isolated.url}/#/home/buy-medicine/product/checkout`);
    await page.getByTestId('remote-fallback').waitFor();
    await page.goto(`${isolated.url}/#/home/buy-medicine`);
    await page.getByTestId('product-card').first().waitFor();

    // Roll the checkout remote to another build by editing only the manifest: no shell rebuild.
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(request.url()));
    dist.writeManifest({ ...manifest, checkout: { ...manifest.checkout, entry: manifest.checkout.entry.replace(/\/remoteEntry\.js$/, '-rollback/remoteEntry.js') } });
    await page.goto(`${isolated.url}/#/home/buy-medicine/product/checkout`);
    await page.reload();
    // the rolled-back checkout renders its page (the empty-cart notice under its heading), not the fallback
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    expect(await page.getByTestId('remote-fallback').count()).toBe(0);
    expect(loaded.some((url) => url.includes('-rollback/remoteEntry.js'))).toBe(true);
    await page.close();
  });
});

describe('nginx', () => {
  let nginx: RunningNginx;
  beforeAll(async () => {
    nginx = await startNginx({ distDir: path.join(__dirname, '..', '..', 'dist'), apiPort: server.port });
  });
  afterAll(async () => {
    await nginx?.stop();
  });

  it('serves the shell, the remotes and the API with the right cache headers', async () => {
    const page = await open(PHONE);
    await page.goto(`${nginx.url}/`);
    await productCardsShown(page);

    const root = await fetch(`${nginx.url}/`);
    expect(root.headers.get('cache-control')).toBe('no-cache');
    const manifest = (await (await fetch(`${nginx.url}/remotes.json`)).json()) as RemoteManifest;
    const entry = await fetch(`${nginx.url}${manifest.storefront.entry}`);
    expect(entry.status).toBe(200);
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    const health = await fetch(`${nginx.url}/api/health`);
    expect(health.status).toBe(200);
    const html = await root.text();
    const mainScript = html.match(/src=["']?([^"' >]+main\.js)/)?.[1];
    expect(mainScript).toBeTruthy();
    await page.close();
  });

  it('caches content-hashed chunks for a year', async () => {
    const manifest = (await (await fetch(`${nginx.url}/remotes.json`)).json()) as RemoteManifest;
    const mfManifest = (await (await fetch(`${nginx.url}${manifest.storefront.entry.replace('remoteEntry.js', 'mf-manifest.json')}`)).json()) as {
      exposes: { assets: { js: { sync: string[] } } }[];
    };
    const chunk = mfManifest.exposes.flatMap((e) => e.assets.js.sync).find((file) => /\.[0-9a-f]{8}\.js$/.test(file));
    expect(chunk).toBeTruthy();
    const base = manifest.storefront.entry.replace('remoteEntry.js', '');
    const response = await fetch(`${nginx.url}${base}${chunk}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
