/**
 * The shop works on whatever host name it is opened at (issue 23). The server's PUBLIC_URL says
 * http://localhost:<port>, but the shop is opened at http://127.0.0.1:<port> (as from another computer at the
 * machine's address): a seller who logs in reaches the dashboard there, and a patient who pays online comes
 * back there, still logged in. No page of either journey is ever on localhost.
 */
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, screenshot } from '../support/browser';
import type { ShopProduct } from '../support/checkout';
import { startServer, type RunningServer } from '../support/server';

let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer({ env: (port) => ({ PUBLIC_URL: `http://localhost:${port}` }) })]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), server?.stop()]);
});

/** A page that records the host of every document it shows. */
async function pageRecordingHosts(): Promise<{ page: Page; hosts: Set<string> }> {
  const { page } = await newPage(browser, DESKTOP);
  const hosts = new Set<string>();
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && frame.url().startsWith('http')) hosts.add(new URL(frame.url()).host);
  });
  return { page, hosts };
}

async function logIn(page: Page, route: string, email: string, password: string): Promise<void> {
  await page.goto(`${server.url}/#/${route}`);
  await page.getByTestId('spinner-overlay').waitFor({ state: 'detached' });
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

describe('a shop opened at 127.0.0.1 while PUBLIC_URL names localhost', () => {
  const here = () => new URL(server.url).host;

  it('the shop really is opened on another host name than PUBLIC_URL', () => {
    expect(here()).toBe(`127.0.0.1:${server.port}`);
  });

  it('a seller logs in and reaches the dashboard on 127.0.0.1, not bounced back to the login', async () => {
    const { page, hosts } = await pageRecordingHosts();
    await logIn(page, 'seller/login', 'seller@demo.in', 'Seller@123');
    await page.waitForURL(/\/seller-dashboard\/(#\/)?$/);
    await page.getByRole('heading', { name: 'Today at a glance' }).waitFor();
    expect(new URL(page.url()).host).toBe(here());
    expect(page.url()).not.toMatch(/#\/seller\/login/);
    await screenshot(page, 'host-independence-seller-dashboard');
    expect([...hosts]).toEqual([here()]);
    await page.close();
  });

  it('a patient who pays online comes back to 127.0.0.1 still logged in', async () => {
    const { page, hosts } = await pageRecordingHosts();
    await logIn(page, 'patient/login', 'patient@demo.in', 'Patient@123');
    await page.waitForFunction(() => Boolean(sessionStorage.getItem('p-token')));
    const token = await page.evaluate(() => sessionStorage.getItem('p-token'));
    const userId = JSON.parse(Buffer.from(String(token).split('.')[1], 'base64url').toString('utf8')).id as number;
    const listing = (await (await fetch(`${server.url}/api/product/allProducts?limit=100`)).json()) as { data: ShopProduct[] };
    const product = listing.data.find((p) => !p.availableLocations && p.in_stock_quantity >= 5);
    if (!product) throw new Error('the seed has no deliverable product in stock');
    const added = await fetch(`${server.url}/api/cart/addToCart`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ product_id: product.id, user_id: userId, quantity: 1, price: product.sales_price }),
    });
    expect(added.status).toBe(200);

    await page.goto(`${server.url}/#/home/buy-medicine/product/checkout`);
    await page.reload(); // the server cart as it is now
    await page.locator('[data-testid="address-card"][aria-checked="true"]').waitFor({ timeout: 10000 });
    await page.getByLabel(/Pay Now/).check();
    await page.getByRole('button', { name: 'PLACE ORDER' }).click();
    await page.waitForURL(/\/pay\/sandbox\/checkout\//);
    expect(new URL(page.url()).host).toBe(here());
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/#\/checkout-status\/success$/);
    expect(new URL(page.url()).host).toBe(here());
    await page.locator('.swal2-title').filter({ hasText: 'Thank You!' }).waitFor({ timeout: 8000 });
    // still logged in: the session the login stored on this origin is there, and the API accepts it
    expect(await page.evaluate(() => sessionStorage.getItem('p-token'))).toBe(token);
    const cart = await fetch(`${server.url}/api/cart/cartList`, { headers: { authorization: `Bearer ${token}` } });
    expect(cart.status).toBe(200);
    await screenshot(page, 'host-independence-payment-return');
    expect([...hosts]).toEqual([here()]);
    await page.close();
  });
});
