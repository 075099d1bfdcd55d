/** Storefront journeys at 375 px and 1280 px: guest search, filters, details, pincode, cart; patient wishlist to cart. */
import type { Browser, Page } from 'playwright-core';
import { browseHome, DESKTOP, PHONE, launchBrowser, newPage, nextPaint, screenshot } from '../support/browser';
import { repoRoot, startServer, type RunningServer } from '../support/server';

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

const expectCount = async (page: Page, id: 'cart-count' | 'wishlist-count', value: number) => {
  await page.waitForFunction(([testId, n]) => document.querySelector(`[data-testid="${testId}"]`)?.textContent === String(n), [id, value] as const, { timeout: 15000 });
};
/** Scrolls through the page so lazy images load, then waits for every image outside the carousels. */
const loadLazyImages = async (page: Page) => {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await nextPaint(page); // the lazy images in view start loading once the scrolled frame is painted
  }
  await page.waitForFunction(
    () => Array.from(document.images).every((img) => img.closest('[aria-roledescription="carousel"]') || (img.complete && img.naturalWidth > 0)),
    undefined,
    { timeout: 15000 },
  );
  await page.evaluate(() => window.scrollTo(0, 0));
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
      await browseHome(page);
      await page.getByTestId('category-tile').first().waitFor();
      await page.getByTestId('doctor-card').first().waitFor();
      await loadLazyImages(page);
      await screenshot(page, `storefront-home-${name}`);
      await expectCount(page, 'cart-count', 0);

      if (viewport === PHONE) {
        // the phone header is one bar (logo, search icon, cart, account, menu), at most 64 px tall
        const header = await page.locator('header').boundingBox();
        expect(header!.height).toBeLessThanOrEqual(64);
        for (const name of ['Open menu', 'Search products', /^Cart,/]) {
          const box = await page.getByRole('button', { name }).boundingBox();
          expect(box!.y + box!.height).toBeLessThanOrEqual(header!.y + header!.height);
        }
      }

      // search from the header (on phones the field opens from its icon)
      if (viewport === PHONE) await page.getByRole('button', { name: 'Search products' }).click();
      await page.locator('#header-search').fill(product.name);
      await page.locator('#header-search').press('Enter');
      await page.waitForURL(/#\/home\/buy-medicine\?search=/);
      await page.getByRole('link', { name: product.name }).first().waitFor();

      // filters: brand and price band (behind the Filters button on phones)
      if (viewport === PHONE) await page.getByRole('button', { name: 'Filters' }).click();
      // the boxes follow the URL, so they turn checked after the navigation, not during the click: wait for it
      await page.getByLabel(product.brand!.name, { exact: true }).click();
      await page.waitForURL(/brand=/);
      await page.getByRole('checkbox', { name: product.brand!.name, exact: true, checked: true }).waitFor();
      const priceBand = band(product.sales_price);
      if (viewport === PHONE && !(await page.getByLabel(priceBand.label, { exact: true }).isVisible())) await page.getByRole('button', { name: 'Filters' }).click();
      await page.getByLabel(priceBand.label, { exact: true }).click();
      await page.waitForURL(new RegExp(`price=${priceBand.id}`));
      await page.getByRole('checkbox', { name: priceBand.label, exact: true, checked: true }).waitFor();
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
      // prescription_class (issue 28) is kept only for a prescription medicine
      expect(Object.keys(stored[0]).filter((key) => key !== 'prescription_class').sort()).toEqual(['id', 'product_image', 'product_name', 'quantity', 'sales_price', 'seller_id']);
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

  it('the supplements page lists the Supplements categories and links to the full list', async () => {
    const parents = (await api('parent-category/all')) as Array<{ name: string; categories: Array<{ id: number }> }>;
    const ids = parents.find((parent) => parent.name === 'Supplements')!.categories.map((category) => category.id);
    const expected = await api('product/filterProduct', { brand_id: [], category_id: ids, min: 0, max: 100000, search_by_name: '', page: 1, pageSize: 24 });
    expect(expected.total).toBeGreaterThan(0);
    const { context, page } = await newPage(browser, viewport);
    try {
      await page.goto(`${server.url}/#/home/supplements`);
      await page.getByText(`Natural Health Supplements | ${expected.total} item(s)`).waitFor();
      const first = expected.items[0] as ProductJson;
      await page.getByRole('button', { name: `Add ${first.name} to cart`, exact: true }).first().waitFor();
      expect(await page.getByTestId('product-card').count()).toBe(expected.items.length);
      // nothing sticks out sideways at 375 px
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await loadLazyImages(page);
      await screenshot(page, `storefront-supplements-${name}`);
      await page.getByTestId('supplements-see-all').click();
      await page.waitForURL(/#\/home\/buy-medicine\?category=/);
      await page.getByText(`Natural Health Supplements | ${expected.total} item(s)`).waitFor();
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
      // the header's counts settle on the server's cart and wishlist of the patient
      const token = await page.evaluate(() => sessionStorage.getItem('token'));
      const serverList = async (path: string) => ((await (await fetch(`${server.url}/api/${path}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: unknown[] }).data.length;
      const cartBefore = await serverList('cart/cartList');
      const wishBefore = await serverList('wishlist/getAllWishlist');
      await expectCount(page, 'cart-count', cartBefore);
      await expectCount(page, 'wishlist-count', wishBefore);
      await page.getByRole('button', { name: 'Add to wishlist' }).click();
      await page.getByRole('button', { name: 'Remove from wishlist' }).waitFor();
      await expectCount(page, 'wishlist-count', wishBefore + 1);

      // on phones the wishlist opens from the menu drawer
      if (viewport === PHONE) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Wishlist' }).click();
      } else await page.getByRole('button', { name: /^Wishlist,/ }).click();
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

describe('guest cart merge on patient login', () => {
  interface ServerLine {
    id: number;
    product_id: number;
    quantity: number;
  }
  const patientLogin = async () => {
    const response = await fetch(`${server.url}/api/patient/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'patient@demo.in', password: 'Patient@123', role: 1 }),
    });
    const body = await response.json();
    expect(body.success).toBe(true);
    return { token: body.token as string, userId: body.data.id as number };
  };
  const authed = async (token: string, path: string, init: { method?: string; body?: unknown } = {}) => {
    const response = await fetch(`${server.url}/api/${path}`, {
      method: init.method ?? 'GET',
      headers: { authorization: `Bearer ${token}`, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    return response.json();
  };

  it('merges the session cart into the server cart (quantities added, at most 10) and clears it', async () => {
    const { token, userId } = await patientLogin();
    const serverCart = async () => (await authed(token, `cart/getItemsByUserId/${userId}`)).data as ServerLine[];
    const before = await serverCart();
    const all = (await api('product/filterProduct', { brand_id: [], category_id: [], min: 0, max: 100000, search_by_name: '', page: 1, pageSize: 100 })).items as ProductJson[];
    const free = all.filter((p) => p.in_stock_quantity >= 10 && !before.some((line) => line.product_id === p.id));
    // one product only the guest has, one already on the server with 9 (guest adds 3: bounded to 10)
    const [fresh, seeded] = free;
    expect(fresh && seeded).toBeTruthy();
    const seededLine = await authed(token, 'cart/addToCart', { method: 'POST', body: { product_id: seeded.id, user_id: userId, quantity: 9, price: seeded.sales_price } });
    expect(seededLine.success).toBe(true);

    const { context, page } = await newPage(browser, PHONE);
    try {
      // the guest adds both products from the listing and raises quantities in the cart modal
      for (const item of [fresh, seeded]) {
        await page.goto(`${server.url}/#/home/buy-medicine?search=${encodeURIComponent(item.name)}`);
        await page.getByRole('button', { name: `Add ${item.name} to cart`, exact: true }).first().click();
        await page.getByText('Added to Cart Successfully').first().waitFor();
      }
      await expectCount(page, 'cart-count', 2);
      await page.getByRole('button', { name: /^Cart,/ }).click();
      const guestDialog = page.getByRole('dialog', { name: 'Your Cart' });
      await guestDialog.waitFor();
      for (const [item, quantity] of [[fresh, '2'], [seeded, '3']] as const) {
        const input = guestDialog.getByLabel(`Quantity of ${item.name}`);
        await input.fill(quantity);
        await input.blur();
        expect(await input.inputValue()).toBe(quantity);
      }
      await page.keyboard.press('Escape');
      await guestDialog.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('cart') ?? '[]').length)).toBe(2);

      // log in as the demo patient in the same tab
      await page.goto(`${server.url}/#/patient/login`);
      await page.locator('#login-email').fill('patient@demo.in');
      await page.locator('#login-password').fill('Patient@123');
      await waitSpinnerGone(page);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL((url) => !url.hash.includes('login'), { timeout: 20000 });
      await page.getByRole('link', { name: 'My profile' }).waitFor();

      // header count and cart modal show the merged server cart; the session cart is gone
      await expectCount(page, 'cart-count', before.length + 2);
      expect(await page.evaluate(() => sessionStorage.getItem('cart'))).toBeNull();
      await page.getByRole('button', { name: /^Cart,/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Your Cart' });
      await dialog.waitFor();
      await page.waitForFunction(
        ([label, value]) => (document.querySelector(`input[aria-label="${label}"]`) as HTMLInputElement | null)?.value === value,
        [`Quantity of ${fresh.name}`, '2'] as const,
        { timeout: 15000 },
      );
      expect(await dialog.getByLabel(`Quantity of ${fresh.name}`).inputValue()).toBe('2');
      expect(await dialog.getByLabel(`Quantity of ${seeded.name}`).inputValue()).toBe('10');
      await page.screenshot({ path: `${repoRoot}/e2e/screenshots/storefront-cart-merged-phone.png` });
      await page.keyboard.press('Escape');

      // the server agrees
      const after = await serverCart();
      expect(after).toHaveLength(before.length + 2);
      expect(after.find((line) => line.product_id === fresh.id)?.quantity).toBe(2);
      expect(after.find((line) => line.product_id === seeded.id)?.quantity).toBe(10);
      // a reload does not bring the guest cart back or merge twice
      await page.reload();
      await page.getByRole('link', { name: 'My profile' }).waitFor();
      await expectCount(page, 'cart-count', before.length + 2);
      expect((await serverCart()).find((line) => line.product_id === seeded.id)?.quantity).toBe(10);
    } finally {
      await context.close();
      for (const line of await serverCart()) {
        if (line.product_id === fresh.id || line.product_id === seeded.id) await authed(token, `cart/delete/${line.id}`, { method: 'DELETE' });
      }
    }
  });
});
