/**
 * Seller dashboard journey (issue 11), at 375 and 1280 px: a patient orders products of two sellers; the demo
 * seller logs in, lands on the dashboard, adds a product with an image (then in the shop's list and details)
 * and ships its line with a tracking number; the house seller ships and delivers the other line; the patient's
 * Track Your Order shows Shipped, then Delivered, with the timeline. The house seller sets a coupon's limits in
 * its Coupons tab (issue 24), which the demo seller does not have. The house seller verifies a newly registered
 * seller in its Sellers tab (issue 33), and the patient downloads the demo seller's own tax invoice of the order.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { buildGstin, computeTotals, SELLER_VERIFICATION_MESSAGES } from 'shared-lib/domain';
import { makePng } from '../../api/test/support/images';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from '../support/browser';
import type { ShopProduct } from '../support/checkout';
import { startServer, type RunningServer } from '../support/server';
import { apiCaller, idOf } from '../support/api';

let server: RunningServer;
let browser: Browser;
let orderId: string;
const stamp = String(Date.now()).slice(-6);
const newProduct = { name: `Brahmi Ghrita ${stamp}`, code: `BRA-${stamp}` };

const api = apiCaller(() => server.url);

/** The demo patient orders one product of the demo seller and one of the house seller (pay on delivery). */
async function placeOrderOfTwoSellers(): Promise<string> {
  const patient = await api<string>('patient/login', { body: { email: 'patient@demo.in', password: 'Patient@123', role: 1 } });
  const seller = await api<string>('seller/login', { body: { email: 'seller@demo.in', password: 'Seller@123', role: 3 } });
  const products = await api<ShopProduct[]>('product/allProducts?limit=100');
  const deliverable = products.filter((p) => !p.availableLocations && p.in_stock_quantity >= 5);
  const mine = new Set((await api<{ items: Array<{ id: number }> }>('seller/products?pageSize=100', { token: seller })).items.map((p) => p.id));
  const own = deliverable.find((p) => mine.has(p.id));
  const house = deliverable.find((p) => p.seller_id === null) ?? deliverable.find((p) => !mine.has(p.id));
  if (!own || !house) throw new Error('the seed has no deliverable product of the demo seller and of another seller');
  const userId = idOf(patient);
  const [address] = await api<Array<{ id: number }>>(`patient/getAddressByUserId/${userId}`, { token: patient });
  const cart = [own, house].map((p) => ({ product_id: p.id, quantity: 1, product_name: p.name, sales_price: p.sales_price, product_image: p.image, total_price: p.sales_price, seller_id: p.seller_id }));
  const totals = computeTotals(cart, null);
  const order = await api<{ unique_id: string }>('order/placeOrder', {
    token: patient,
    body: {
      cart,
      tax: totals.tax,
      shipping_charges: totals.shipping,
      total_price: totals.subtotal,
      order_total_price: totals.orderTotal,
      coupon_id: 0,
      discount_price: totals.discount,
      payment_type: '2',
      address_id: address.id,
      user_id: userId,
      name: 'Aarav Patel',
      email: 'patient@demo.in',
      mobile: '9000000001',
    },
  });
  return order.unique_id;
}

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
  orderId = await placeOrderOfTwoSellers();
}, 120000);
afterAll(async () => {
  await Promise.all([browser?.close(), server?.stop()]);
});

/** Screenshots of the screen at 1280 and 375 px (nothing wider than the phone), back to `viewport` after. */
async function shoot(page: Page, name: string, viewport: { width: number; height: number }) {
  for (const [label, size] of [['1280', DESKTOP], ['375', PHONE]] as const) {
    await page.setViewportSize(size);
    if (size === PHONE) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width + 1);
    await screenshot(page, `seller-dashboard-${name}-${label}`);
  }
  await page.setViewportSize(viewport);
}

async function sellerLogin(email: string, password: string, viewport: { width: number; height: number }): Promise<Page> {
  const { page } = await newPage(browser, viewport);
  await page.goto(`${server.url}/#/seller/login`);
  await page.getByTestId('spinner-overlay').waitFor({ state: 'detached' });
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(/\/seller-dashboard\/(#\/)?$/);
  await page.getByRole('heading', { name: 'Today at a glance' }).waitFor();
  return page;
}

/** The seller's card of the journey's order. */
const orderCard = (page: Page) => page.getByRole('article', { name: `Order ${orderId}` });

async function ship(page: Page, courier: string, tracking: string) {
  await page.getByRole('link', { name: 'Orders', exact: true }).click();
  const card = orderCard(page);
  await card.getByRole('button', { name: `Ship order ${orderId}` }).click();
  await card.getByLabel(/^Courier name/).fill(courier);
  await card.getByLabel(/^Tracking number/).fill(tracking);
  return card;
}

async function deliver(page: Page) {
  const card = orderCard(page);
  await card.getByRole('button', { name: `Deliver order ${orderId}` }).click();
  await card.getByTestId('order-status').getByText('Delivered').waitFor();
}

async function trackAsPatient(page: Page, status: string, steps: number) {
  await page.getByRole('tab', { name: 'Track Your Order', exact: true }).click();
  await page.getByPlaceholder('Found in your order confirmation email').fill(orderId);
  await page.getByRole('button', { name: 'Track', exact: true }).click();
  const tracked = page.getByTestId('tracked-order');
  await tracked.getByTestId('order-status').first().getByText(status).waitFor();
  await tracked.getByTestId('timeline-step').nth(steps - 1).waitFor();
  expect(await tracked.getByTestId('timeline-step').count()).toBe(steps);
  return tracked;
}

describe('seller dashboard', () => {
  let demo: Page;
  let patient: Page;

  it('the demo seller lands on the dashboard, adds a product with an image, and the shop shows it', async () => {
    demo = await sellerLogin('seller@demo.in', 'Seller@123', DESKTOP);
    await demo.getByTestId('count-orders-to-ship').getByText(/^\d+$/).waitFor();
    await shoot(demo, 'home', DESKTOP);

    await demo.getByRole('link', { name: 'Products', exact: true }).click();
    await demo.getByTestId('seller-product-row').first().waitFor();
    await shoot(demo, 'products', DESKTOP);

    await demo.getByRole('button', { name: 'Add product' }).click();
    await demo.getByLabel(/^Product name/).fill(newProduct.name);
    await demo.getByLabel(/^Product code/).fill(newProduct.code);
    await demo.locator('#product-brand_id option').nth(1).waitFor({ state: 'attached' });
    await demo.getByLabel(/^Brand/).selectOption({ index: 1 });
    await demo.locator('#product-category_id option').nth(1).waitFor({ state: 'attached' });
    await demo.getByLabel(/^Category/).selectOption({ index: 1 });
    await demo.getByLabel(/^Regular price/).fill('500');
    await demo.getByLabel(/^Discount/).fill('20');
    await demo.getByTestId('product-sales-price').getByText('₹400').waitFor();
    await demo.getByLabel(/^Stock/).fill('25');
    await demo.getByLabel(/^Short description/).fill('Brahmi in cow ghee for memory and calm.');
    await demo.getByLabel(/^Full description/).fill('<p>Classical <strong>Brahmi Ghrita</strong>.</p><script>alert(1)</script>');
    await demo.getByLabel(/^Product image/).setInputFiles({ name: 'brahmi.png', mimeType: 'image/png', buffer: makePng(240, 240) });
    await shoot(demo, 'product-form', DESKTOP);
    await demo.getByRole('button', { name: 'Add product', exact: true }).click();
    await demo.getByText('Product saved').first().waitFor();
    await demo.getByTestId('seller-product-row').filter({ hasText: newProduct.code }).waitFor();

    const shop = await demo.context().newPage();
    await shop.goto(`${server.url}/#/home/buy-medicine?search=${encodeURIComponent(newProduct.name)}`);
    await shop.getByRole('link', { name: newProduct.name }).first().click();
    await shop.getByRole('heading', { level: 1, name: newProduct.name }).waitFor();
    const image = shop.locator(`img[src*="/uploads/"]`).first();
    await image.waitFor();
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await shop.content()).not.toContain('alert(1)');
    await shop.close();
  });

  it('the demo seller ships its line with a tracking number', async () => {
    const card = await ship(demo, 'Blue Dart', `BD${stamp}`);
    await shoot(demo, 'orders-ship-form', DESKTOP);
    await card.getByRole('button', { name: 'Mark as shipped' }).click();
    await card.getByTestId('shipment-tracking').getByText(`BD${stamp}`).waitFor();
    await card.getByTestId('order-status').getByText('Shipped').waitFor();
    expect(await card.getByRole('button', { name: /Ship order/ }).count()).toBe(0);
    await shoot(demo, 'orders', DESKTOP);
  });

  it('the house seller ships the other line on a phone; the patient then sees Shipped with the timeline', async () => {
    const house = await sellerLogin('house.seller@demo.in', 'House@123', PHONE);
    const card = await ship(house, 'India Post', `EE${stamp}IN`);
    await card.getByRole('button', { name: 'Mark as shipped' }).click();
    await card.getByTestId('order-status').getByText('Shipped').waitFor();

    ({ page: patient } = await newPage(browser, PHONE));
    await patient.goto(`${server.url}/#/patient/login`);
    await patient.locator('#login-email').fill('patient@demo.in');
    await patient.locator('#login-password').fill('Patient@123');
    await patient.getByRole('button', { name: 'Login', exact: true }).click();
    await patient.waitForFunction(() => Boolean(sessionStorage.getItem('p-token')));
    await patient.goto(`${server.url}/#/patient/my-profile`);
    const tracked = await trackAsPatient(patient, 'Shipped', 2);
    expect(await tracked.getByTestId('order-shipment').count()).toBe(2);
    await tracked.getByText(`BD${stamp}`).waitFor();
    await shoot(patient, 'patient-timeline-shipped', PHONE);

    await deliver(house);
    await house.close();
  });

  it('once both lines are delivered the patient sees Delivered and the three steps', async () => {
    await demo.reload();
    await deliver(demo);
    await patient.reload();
    await trackAsPatient(patient, 'Delivered', 3);
    await shoot(patient, 'patient-timeline-delivered', PHONE);
    await demo.close();
    await patient.close();
  });

  it("the house seller sets FLAT100's limits in the Coupons tab; another seller has no such tab", async () => {
    const house = await sellerLogin('house.seller@demo.in', 'House@123', DESKTOP);
    await house.getByRole('link', { name: 'Coupons', exact: true }).click();
    const card = house.getByTestId('coupon-FLAT100');
    await expect(card.getByLabel('Minimum order value (₹)').inputValue()).resolves.toBe('999');
    await card.getByLabel('Uses per customer').fill('3');
    await card.getByLabel('Uses in all').fill('abc');
    await card.getByRole('button', { name: 'Save the limits of FLAT100' }).click();
    await card.getByText(/^Please enter a whole number from 1 to/).waitFor();
    await card.getByLabel('Uses in all').fill('1000');
    await card.getByRole('button', { name: 'Save the limits of FLAT100' }).click();
    await house.getByText('Coupon limits saved').waitFor();
    await card.getByText(/^Used \d+ of 1000 time\(s\)$/).waitFor();
    await shoot(house, 'coupons', DESKTOP);
    const houseToken = await api<string>('seller/login', { body: { email: 'house.seller@demo.in', password: 'House@123', role: 3 } });
    const flat = (await api<Array<{ code: string; min_order_value: number | null; max_uses: number | null; max_uses_per_user: number | null }>>('seller/coupons', { token: houseToken })).find((c) => c.code === 'FLAT100');
    expect(flat).toEqual(expect.objectContaining({ min_order_value: 999, max_uses: 1000, max_uses_per_user: 3 }));
    await house.close();

    const other = await sellerLogin('seller@demo.in', 'Seller@123', PHONE);
    expect(await other.getByRole('link', { name: 'Coupons', exact: true }).count()).toBe(0);
    await other.close();
  });

  it('the house seller checks a new registration (GSTIN, PAN, PAN image) in its Sellers tab and approves it', async () => {
    const company = `Sahyadri Herbals ${stamp} Pvt Ltd`;
    const pan = `AAPFU${stamp.slice(-4)}F`;
    const states = await api<Array<{ id: number; name: string }>>('getstates');
    const maharashtra = states.find((s) => s.name === 'Maharashtra')!;
    const cities = await api<Array<{ id: number; name: string }>>(`getCitiesByState/${maharashtra.id}`);
    const mumbai = cities.find((c) => c.name === 'Mumbai')!;
    const form = new FormData();
    const fields = { company_name: company, company_type: 'Private Limited Company', office_address: '12 Marine Drive', company_regd_no: `U24230MH2019PTC${stamp}`, first_name: 'Prakash', last_name: 'Kulkarni', email: `prakash.${stamp}@sahyadri.in`, password: 'Tulsi-Leaf-2024', phone: '9820012345', state_id: String(maharashtra.id), city_id: String(mumbai.id), gst_number: buildGstin('27', pan), postal_code: '400001', pan_number: pan };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('pan_image', new Blob([new Uint8Array(makePng(320, 200))], { type: 'image/png' }), 'pan.png');
    const registered = await fetch(`${server.url}/api/seller/registration`, { method: 'POST', body: form });
    expect(registered.status).toBe(200);

    const house = await sellerLogin('house.seller@demo.in', 'House@123', DESKTOP);
    await house.getByRole('link', { name: 'Sellers', exact: true }).click();
    const card = house.getByRole('article', { name: `Seller ${company}` });
    await card.getByText(fields.gst_number).waitFor();
    await card.getByText(pan, { exact: true }).waitFor();
    await card.getByText('Pending verification').waitFor();
    await card.getByRole('button', { name: 'Show PAN image' }).click();
    const image = card.getByRole('img', { name: `PAN card of ${company}` });
    await image.waitFor();
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await shoot(house, 'sellers', DESKTOP);
    await card.getByRole('button', { name: 'Approve' }).click();
    await house.getByText(SELLER_VERIFICATION_MESSAGES.approved).first().waitFor();
    await card.getByText('Verified', { exact: true }).waitFor();
    await shoot(house, 'sellers-approved', DESKTOP);
    await house.close();

    const newSeller = await api<string>('seller/login', { body: { email: fields.email, password: fields.password, role: 3 } });
    expect(await api<{ verification_status: string }>('seller/profile', { token: newSeller })).toEqual(expect.objectContaining({ verification_status: 'verified' }));
    const other = await sellerLogin('seller@demo.in', 'Seller@123', PHONE);
    expect(await other.getByRole('link', { name: 'Sellers', exact: true }).count()).toBe(0);
    await other.close();
  });

  it("the patient downloads the demo seller's own tax invoice of the order from Orders (375 and 1280 px)", async () => {
    const { page } = await newPage(browser, PHONE);
    await page.goto(`${server.url}/#/patient/login`);
    await page.locator('#login-email').fill('patient@demo.in');
    await page.locator('#login-password').fill('Patient@123');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForFunction(() => Boolean(sessionStorage.getItem('p-token')));
    await page.goto(`${server.url}/#/patient/my-profile`);
    await page.getByRole('tab', { name: 'Orders', exact: true }).click();
    const sellerInvoice = page.getByRole('button', { name: new RegExp(`^Download the tax invoice S\\d+/\\S+ of Vedic Roots Distributors Pvt Ltd for order ${orderId}$`) });
    await sellerInvoice.waitFor();
    await page.getByRole('button', { name: new RegExp(`^Download the tax invoice AYB/\\S+ of AyurVeda Bazaar Private Limited for order ${orderId}$`) }).waitFor();
    for (const [label, size] of [['375', PHONE], ['1280', DESKTOP]] as const) {
      await page.setViewportSize(size);
      if (size === PHONE) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width + 1);
      await screenshot(page, `seller-dashboard-patient-invoices-${label}`);
    }
    const [download] = await Promise.all([page.waitForEvent('download'), sellerInvoice.click()]);
    expect(download.suggestedFilename()).toMatch(/^Tax-Invoice-S\d+-\d{4}-\d{2}-\d{6}\.pdf$/);
    // the PDF drawn as a PNG, to be looked at beside the screenshots
    const dir = mkdtempSync(path.join(os.tmpdir(), 'invoice-'));
    const pdf = path.join(dir, 'invoice.pdf');
    await download.saveAs(pdf);
    const shots = path.join(__dirname, '..', 'screenshots');
    mkdirSync(shots, { recursive: true });
    execFileSync('pdftoppm', ['-png', '-r', '80', '-singlefile', pdf, path.join(shots, 'seller-dashboard-seller-invoice-pdf')]);
    const text = execFileSync('pdftotext', [pdf, '-']).toString();
    expect(text).toContain('Vedic Roots Distributors Pvt Ltd');
    expect(text).toContain('Tax Invoice');
    expect(text).not.toContain('Shipping charges');
    await page.close();
  });
});
