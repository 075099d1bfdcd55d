/** Seller journey: sign up with a real place and a PAN image, move to login, log in, land on the seller dashboard page. */
import type { Browser, Page } from 'playwright-core';
import { buildGstin } from 'shared-lib/domain';
import { makePng } from '../../api/test/support/images';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';

let server: RunningServer;
let browser: Browser;
const password = 'Tulsi-Leaf-2024';

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
}, 120000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A form control by its label (the label ends in a required-field star). */
function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\*?$`));
}

/** Nothing on the page is wider than the viewport. */
async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width + 1);
}

async function fillSignup(page: Page, company: { name: string; email: string; pan: string }) {
  await field(page, 'Company name').fill(company.name);
  await field(page, 'Company type').selectOption('Partnership Firm');
  await field(page, 'Company office address').fill('12 Marine Drive, Churchgate, Mumbai');
  await field(page, 'Company regd no.').fill('AAF-1234');
  await field(page, 'First name').fill('Prakash');
  await field(page, 'Last name').fill('Kulkarni');
  await field(page, 'Email').fill(company.email);
  await page.locator('#seller-password').fill(password);
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page.locator('#seller-password').getAttribute('type')).resolves.toBe('text');
  await field(page, 'Phone').fill('9820012345');
  await field(page, 'State').selectOption({ label: 'Maharashtra' });
  await page.locator('#seller-city_id option', { hasText: /^Mumbai$/ }).waitFor({ state: 'attached' });
  await field(page, 'City').selectOption({ label: 'Mumbai' });
  await field(page, 'GST number').fill(buildGstin('27', company.pan));
  await field(page, 'PAN number').fill(company.pan);
  await field(page, 'PAN image').setInputFiles({ name: 'pan-card.png', mimeType: 'image/png', buffer: makePng(320, 200) });
  // issue 28: the optional pharmacy section, all three or none
  await field(page, "Registered pharmacist's name").fill('Anita Deshmukh');
  await field(page, 'Pharmacist registration number').fill('MH-PH 24100');
  await field(page, 'Retail drug licence number').fill('20B/MH/2024/1001');
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('seller on %s', (name, viewport) => {
  const stamp = `${Date.now()}${name === 'phone' ? 1 : 2}`;
  const company = { name: `Konkan Ayur Traders ${name}`, email: `e2e.seller.${stamp}@example.in`, pan: `AAKFK${stamp.slice(-4)}${name === 'phone' ? 'P' : 'D'}` };

  it('registers with a real state, city and pincode and a PAN image, then is sent to seller login', async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto(`${server.url}/#/seller/sellerSignup`);
    await page.getByRole('heading', { name: 'Seller Sign-Up' }).waitFor();
    await page.getByTestId('spinner-overlay').waitFor({ state: 'detached' });
    await fillSignup(page, company);

    // a pincode of another city (Bengaluru's 560001 for Mumbai)
    await field(page, 'ZIP / Postal Code').fill('560001');
    await page.getByTestId('seller-postal_code-error').getByText('The ZIP / Postal Code is incorrect').waitFor();
    await field(page, 'ZIP / Postal Code').fill('400001');
    await page.getByTestId('seller-postal_code-error').getByText('The ZIP / Postal Code is incorrect').waitFor({ state: 'detached' });
    await expectNoSidewaysScroll(page, viewport.width);
    await screenshot(page, `seller-signup-${name}`);

    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.getByText('Signedup SuccesFully!,Please Login').first().waitFor();
    await expect(field(page, 'Company name').inputValue()).resolves.toBe('');
    await screenshot(page, `seller-signup-success-${name}`);
    await page.waitForURL(/#\/seller\/login$/);
    await page.getByRole('heading', { name: 'Seller Login' }).waitFor();
    await context.close();
  });

  it('sees a wrong password inline, then logs in and lands on the seller dashboard with the company name', async () => {
    const { context, page } = await newPage(browser, viewport);
    let popups = 0;
    await page.goto(`${server.url}/#/seller/login`);
    await page.getByTestId('spinner-overlay').waitFor({ state: 'detached' });
    await page.locator('#login-email').fill(company.email);
    await page.locator('#login-password').fill('Wrong-Password-1');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const inline = page.getByRole('alert').filter({ hasText: 'Invalid email or password' });
    await inline.waitFor();
    popups = await page.locator('.swal2-container').count();
    expect(popups).toBe(0);
    await screenshot(page, `seller-login-failed-${name}`);

    await page.locator('#login-password').fill(password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(/\/seller-dashboard\/(#\/)?$/);
    await page.getByTestId('company-name').getByText(company.name).waitFor();
    await page.getByText('Mumbai, Maharashtra, 400001').waitFor();
    await expectNoSidewaysScroll(page, viewport.width);
    await screenshot(page, `seller-dashboard-${name}`);

    // issue 28: the Profile tab shows the pharmacy details given at sign-up
    await page.getByRole('link', { name: 'Profile', exact: true }).click();
    await page.getByTestId('pharmacy-state').getByText(/You may list prescription medicines/).waitFor();
    await expect(field(page, 'Pharmacist registration number').inputValue()).resolves.toBe('MH-PH 24100');
    await expectNoSidewaysScroll(page, viewport.width);
    await screenshot(page, `seller-profile-${name}`);

    await page.getByRole('button', { name: 'Logout', exact: true }).click();
    await page.waitForURL(/#\/home$/);
    expect(await page.evaluate(() => sessionStorage.getItem('seller'))).toBeNull();
    await page.goto(`${server.url}/seller-dashboard/`);
    await page.waitForURL(/#\/seller\/login$/);
    await context.close();
  });
});
