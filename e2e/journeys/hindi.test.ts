/**
 * Hindi (issue 31) at 375 and 1280 px: a first visit from a Hindi browser opens in Hindi (the boot page too),
 * the header, menus and footer speak Hindi, and switching the language with a remote mounted changes the
 * remote's texts at once, without a reload. Screenshots land in e2e/screenshots/hindi-*.png.
 */
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, screenshot, spinnerGone } from '../support/browser';
import { devanagariWithoutItsFont, openPage, shopAndBrowserForThisFile } from '../support/hindi';

const shop = shopAndBrowserForThisFile();

const open = (viewport: { width: number; height: number }, locale: string, hash: string): Promise<Page> => openPage(shop, viewport, hash, { locale });
const noWiderThanPhone = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width + 1);

describe.each([
  ['375', PHONE],
  ['1280', DESKTOP],
])('Hindi at %s px', (label, viewport) => {
  it('opens in Hindi for a Hindi browser: boot page, header, footer and the product list', async () => {
    const page = await open(viewport, 'hi-IN', '#/home/buy-medicine');
    await page.waitForFunction(() => document.documentElement.lang === 'hi');
    await spinnerGone(page);
    await page.getByText('अभी खरीदें').first().waitFor();
    await page.getByRole('button', { name: /कार्ट में डालें/ }).first().waitFor();
    await page.locator('footer').getByText('संपर्क करें').waitFor();
    if (viewport === DESKTOP) {
      await page.getByRole('link', { name: 'डॉक्टर से सलाह लें' }).waitFor();
      // the filters' category tree in Hindi too (the catalogue's own words)
      await page.getByRole('checkbox', { name: 'जोड़ों की देखभाल' }).waitFor();
    } else {
      await noWiderThanPhone(page);
    }
    await screenshot(page, `hindi-list-${label}`);
    await page.context().close();
  });

  it('the phone menu and the header offer "English / हिन्दी"', async () => {
    const page = await open(viewport, 'hi-IN', '#/home');
    await spinnerGone(page);
    if (viewport === PHONE) {
      await page.getByRole('button', { name: 'मेन्यू खोलें' }).click();
      const menu = page.getByRole('dialog', { name: 'मेन्यू' });
      await menu.getByRole('link', { name: 'डॉक्टर से सलाह लें' }).waitFor();
      await expect(menu.getByRole('button', { name: 'हिन्दी' }).getAttribute('aria-pressed')).resolves.toBe('true');
      await noWiderThanPhone(page);
      expect(await devanagariWithoutItsFont(page)).toEqual([]);
      await screenshot(page, `hindi-menu-${label}`);
    } else {
      const language = page.getByRole('group', { name: 'भाषा' }).first();
      await language.getByRole('button', { name: 'English' }).waitFor();
      expect(await devanagariWithoutItsFont(page)).toEqual([]);
      await screenshot(page, `hindi-home-${label}`);
    }
    await page.context().close();
  });
});

it('switches a page with the storefront mounted to Hindi and back, without a reload, and remembers it', async () => {
  const page = await open(DESKTOP, 'en-IN', '#/home/buy-medicine');
  await page.getByRole('heading', { name: 'Shop Now' }).waitFor();
  await page.evaluate(() => ((window as unknown as { stillThisPage: boolean }).stillThisPage = true));
  // the English page's own Devanagari (the switch's "हिन्दी", the cards' Hindi names) is drawn with the shop's
  // Devanagari font, not boxes
  await page.getByTestId('card-name-hi').first().waitFor();
  expect(await devanagariWithoutItsFont(page)).toEqual([]);

  await page.getByRole('button', { name: 'हिन्दी' }).first().click();
  // the remote (the storefront's list) and the host (the header) change together
  await page.getByRole('heading', { name: 'अभी खरीदें' }).waitFor();
  await page.getByRole('link', { name: 'डॉक्टर से सलाह लें' }).waitFor();
  await page.getByRole('checkbox', { name: 'इम्यूनिटी' }).waitFor();
  expect(await page.evaluate(() => [document.documentElement.lang, (window as unknown as { stillThisPage?: boolean }).stillThisPage])).toEqual(['hi', true]);
  await screenshot(page, 'hindi-switched-1280');

  // remembered: the next visit opens in Hindi, the boot page's hero too
  await page.goto(`${shop.server.url}/#/home`);
  await page.waitForFunction(() => document.documentElement.lang === 'hi');
  await spinnerGone(page);
  await page.getByRole('button', { name: 'English' }).first().click();
  await page.getByRole('link', { name: 'Consult a Doctor' }).waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  await page.context().close();
});

it('paints the boot page in the remembered language before any script of the shell runs', async () => {
  const context = await shop.browser.newContext({ viewport: PHONE, locale: 'en-IN' });
  await context.addInitScript(() => localStorage.setItem('ayurveda-bazaar.language', 'hi'));
  // the shell's code never arrives: what shows is the page's own first paint
  await context.route(/\/apps\/shell\//, (route) => route.abort());
  const page = await context.newPage();
  await page.goto(`${shop.server.url}/#/home`);
  await page.locator('#boot-hero h1 [lang=hi]').waitFor();
  await expect(page.locator('#boot-hero h1 [lang=en]').isVisible()).resolves.toBe(false);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
  await screenshot(page, 'hindi-boot-page-375');
  await context.close();
});
