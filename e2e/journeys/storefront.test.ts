/** Storefront journeys at 375 px and 1280 px: guest search, filters, details, pincode, cart; patient wishlist to cart. */
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';

interface ProductJson {
  id: number;
  name: string;
  sales_price: number;
  in_stock_quantity: number;
  brand_id: number;
  brand: { id: number; name: string } | null;
  locations: Array<{ pincode: string }>;
}

let server: RunningServer;
let browser: Browser;
let product: ProductJson;

const api = async (path: string, body?: unknown) => {
  const response = await fetch(`${server.url}/api/${path}`, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return (await response.json()).data;
};
const band = (price: number) => (price < 500 ? { id: 'below-500', label: 'Below ₹500', min: 0, max: 500 } : price <= 1000 ? { id: '500-1000', label: '₹500 - ₹1000', min: 500, max: 1000 } : { id: 'above-1000', label: 'Above ₹1000', min: 1000, max: 100000 });

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const all = (await api('product/filterProduct', { brand_id: [], category_id: [], min: 0, max: 100000, search_by_name: '', page: 1, pageSize: 100 })).items as ProductJson[];
  product = all.find((p) => p.locations.length > 0 && p.in_stock_quantity >= 5 && p.brand && p.sales_price !== 500 && p.sales_price !== 1000)!;
  expect(product).toBeTruthy();
}, 120000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const count = async (page: Page, id: 'cart-count' | 'wishlist-count') => Number(await page.getByTestId(id).textContent());
const expectCount = async (page: Page, id: 'cart-count' | 'wishlist-count', value: number) => {
  await page.waitForFunction(([testId, n]) => document.querySelector(`[data-testid="${testId}"]`)?.textContent === String(n), [id, value] as const, { timeout: 15000 });
};
const waitSpinnerGone = (page: Page) => page.waitForSelector('[data-testid="spinner-overlay"]', { state: 'detached', timeout: 15000 }).catch(() => undefined);

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('storefront at %s width', (name, viewport) => {
  it('a guest searches, filters, sorts, checks a pincode and uses the cart', async () => {
    const { context, page } = await newPage(browser, viewport);
    try {
      await page.goto(`${server.url}/#/home`);
      await page.getByRole('heading', { name: /Welcome to/ }).waitFor();
      await waitSpinnerGone(page);
      await page.getByTestId('category-tile').first().waitFor();
      await screenshot(page, `storefront-home-${name}`);
      await expectCount(page, 'cart-count', 0);

      // search from the header
      await page.locator('#header-search').fill(product.name);
      await page.locator('#header-search').press('Enter');
      await page.waitForURL(/#\/home\/buy-medicine\?search=/);
      await page.getByRole('link', { name: product.name }).first().waitFor();

      // filters: brand and price band (behind the Filters button on phones)
      if (viewport === PHONE) await page.getByRole('button', { name: 'Filters' }).click();
      await page.getByLabel(product.brand!.name, { exact: true }).check();
      await page.waitForURL(/brand=/);
      const priceBand = band(product.sales_price);
      if (viewport === PHONE && !(await page.getByLabel(priceBand.label, { exact: true }).isVisible())) await page.getByRole('button', { name: 'Filters' }).click();
      await page.getByLabel(priceBand.label, { exact: true }).check();
      await page.waitForURL(new RegExp(`price=${priceBand.id}`));
      await page.getByLabel('Sort by').selectOption('1');
      await page.waitForURL(/sort=1/);
      const expected = await api('product/filterProduct', { brand_id: [product.brand_id], category_id: [], min: priceBand.min, max: priceBand.max, search_by_name: product.name, sort: 1, page: 1, pageSize: 24 });
      await page.getByText(`Natural Health Supplements | ${expected.total} item(s)`).waitFor();
      // the filtered list survives a reload
      await page.reload();
      await page.getByText(`Natural Health Supplements | ${expected.total} item(s)`).waitFor();
      await page.getByRole('link', { name: product.name }).first().waitFor();
      await screenshot(page, `storefront-list-${name}`);

      // details
      await page.getByRole('link', { name: product.name }).first().click();
      await page.waitForURL(new RegExp(`product-details/${product.id}`));
      await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
      await page.getByRole('tab', { name: 'DESCRIPTION' }).waitFor();
      await screenshot(page, `storefront-details-${name}`);

      // add is blocked until delivery is confirmed
      await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
      await page.getByText('This product is not avalable for the given location. Please enter the allowded locations.').waitFor();
      await page.getByRole('button', { name: 'OK' }).click();

      const deliver = page.getByLabel('Deliver to');
      await deliver.fill('000000');
      await page.getByRole('button', { name: 'Check' }).click();
      await page.getByText('Delivery not available for the given location').waitFor();
      await page.getByText(product.locations[0].pincode, { exact: false }).first().waitFor();
      await deliver.fill(product.locations[0].pincode);
      await page.getByRole('button', { name: 'Check' }).click();
      await page.getByText('Delivery Available for the given location').waitFor();
      await page.getByRole('button', { name: 'Increase quantity' }).click();
      expect(await page.getByTestId('details-quantity').textContent()).toBe('2');
      await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
      await page.getByText('Added to Cart Successfully').first().waitFor();
      await expectCount(page, 'cart-count', 1);

      // cart modal: quantity bounds, then remove
      await page.getByRole('button', { name: /^Cart,/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Your Cart' });
      await dialog.waitFor();
      const quantity = dialog.getByLabel(`Quantity of ${product.name}`);
      expect(await quantity.inputValue()).toBe('2');
      await quantity.fill('12');
      await quantity.blur();
      expect(await quantity.inputValue()).toBe(String(Math.min(10, product.in_stock_quantity)));
      await quantity.fill('3');
      await quantity.blur();
      expect(await quantity.inputValue()).toBe('3');
      const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('cart') ?? '[]'));
      expect(stored).toHaveLength(1);
      expect(Object.keys(stored[0]).sort()).toEqual(['id', 'product_image', 'product_name', 'quantity', 'sales_price', 'seller_id']);
      expect(stored[0]).toMatchObject({ id: product.id, product_name: product.name, sales_price: product.sales_price, quantity: 3 });
      await dialog.getByRole('button', { name: `Remove ${product.name}` }).click();
      await dialog.getByText('Your Cart is empty.').waitFor();
      expect(await dialog.getByRole('button', { name: 'Checkout' }).isDisabled()).toBe(true);
      await expectCount(page, 'cart-count', 0);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });

  it('the demo patient wishlists a product and moves it to the cart', async () => {
    const { context, page } = await newPage(browser, viewport);
    try {
      await page.goto(`${server.url}/#/patient/login`);
      await page.locator('#login-email').fill('patient@demo.in');
      await page.locator('#login-password').fill('Patient@123');
      await waitSpinnerGone(page);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL((url) => !url.hash.includes('login'), { timeout: 20000 });
      await page.getByRole('link', { name: 'My profile' }).waitFor();

      await page.goto(`${server.url}/#/home/buy-medicine/product-details/${product.id}`);
      await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
      await page.waitForTimeout(500);
      const cartBefore = await count(page, 'cart-count');
      const wishBefore = await count(page, 'wishlist-count');
      await page.getByRole('button', { name: 'Add to wishlist' }).click();
      await page.getByRole('button', { name: 'Remove from wishlist' }).waitFor();
      await expectCount(page, 'wishlist-count', wishBefore + 1);

      await page.getByRole('button', { name: /^Wishlist,/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Your Wishlist' });
      await dialog.getByText(product.name).waitFor();
      await dialog.getByRole('button', { name: `Add ${product.name} to cart` }).click();
      await page.getByText('Your item added to cart SuccesFully').first().waitFor();
      const lineAlready = cartBefore > 0 && viewport === DESKTOP;
      await expectCount(page, 'cart-count', lineAlready ? cartBefore : cartBefore + 1);
      await expectCount(page, 'wishlist-count', wishBefore);
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });
});
