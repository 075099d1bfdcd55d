/**
 * Search journeys (issue 30) at 375 px and 1280 px: typing "ashwa" in the header shows suggestions, one is
 * chosen by keyboard and its details open; "trifla" shows "Showing results for triphala"; the Hinglish typo
 * "aswagandah" and the Devanagari "अश्वगंधा" list ashwagandha products. Screenshots in e2e/screenshots/.
 */
import type { Browser, Page } from 'playwright-core';
import path from 'node:path';
import { DESKTOP, PHONE, animationsDone, launchBrowser, newPage, screenshot, spinnerGone } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';

let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), server?.stop()]);
});

async function openSearch(page: Page, phone: boolean) {
  if (phone) await page.getByRole('button', { name: 'Search products' }).click();
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.click();
  return box;
}

const cardNames = (page: Page) => page.getByTestId('product-card').getByRole('heading').allTextContents();

describe.each([
  ['375', PHONE],
  ['1280', DESKTOP],
])('search at %s px', (width, viewport) => {
  const phone = viewport === PHONE;

  it('suggests while typing, and a suggestion chosen by keyboard opens its details', async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto(`${server.url}/#/home`);
    await spinnerGone(page);
    const box = await openSearch(page, phone);
    await box.pressSequentially('ashwa', { delay: 40 });
    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    await listbox.waitFor();
    const first = listbox.getByRole('option').first();
    expect(await first.textContent()).toMatch(/Ashwagandha/);
    // the visible screen (the listbox hangs under the header), once the home page's entrance has settled
    await spinnerGone(page);
    await animationsDone(page, '#header-suggestions');
    await page.screenshot({ path: path.join(__dirname, '..', 'screenshots', `search-suggestions-${width}.png`) });
    await box.press('ArrowDown');
    // the first option is active (React renders the key's state change after the press returns)
    await page.locator('#header-search[aria-activedescendant="header-suggestions-0"]').waitFor();
    expect(await listbox.getByRole('option').first().getAttribute('aria-selected')).toBe('true');
    const chosen = (await first.locator('span').first().textContent()) ?? '';
    await box.press('Enter');
    await page.waitForURL(/#\/home\/buy-medicine\/product-details\/\d+/);
    await page.getByRole('heading', { name: chosen }).first().waitFor();
    await context.close();
  });

  it('corrects "trifla" to triphala, and finds ashwagandha for Hinglish and Devanagari spellings', async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto(`${server.url}/#/home`);
    await spinnerGone(page);
    const box = await openSearch(page, phone);
    await box.fill('trifla');
    await box.press('Enter');
    await page.waitForURL(/#\/home\/buy-medicine\?search=trifla/);
    const note = page.getByTestId('search-correction');
    await note.waitFor();
    expect(await note.textContent()).toMatch(/Showing results for triphala/);
    await page.getByTestId('product-card').first().waitFor();
    expect((await cardNames(page)).every((name) => /triphala/i.test(name))).toBe(true);
    await screenshot(page, `search-trifla-${width}`);

    await page.getByRole('button', { name: 'Search instead for trifla' }).click();
    await page.getByTestId('no-products').waitFor();

    for (const typed of ['aswagandah', 'अश्वगंधा']) {
      await page.goto(`${server.url}/#/home/buy-medicine?search=${encodeURIComponent(typed)}`);
      await page.getByTestId('search-correction').waitFor();
      await page.getByTestId('product-card').first().waitFor();
      const names = await cardNames(page);
      expect(names.length).toBeGreaterThan(0);
      expect(names.every((name) => /ashwagandha/i.test(name))).toBe(true);
    }
    await screenshot(page, `search-devanagari-${width}`);
    await context.close();
  });
});
