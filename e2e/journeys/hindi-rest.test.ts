/**
 * The rest of Hindi (issue 31) at 1280 and 375 px: the demo patient's delivered order in Hindi with its returns
 * panel, the return request form (its reasons, its own check, a refusal the API words in Hindi), the requested
 * return's status and steps and the order's timeline; and on a product's details a refusal toast from the API
 * in Hindi. Every screen passes axe's lang and contrast rules, fits the phone, and lands in
 * e2e/screenshots/hindi-rest-*.png.
 */
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, spinnerGone } from '../support/browser';
import type { ShopProduct } from '../support/checkout';
import { checkHindiScreen, openPage, shopAndBrowserForThisFile } from '../support/hindi';

const shop = shopAndBrowserForThisFile();
const ORDER = 'AYB-DEMO3SELLER';

/** The screen checked and photographed at 1280 and at 375 px. */
async function checkBoth(page: Page, name: string) {
  for (const [label, size] of [['1280', DESKTOP], ['375', PHONE]] as const) {
    await page.setViewportSize(size);
    await checkHindiScreen(page, `hindi-rest-${name}-${label}`, size);
  }
  await page.setViewportSize(DESKTOP);
}

async function logInAsPatient(): Promise<Page> {
  const page = await openPage(shop, DESKTOP, '#/patient/login', { rememberHindi: true, forAxe: true });
  await page.waitForFunction(() => document.documentElement.lang === 'hi');
  await spinnerGone(page);
  await page.locator('#login-email').fill('patient@demo.in');
  await page.locator('#login-password').fill('Patient@123');
  await page.locator('#login-password').press('Enter');
  await page.waitForFunction(() => Boolean(sessionStorage.getItem('p-token')));
  return page;
}

/** The patient's Orders tab with the demo delivered order's details open. */
async function openOrder(page: Page) {
  await page.goto(`${shop.server.url}/#/patient/my-profile/orders`);
  await page.reload();
  await page.getByTestId('order-row').filter({ hasText: ORDER }).getByRole('button', { name: 'देखें' }).click();
  await page.getByTestId('returns-panel').waitFor();
}

describe('the rest of Hindi', () => {
  it("the patient's delivered order: returns panel, the request form, an API refusal in Hindi, the requested return and the timeline", async () => {
    const page = await logInAsPatient();
    await openOrder(page);
    const panel = page.getByTestId('returns-panel');
    await panel.getByRole('heading', { name: 'रिटर्न' }).waitFor();
    await page.getByTestId('order-status').filter({ hasText: 'डिलीवर हो गया' }).first().waitFor();
    await panel.getByText(/तक लौटा सकते हैं$/).waitFor();
    await checkBoth(page, 'order');

    await panel.getByRole('button', { name: 'सामान लौटाएँ' }).click();
    const form = panel.getByRole('form', { name: 'रिटर्न की रिक्वेस्ट करें' });
    await form.locator('input[type="number"]').first().fill('1');
    await expect(form.locator('select[name="reason"] option').allTextContents()).resolves.toContain('अब ज़रूरत नहीं है');
    await form.locator('select[name="reason"]').selectOption('not_needed');
    await form.getByText('सामान खुला नहीं है, ओरिजिनल पैकिंग में है (इस कारण के लिए ज़रूरी)').waitFor();
    // the form's own check, in Hindi
    await form.getByRole('button', { name: 'रिटर्न की रिक्वेस्ट भेजें' }).click();
    await form.getByRole('alert').filter({ hasText: 'इस कारण से खुला हुआ सामान नहीं लौटाया जा सकता' }).waitFor();
    await form.locator('input[name="sealed"]').check();
    await form.locator('input[name="upi_id"]').fill('meera@okhdfc');
    await checkBoth(page, 'request-form');
    // the phone layout mounts the order's details anew: open the form again
    if (!(await form.isVisible())) await panel.getByRole('button', { name: 'सामान लौटाएँ' }).click();
    await form.locator('input[type="number"]').first().fill('1');
    await form.locator('select[name="reason"]').selectOption('not_needed');
    await form.locator('input[name="sealed"]').check();
    await form.locator('input[name="upi_id"]').fill('meera@okhdfc');

    // a refusal of the API, worded by the server in Hindi: a request for more than was delivered
    await page.route(/\/api\/orders\/[^/]+\/returns$/, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const body = route.request().postDataJSON() as { lines: { quantity: number }[] };
      await route.continue({ postData: JSON.stringify({ ...body, lines: body.lines.map((line) => ({ ...line, quantity: 99 })) }) });
    });
    await form.getByRole('button', { name: 'रिटर्न की रिक्वेस्ट भेजें' }).click();
    await form.getByRole('alert').filter({ hasText: 'जितना डिलीवर हुआ उससे ज़्यादा नहीं लौटाया जा सकता' }).waitFor();
    await page.unrouteAll();

    await form.getByRole('button', { name: 'रिटर्न की रिक्वेस्ट भेजें' }).click();
    // the API's success message, in Hindi, as a toast
    await page.getByText('आपकी रिटर्न रिक्वेस्ट सेलर को भेज दी गई है').first().waitFor();
    const card = panel.locator('[data-testid="return-card"][data-status="requested"]');
    await card.getByRole('heading', { name: /रिटर्न की रिक्वेस्ट भेजी गई/ }).waitFor();
    await card.getByText(/अब ज़रूरत नहीं है/).waitFor();
    await card.getByRole('list', { name: 'रिटर्न के चरण' }).waitFor();
    await checkBoth(page, 'requested');

    // the order's timeline carries the return's step, in Hindi
    await openOrder(page);
    const timeline = page.getByTestId('order-timeline');
    await timeline.getByTestId('timeline-step').filter({ hasText: 'रिटर्न की रिक्वेस्ट भेजी गई' }).waitFor();
    await timeline.getByTestId('timeline-step').filter({ hasText: 'डिलीवर हो गया' }).waitFor();
    await timeline.scrollIntoViewIfNeeded();
    await checkBoth(page, 'timeline');
    await page.context().close();
  }, 180000);

  it('a refusal toast from the API in Hindi: marking a review helpful twice', async () => {
    const products = (await (await fetch(`${shop.server.url}/api/product/allProducts?limit=100`)).json()) as { data: ShopProduct[] };
    const reviewed = products.data.find((p) => p.rating_count > 0)!;
    const page = await logInAsPatient();
    await page.goto(`${shop.server.url}/#/home/buy-medicine/product-details/${reviewed.id}`);
    const review = page.getByTestId('review').first();
    await review.getByRole('button', { name: 'मददगार', exact: true }).click();
    await page.getByText('आपकी राय के लिए धन्यवाद').first().waitFor();
    await review.getByRole('button', { name: 'मददगार', exact: true }).click();
    await page.getByText('आप इस रिव्यू को पहले ही मददगार बता चुके हैं').first().waitFor();
    await checkBoth(page, 'refusal-toast');
    await page.context().close();
  }, 120000);
});
