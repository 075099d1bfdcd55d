/**
 * The cart and orders offline (issue 32), in Chromium with the shell's service worker active, as the demo patient:
 * - a product added to the cart offline shows at once, is still there after an offline reload, and reaches the
 *   server cart when the network returns;
 * - offline, Pay Now is disabled with its reason; a pay-on-delivery order placed offline shows "Will be placed
 *   when you are back online", survives two reloads without being sent, and is placed exactly once when the
 *   network returns (checked through the API).
 * Offline is the browser's (`context.setOffline`: `navigator.onLine` false, the page's requests fail) and the
 * server's: Chromium's offline emulation does not reach the worker's own fetches, so the API server is halted
 * too, as in offline.test.ts.
 */
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import type { CartItem, OrderPage } from 'shared-lib/contract';
import { apiCaller, idOf } from '../support/api';
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot } from '../support/browser';
import type { ShopProduct } from '../support/checkout';
import { goOffline as offline, goOnline as online, navigate } from '../support/offline';
import { startServer, type RunningServer } from '../support/server';

let browser: Browser;
let server: RunningServer;
let product: ShopProduct;
const api = apiCaller(() => server.url);

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
  const body = (await (await fetch(`${server.url}/api/product/allProducts?limit=100`)).json()) as { data: ShopProduct[] };
  // deliverable everywhere, no prescription, enough stock
  product = body.data.find((p) => !p.availableLocations && (p.prescription_class ?? 'otc') === 'otc' && p.in_stock_quantity >= 10)!;
}, 120000);

afterAll(async () => {
  await Promise.all([browser?.close(), server?.stop()]);
});

const goOffline = (context: BrowserContext) => offline(context, server);
const goOnline = (context: BrowserContext) => online(context, server);

/**
 * Logs the demo patient in, lets `prepare` set up the server (the cart), then reloads with the worker in
 * control: the page and the files it runs are kept for offline, and the page reads the prepared server.
 */
async function patientPage(prepare: (token: string) => Promise<void>): Promise<{ page: Page; context: BrowserContext; token: string }> {
  const { page, context } = await newPage(browser, PHONE);
  await page.goto(`${server.url}/#/patient/login`);
  await page.locator('#login-email').fill('patient@demo.in');
  await page.locator('#login-password').fill('Patient@123');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForFunction(() => Boolean(sessionStorage.getItem('p-token')));
  const token = String(await page.evaluate(() => sessionStorage.getItem('p-token')));
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined, undefined, { timeout: 30000 });
  await prepare(token);
  await page.reload();
  return { page, context, token };
}

const serverCart = (token: string) => api<CartItem[]>('cart/cartList', { token });
const ordersOf = (userId: number, token: string) => api<OrderPage>(`order/getOrderByUserId/${userId}?pageSize=50`, { token });

describe('the cart offline', () => {
  it("a patient's product added offline is on screen at once and in the server cart once back online", async () => {
    const { page, context, token } = await patientPage(async (patientToken) => {
      for (const line of await serverCart(patientToken)) await api(`cart/delete/${line.id}`, { method: 'DELETE', token: patientToken });
    });
    await navigate(page, `#/home/buy-medicine/product-details/${product.id}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await page.getByTestId('cart-count').filter({ hasText: /^0$/ }).first().waitFor({ state: 'attached' });

    await goOffline(context);
    let added: Promise<Response> | undefined;
    try {
      await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
      await page.getByText('Saved on this phone: your cart is updated as soon as you are back online.').waitFor();
      await page.getByTestId('cart-count').filter({ hasText: /^1$/ }).first().waitFor({ state: 'attached' });
      // reloaded offline, the cart on the phone is still there (the saved cart, with the queued change)
      await page.reload();
      await page.getByRole('heading', { level: 1, name: product.name }).waitFor({ timeout: 30000 });
      await page.getByTestId('cart-count').filter({ hasText: /^1$/ }).first().waitFor({ state: 'attached', timeout: 30000 });
      added = page.waitForResponse((response) => response.url().includes('/api/cart/addToCart') && response.request().method() === 'POST', { timeout: 30000 });
    } finally {
      await goOnline(context);
    }
    expect((await added!).status()).toBe(200);
    const lines = await serverCart(token);
    expect(lines.map((line) => ({ product_id: line.product_id, quantity: line.quantity }))).toEqual([{ product_id: product.id, quantity: 1 }]);
    await context.close();
  }, 120000);
});

describe('an order offline', () => {
  it('Pay Now is disabled offline; a pay-on-delivery order waits, survives two reloads and is placed exactly once (375 px and 1280 px)', async () => {
    const { page, context, token } = await patientPage(async (patientToken) => {
      const body = { product_id: product.id, user_id: idOf(patientToken), quantity: 1, price: product.sales_price };
      if ((await serverCart(patientToken)).length === 0) await api('cart/addToCart', { token: patientToken, body });
    });
    const userId = idOf(token);
    const ordersBefore = await ordersOf(userId, token);
    const placeRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/order/placeOrder')) placeRequests.push(request.headers()['idempotency-key'] ?? '');
    });

    await navigate(page, '#/home/buy-medicine/product/checkout');
    await page.locator('[data-testid="address-card"][aria-checked="true"]').waitFor({ timeout: 15000 });

    await goOffline(context);
    try {
      const payNow = page.getByLabel(/Pay Now/);
      await page.getByTestId('pay-now-offline').waitFor();
      expect(await payNow.isDisabled()).toBe(true);
      expect(await page.getByTestId('pay-now-offline').innerText()).toBe('Pay Now needs the network: choose Pay on Delivery, or wait until you are back online.');
      await screenshot(page, 'offline-pay-now-disabled-phone');

      await page.getByRole('button', { name: 'PLACE ORDER' }).click();
      const queued = page.getByTestId('order-queued');
      await queued.getByRole('heading', { name: 'Will be placed when you are back online' }).waitFor();
      await screenshot(page, 'offline-order-queued-phone');
      await page.setViewportSize(DESKTOP);
      await queued.waitFor();
      await screenshot(page, 'offline-order-queued-desktop');

      for (let reload = 0; reload < 2; reload++) {
        await page.reload();
        await page.getByTestId('order-queued').getByRole('heading', { name: 'Will be placed when you are back online' }).waitFor({ timeout: 30000 });
      }
      expect(placeRequests).toEqual([]);
    } finally {
      await goOnline(context);
    }

    await page.getByTestId('order-placed').waitFor({ timeout: 30000 });
    expect(placeRequests).toHaveLength(1);
    const ordersAfter = await ordersOf(userId, token);
    expect(ordersAfter.total).toBe(ordersBefore.total + 1);
    const uniqueId = (await page.getByTestId('order-placed').locator('strong').innerText()).trim();
    expect(ordersAfter.items.filter((order) => order.unique_id === uniqueId)).toHaveLength(1);
    expect(await serverCart(token)).toEqual([]);
    await context.close();
  }, 180000);
});
