/**
 * Checkout journeys (issue 5): a guest pays on delivery; the demo patient applies a coupon and pays online
 * through the built-in sandbox; a failed sandbox payment; a restricted product blocks the order.
 * The order in the database must carry the totals the page showed.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newPage, popupSettled, screenshot } from '../support/browser';
import { fillGuestForm, openGuestCheckout, type GuestCustomer, type ShopProduct } from '../support/checkout';
import { startServer, type RunningServer } from '../support/server';

let browser: Browser;
let server: RunningServer;

let products: ShopProduct[];

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
  const body = (await (await fetch(`${server.url}/api/product/allProducts?limit=100`)).json()) as { data: ShopProduct[] };
  products = body.data.filter((p) => p.in_stock_quantity >= 10);
});
afterAll(async () => {
  await Promise.all([browser?.close(), server?.stop()]);
});

const free = () => products.filter((p) => !p.availableLocations);
const restricted = () => products.filter((p) => p.availableLocations);

function guestItem(p: ShopProduct, quantity = 1) {
  return { id: p.id, product_name: p.name, quantity, sales_price: p.sales_price, product_image: p.image, seller_id: p.seller_id };
}

function latestOrder(): Record<string, unknown> {
  const db = new Database(path.join(server.dataDir, 'marketplace.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT * FROM orders ORDER BY id DESC LIMIT 1').get() as Record<string, unknown>;
  } finally {
    db.close();
  }
}

const rupees = async (page: Page, testId: string) => {
  const text = (await page.getByTestId(testId).textContent()) ?? '';
  return text === 'Free' ? 0 : Number(text.replace(/[^\d]/g, ''));
};

async function shownTotals(page: Page) {
  return {
    total_price: await rupees(page, 'total-subtotal'),
    shipping_charges: await rupees(page, 'total-shipping'),
    discount_price: await rupees(page, 'total-discount'),
    tax: await rupees(page, 'total-tax'),
    order_total_price: await rupees(page, 'total-order'),
  };
}

async function openCheckoutAsGuest(viewport: { width: number; height: number }, cart: unknown[]): Promise<Page> {
  const { page } = await newPage(browser, viewport);
  await openGuestCheckout(page, server.url, cart);
  return page;
}

const meera = (pincode: string): GuestCustomer => ({ firstName: 'Meera', lastName: 'Iyer', email: 'meera@example.in', line1: '21 Temple Street', line2: 'Malleshwaram', pincode });

const popupTitle = (page: Page) => page.locator('.swal2-title');

describe('checkout', () => {
  it('a guest sees validation messages, fills the form, pays on delivery and sees Thank You! (375 px)', async () => {
    const [a, b] = free();
    const page = await openCheckoutAsGuest(PHONE, [guestItem(a, 1), guestItem(b, 2)]);
    await page.getByRole('button', { name: 'PLACE ORDER' }).click();
    await page.getByText('The email is mandatory.').waitFor();
    expect(await page.getByText('The name is mandatory.').count()).toBe(2);
    await screenshot(page, 'checkout-guest-validation-phone');
    await fillGuestForm(page, meera('560034'));
    const shown = await shownTotals(page);
    expect(await page.getByText('Order Summary (2 items)').count()).toBe(1);
    await screenshot(page, 'checkout-guest-filled-phone');
    await page.getByRole('button', { name: 'PLACE ORDER' }).click();
    await popupTitle(page).filter({ hasText: 'Thank You!' }).waitFor({ timeout: 10000 });
    await popupSettled(page);
    await screenshot(page, 'checkout-guest-thank-you-phone');
    const order = latestOrder();
    expect(order).toEqual(expect.objectContaining({ ...shown, payment_type: '2', payment_status: 'cod', status: 1, first_name: 'Meera', user_id: null }));
    expect(await page.evaluate(() => sessionStorage.getItem('cart'))).toBeNull();
    await page.getByRole('button', { name: 'Continue Shopping' }).click();
    await page.waitForURL(/#\/home$/);
    await page.close();
  });

  it('the demo patient picks a saved address, applies a coupon, pays online in the sandbox and lands on success (1280 px)', async () => {
    const { page } = await newPage(browser, DESKTOP);
    await page.goto(`${server.url}/#/patient/login`);
    await page.locator('#login-email').fill('patient@demo.in');
    await page.locator('#login-password').fill('Patient@123');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForFunction(() => Boolean(sessionStorage.getItem('p-token')));
    const token = await page.evaluate(() => sessionStorage.getItem('p-token'));
    const userId = JSON.parse(Buffer.from(String(token).split('.')[1], 'base64url').toString('utf8')).id as number;
    for (const p of free().slice(2, 4)) {
      const res = await fetch(`${server.url}/api/cart/addToCart`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ product_id: p.id, user_id: userId, quantity: 2, price: p.sales_price }),
      });
      expect(res.status).toBe(200);
    }
    await page.goto(`${server.url}/#/home/buy-medicine/product/checkout`);
    await page.reload(); // fresh server cart
    await page.getByTestId('address-card').first().waitFor();
    expect(await page.getByTestId('address-card').count()).toBe(2);
    await page.locator('[data-testid="address-card"][aria-checked="true"]').waitFor({ timeout: 4000 });
    // Add new address shows the form and clears the selection; Cancel returns to the cards
    await page.getByRole('button', { name: 'Add new address' }).click();
    await page.getByTestId('customer-form').waitFor();
    await page.getByRole('button', { name: 'Cancel' }).first().click();
    await page.locator('[data-testid="address-card"][aria-checked="true"]').waitFor();

    // AYUR10 (10 % off) has no minimum; FLAT100 needs ₹999 (issue 24), more than this cart
    await page.getByPlaceholder('Enter coupon code Here').fill('AYUR10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('AYUR10 applied', { exact: false }).waitFor();
    await page.getByLabel(/Pay Now/).check();
    const shown = await shownTotals(page);
    expect(shown.discount_price).toBeGreaterThan(0);
    await screenshot(page, 'checkout-patient-desktop');
    await page.getByRole('button', { name: 'PLACE ORDER' }).click();
    await page.waitForURL(/\/pay\/sandbox\/checkout\//);
    expect(await page.getByTestId('sandbox-amount').textContent()).toContain(shown.order_total_price.toLocaleString('en-IN'));
    await screenshot(page, 'checkout-sandbox-pay-page');
    expect(latestOrder()).toEqual(expect.objectContaining({ ...shown, payment_status: 'pending', user_id: userId }));
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/#\/checkout-status\/success$/);
    await popupTitle(page).filter({ hasText: 'Thank You!' }).waitFor({ timeout: 8000 });
    expect(await page.locator('.swal2-html-container').textContent()).toBe('Order placed successfully.');
    await popupSettled(page);
    await screenshot(page, 'checkout-status-success-desktop');
    expect(latestOrder()).toEqual(expect.objectContaining({ ...shown, payment_type: '1', payment_status: 'paid' }));
    const cart = (await (await fetch(`${server.url}/api/cart/cartList`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: unknown[] };
    expect(cart.data).toEqual([]);
    await page.getByRole('button', { name: 'Continue Shopping' }).click();
    await page.waitForURL(/#\/home$/);
    await page.close();
  });

  it('a failed sandbox payment shows Sorry! and Go to cart, and releases the stock', async () => {
    const product = free()[4];
    const stockBefore = ((await (await fetch(`${server.url}/api/product/getByProductId/${product.id}`)).json()) as { data: ShopProduct }).data.in_stock_quantity;
    const page = await openCheckoutAsGuest(DESKTOP, [guestItem(product, 3)]);
    await fillGuestForm(page, meera('560034'));
    await page.getByLabel(/Pay Now/).check();
    await page.getByRole('button', { name: 'PLACE ORDER' }).click();
    await page.waitForURL(/\/pay\/sandbox\/checkout\//);
    await page.getByRole('button', { name: 'Fail' }).click();
    await page.waitForURL(/#\/checkout-status\/failed$/);
    await popupTitle(page).filter({ hasText: 'Sorry!' }).waitFor({ timeout: 8000 });
    expect(await page.locator('.swal2-html-container').textContent()).toBe('Transaction Failed!');
    expect(await page.locator('.swal2-confirm').textContent()).toBe('Go to cart');
    await popupSettled(page);
    await screenshot(page, 'checkout-status-failed-desktop');
    expect(latestOrder()).toEqual(expect.objectContaining({ payment_status: 'failed' }));
    const stockAfter = ((await (await fetch(`${server.url}/api/product/getByProductId/${product.id}`)).json()) as { data: ShopProduct }).data.in_stock_quantity;
    expect(stockAfter).toBe(stockBefore);
    await page.close();
  });

  it("a restricted product blocks the order with the spec's popup", async () => {
    const blocked = restricted()[0];
    expect(blocked).toBeDefined();
    const pincode = ['999001', '560034', '123456'].find((pin) => !blocked.availableLocations.split(',').includes(pin)) as string;
    const ordersBefore = latestOrder()?.id;
    const page = await openCheckoutAsGuest(PHONE, [guestItem(free()[0]), guestItem(blocked)]);
    await fillGuestForm(page, meera(pincode));
    await page.getByRole('button', { name: 'PLACE ORDER' }).click();
    await popupTitle(page).filter({ hasText: 'Cart Error' }).waitFor({ timeout: 8000 });
    expect(await page.locator('.swal2-html-container').textContent()).toBe('Please remove the highlighted product from cart to proceed the order');
    await page.locator('.swal2-confirm').click();
    const highlighted = page.locator('[data-testid="summary-line"][data-blocked="true"]');
    expect(await highlighted.count()).toBe(1);
    expect(await highlighted.textContent()).toContain('This product is not available on your location. Please remove this from cart to proceed.');
    await screenshot(page, 'checkout-restricted-phone');
    expect(latestOrder()?.id).toBe(ordersBefore);
    await page.close();
  });
});
