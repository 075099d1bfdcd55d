/**
 * The roles' screens in Hindi (issue 31) at 375 and 1280 px: the patient's profile, the doctor wizard's first
 * steps, the seller sign-up and the seller dashboard, each wholly in Hindi for a Hindi browser, nothing wider
 * than the phone, and axe-core finding no `lang` or colour-contrast violation. Screenshots land in
 * e2e/screenshots/hindi-roles-*.png.
 */
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, spinnerGone } from '../support/browser';
import { checkHindiScreen, openPage, shopAndBrowserForThisFile } from '../support/hindi';

const shop = shopAndBrowserForThisFile();

/** A page of a Hindi browser (the language switch's choice remembered as Hindi too). */
async function open(viewport: { width: number; height: number }, hash: string): Promise<Page> {
  const page = await openPage(shop, viewport, hash, { rememberHindi: true, forAxe: true });
  await page.waitForFunction(() => document.documentElement.lang === 'hi');
  return page;
}

/** The screen passes axe's lang and contrast rules, fits the phone, and is photographed. */
const check = (page: Page, name: string, label: string) => checkHindiScreen(page, `hindi-roles-${name}-${label}`, label === '375' ? PHONE : DESKTOP);

async function logIn(page: Page, role: 'patient' | 'seller', email: string, password: string) {
  await page.goto(`${shop.server.url}/#/${role}/login`);
  await spinnerGone(page);
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(password);
  await page.locator('#login-password').press('Enter');
}

describe.each([
  ['375', PHONE],
  ['1280', DESKTOP],
])('the roles in Hindi at %s px', (label, viewport) => {
  it("the patient's profile: dashboard, account details and addresses", async () => {
    const page = await open(viewport, '#/home');
    await logIn(page, 'patient', 'patient@demo.in', 'Patient@123');
    await page.waitForFunction(() => Boolean(sessionStorage.getItem('p-token')));
    await page.goto(`${shop.server.url}/#/patient/my-profile`);
    await page.getByRole('heading', { name: 'मेरी प्रोफ़ाइल' }).waitFor();
    await page.getByText(/^नमस्ते /).waitFor();
    await check(page, 'profile', label);

    await page.getByRole('tab', { name: 'अकाउंट की जानकारी' }).click();
    await page.getByLabel('जन्म तिथि').waitFor();
    await page.getByRole('button', { name: 'बदलें' }).waitFor();
    await check(page, 'account', label);

    await page.getByRole('tab', { name: 'मेरे पते' }).click();
    await page.getByRole('button', { name: '+ नया पता जोड़ें' }).click();
    await page.getByRole('dialog', { name: 'पता जोड़ें/बदलें' }).getByLabel('पिनकोड').waitFor();
    await check(page, 'address', label);
    await page.context().close();
  });

  it("the doctor wizard's first steps: Account, then Basic", async () => {
    const page = await open(viewport, '#/doctor/doctorSignup');
    await page.getByRole('heading', { name: 'डॉक्टर साइन अप' }).waitFor();
    await page.getByRole('heading', { name: 'अकाउंट की जानकारी' }).waitFor();
    await page.getByRole('list', { name: 'साइन अप के चरण' }).getByText('मौजूदा चरण').waitFor();
    await check(page, 'doctor-account', label);

    const stamp = `${label}${Date.now()}`;
    await page.locator('#account-name').fill('Asha Kulkarni');
    await page.locator('#account-email').fill(`asha.${stamp}@example.in`);
    await page.locator('#account-phone').fill('+91 98450 12345');
    await page.locator('#account-password').fill('Neem-Leaf-2026');
    await page.getByRole('button', { name: 'सेव करें और आगे बढ़ें' }).click();
    await page.getByRole('heading', { name: 'बुनियादी जानकारी' }).waitFor();
    await page.getByLabel(/सरकारी ID/).waitFor();
    await spinnerGone(page);
    await check(page, 'doctor-basic', label);
    await page.context().close();
  });

  it('the seller sign-up', async () => {
    const page = await open(viewport, '#/seller/sellerSignup');
    await page.getByRole('heading', { name: 'विक्रेता साइन अप' }).waitFor();
    await page.getByRole('group', { name: 'कंपनी की जानकारी' }).waitFor();
    await page.getByLabel('पिनकोड').waitFor();
    await spinnerGone(page);
    await check(page, 'seller-signup', label);
    await page.context().close();
  });

  it('the seller dashboard: home and products', async () => {
    const page = await open(viewport, '#/home');
    await logIn(page, 'seller', 'seller@demo.in', 'Seller@123');
    await page.waitForURL(/\/seller-dashboard\/(#\/)?$/);
    await page.getByRole('heading', { name: 'आज की झलक' }).waitFor();
    await page.getByTestId('count-orders-to-ship').getByText(/^\d+$/).waitFor();
    await check(page, 'seller-home', label);

    await page.getByRole('link', { name: 'प्रोडक्ट', exact: true }).click();
    await page.getByRole('heading', { name: 'आपके प्रोडक्ट' }).waitFor();
    await page.getByTestId('seller-product-row').first().waitFor();
    await check(page, 'seller-products', label);
    await page.context().close();
  });
});
