/**
 * Search journeys (issue 30) at 375 px and 1280 px: typing "ashwa" in the header shows suggestions, one is
 * chosen by keyboard and its details open; "trifla" shows "Showing results for triphala"; the Hinglish typo
 * "aswagandah" and the Devanagari "अश्वगंधा" list ashwagandha products first; the details page shows the Hindi
 * name and "Same composition, other brands"; the house seller edits a synonym group in the seller dashboard
 * and the shop finds by it. Screenshots in e2e/screenshots/.
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
    // the details: the Hindi name under the name, and the same main ingredient from other brands, cheapest first
    expect(await page.getByTestId('details-name-hi').textContent()).toMatch(/अश्वगंधा/);
    const same = page.getByTestId('same-composition');
    await same.waitFor();
    expect(await same.getByRole('heading').textContent()).toBe('Same composition, other brands');
    const alternatives = same.getByRole('listitem');
    expect(await alternatives.count()).toBeGreaterThan(0);
    expect(await alternatives.count()).toBeLessThanOrEqual(6);
    const prices = (await same.locator('li a > span:last-child').allTextContents()).map((text) => Number(text.replace(/[^\d.]/g, ' ').trim().split(/\s+/)[0]));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await same.scrollIntoViewIfNeeded();
    await screenshot(page, `search-same-composition-${width}`);
    await alternatives.first().getByRole('link').click();
    await page.waitForURL(/#\/home\/buy-medicine\/product-details\/\d+/);
    await page.getByTestId('details-composition').waitFor();
    expect(await page.getByTestId('details-composition').textContent()).toMatch(/Withania somnifera/);
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

    for (const [typed, corrected] of [['aswagandah', true], ['अश्वगंधा', false]] as const) {
      await page.goto(`${server.url}/#/home/buy-medicine?search=${encodeURIComponent(typed)}`);
      // Hinglish is respelt ("Showing results for ashwagandha"); Devanagari is found by the Hindi name as typed
      // (the note leaving shows the new answer has replaced the previous search's)
      await page.getByTestId('search-correction').waitFor({ state: corrected ? 'visible' : 'detached' });
      await page.getByTestId('product-card').first().waitFor();
      const names = await cardNames(page);
      const herb = names.filter((name) => /ashwagandha/i.test(name)).length;
      expect(herb).toBeGreaterThan(0);
      expect(names.slice(0, herb).every((name) => /ashwagandha/i.test(name))).toBe(true);
    }
    // the cards show the Hindi name under the name, as the details page does
    expect(await page.getByTestId('product-card').first().getByTestId('card-name-hi').textContent()).toContain('अश्वगंधा');
    await screenshot(page, `search-devanagari-${width}`);
    await context.close();
  });
});

describe('search synonyms in the seller dashboard', () => {
  it('the house seller adds a group, and the shop finds the product by its new word', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto(`${server.url}/#/seller/login`);
    await spinnerGone(page);
    await page.locator('#login-email').fill('house.seller@demo.in');
    await page.locator('#login-password').fill('House@123');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(/\/seller-dashboard\/(#\/)?$/);
    await page.getByRole('link', { name: 'Search synonyms', exact: true }).click();
    const groups = page.getByTestId('synonym-group');
    await groups.first().waitFor();
    expect(await groups.count()).toBeGreaterThanOrEqual(40);
    await page.locator('#synonym-new').fill('Lodhra, lodh pathani, लोध्र पठानी');
    await page.getByRole('button', { name: 'Add group' }).click();
    await page.getByTestId('synonym-group').filter({ hasText: 'lodh pathani' }).waitFor();
    await page.locator('#synonym-find').fill('lodh');
    for (const [label, size] of [['1280', DESKTOP], ['375', PHONE]] as const) {
      await page.setViewportSize(size);
      if (size === PHONE) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width + 1);
      await screenshot(page, `search-synonyms-${label}`);
    }
    const shop = await context.newPage();
    await shop.goto(`${server.url}/#/home/buy-medicine?search=${encodeURIComponent('lodh pathani')}`);
    await shop.getByTestId('product-card').first().waitFor();
    expect((await cardNames(shop)).every((name) => /lodhra/i.test(name))).toBe(true);
    await context.close();
  });
});
