/**
 * Product reviews journey (issue 34), at 1280 and 375 px: the demo patient reviews the product of their
 * delivered order from the review link; the details and the card show the new average; another patient
 * marks the review helpful; the demo seller replies in the dashboard; three users report it and it is
 * hidden; the house seller restores it from the moderation queue and it is back. Photos are not built yet.
 */
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { apiCaller, idOf } from '../support/api';

let server: RunningServer;
let browser: Browser;
let product: { id: number; name: string };
const stamp = String(Date.now()).slice(-6);
const TITLE = `Calmer evenings ${stamp}`;

const api = apiCaller(() => server.url);

let signups = 0;
async function newPatient(first: string) {
  signups += 1;
  const email = `${first.toLowerCase()}.${stamp}.${signups}@journey.in`;
  const password = 'Tulsi-Leaf-2024';
  // sign-up answers neutrally without a token (issue 24): the new patient logs in
  await api('patient/create', { body: { first_name: first, last_name: 'Joshi', email, password, phone: '9123456780', gender: 'Female', dob: '1994-02-11' } });
  const token = await api<string>('patient/login', { body: { email, password, role: 1 } });
  return { email, password, token };
}

async function shoot(page: Page, name: string, back: { width: number; height: number }) {
  for (const [label, size] of [['1280', DESKTOP], ['375', PHONE]] as const) {
    await page.setViewportSize(size);
    if (size === PHONE) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width + 1);
    await screenshot(page, `reviews-${name}-${label}`);
  }
  await page.setViewportSize(back);
}

async function patientLogin(email: string, password: string, viewport = DESKTOP): Promise<Page> {
  const { page } = await newPage(browser, viewport);
  await page.goto(`${server.url}/#/patient/login`);
  await page.getByTestId('spinner-overlay').waitFor({ state: 'detached' });
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForFunction(() => Boolean(sessionStorage.getItem('p-token')));
  return page;
}

async function sellerLogin(email: string, password: string, viewport = DESKTOP): Promise<Page> {
  const { page } = await newPage(browser, viewport);
  await page.goto(`${server.url}/#/seller/login`);
  await page.getByTestId('spinner-overlay').waitFor({ state: 'detached' });
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(/\/seller-dashboard\/(#\/)?$/);
  await page.getByRole('link', { name: 'Reviews', exact: true }).click();
  return page;
}

const details = (page: Page, query = '') => page.goto(`${server.url}/#/home/buy-medicine/product-details/${product.id}${query}`);
const ourReview = (page: Page) => page.getByTestId('review').filter({ hasText: TITLE });

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
  const patient = await api<string>('patient/login', { body: { email: 'patient@demo.in', password: 'Patient@123', role: 1 } });
  const order = await api<{ order_details: Array<{ product_id: number; product: { name: string } }> }>(`order/getOrderDetailsByOrderUniqueId/AYB-DEMO3SELLER/${idOf(patient)}`, { token: patient });
  product = { id: order.order_details[0].product_id, name: order.order_details[0].product.name };
}, 120000);
afterAll(async () => {
  await Promise.all([browser?.close(), server?.stop()]);
});

describe('product reviews', () => {
  let reviewId: number;

  it('the demo patient reviews the delivered product from the review link; details and card show the new average', async () => {
    const page = await patientLogin('patient@demo.in', 'Patient@123');
    await details(page, '?review=1');
    const form = page.getByRole('form', { name: 'Write a review' });
    await form.waitFor();
    await form.getByText('Please do not give dosage advice').waitFor();
    await form.getByLabel('4 stars').check({ force: true });
    await form.getByLabel('Title (optional)').fill(TITLE);
    await form.getByLabel('Your review (optional)').fill('Took it for a month after dinner. <b>Sleeping better.</b>');
    await shoot(page, 'form', DESKTOP);
    await form.getByRole('button', { name: 'Submit review' }).click();
    await page.getByText('Thank you: your review is published').first().waitFor();
    const review = ourReview(page);
    await review.waitFor();
    await review.getByText('Aarav P.').waitFor();
    await review.getByText('Verified purchase').waitFor();
    const summary = await api<{ summary: { average: number; count: number } }>(`products/${product.id}/reviews`);
    const shown = (Math.round(summary.summary.average * 10) / 10).toFixed(1);
    await page.getByTestId('rating-summary').getByText(shown, { exact: true }).waitFor();
    await page.reload();
    await page.getByTestId('details-rating').getByText(`${shown} (${summary.summary.count})`).waitFor();
    await shoot(page, 'details', DESKTOP);

    await page.goto(`${server.url}/#/home/buy-medicine?search=${encodeURIComponent(product.name)}`);
    const card = page.getByTestId('product-card').filter({ hasText: product.name }).first();
    await card.getByTestId('card-rating').getByText(`${shown} (${summary.summary.count})`).waitFor();
    await shoot(page, 'card', DESKTOP);
    const page1 = await api<{ items: Array<{ id: number; title: string }> }>(`products/${product.id}/reviews?pageSize=50`);
    reviewId = page1.items.find((r) => r.title === TITLE)!.id;
    await page.close();
  });

  it('another patient marks it helpful on a phone', async () => {
    const other = await newPatient('Neha');
    const page = await patientLogin(other.email, other.password, PHONE);
    await details(page);
    const review = ourReview(page);
    await review.getByRole('button', { name: 'Helpful' }).click();
    await review.getByText('1 found this helpful').waitFor();
    await shoot(page, 'helpful', PHONE);
    await page.close();
  });

  it('the demo seller replies in the dashboard, and the shop shows the reply', async () => {
    const page = await sellerLogin('seller@demo.in', 'Seller@123');
    const card = page.getByTestId('seller-review').filter({ hasText: TITLE });
    await card.getByLabel('Public reply (one per review)').fill('Thank you, Aarav. Glad it helps.');
    await shoot(page, 'seller-reply-form', DESKTOP);
    await card.getByRole('button', { name: 'Post reply' }).click();
    await card.getByText('Your reply').waitFor();
    const shop = await page.context().newPage();
    await details(shop);
    await ourReview(shop).getByTestId('seller-reply').getByText('Thank you, Aarav. Glad it helps.').waitFor();
    await shop.close();
    await page.close();
  });

  it('reported by three users it is hidden; the house seller restores it from the moderation queue', async () => {
    for (const name of ['Ravi', 'Meena', 'Arjun']) {
      const reporter = await newPatient(name);
      await api(`reviews/${reviewId}/report`, { token: reporter.token, body: { reason: `Looks odd to ${name}` } });
    }
    const { page: shop } = await newPage(browser, DESKTOP);
    await details(shop);
    await shop.getByRole('heading', { name: 'Ratings and reviews' }).waitFor();
    await shop.getByTestId('rating-summary').waitFor();
    expect(await ourReview(shop).count()).toBe(0);

    const house = await sellerLogin('house.seller@demo.in', 'House@123');
    await house.getByRole('button', { name: 'Moderation queue' }).click();
    const card = house.getByTestId('seller-review').filter({ hasText: TITLE });
    await card.getByText('Looks odd to Arjun').waitFor();
    await shoot(house, 'moderation-queue', DESKTOP);
    await card.getByRole('button', { name: 'Restore' }).click();
    await house.getByText('The review is published again').first().waitFor();
    await house.close();

    await shop.reload();
    await ourReview(shop).waitFor();
    await shoot(shop, 'restored', DESKTOP);
    await shop.close();
  });
});
