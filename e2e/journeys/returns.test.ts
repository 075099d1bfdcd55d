/**
 * Returns journey (issue 33, part B), at 1280 and 375 px: the demo patient requests a return of the item of
 * their delivered order with a photo (pay on delivery: the refund goes to a UPI id); the demo seller sees the
 * photo (private: read with the seller's token) and approves it in the
 * dashboard's Returns page, schedules the pickup, marks it picked up and received (restocked); the patient
 * sees the refund record and downloads the GST credit note, drawn to PNG (pdftoppm) beside the screenshots.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { makePng } from '../../api/test/support/images';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot, spinnerGone } from '../support/browser';
import { repoRoot, startServer, type RunningServer } from '../support/server';

let server: RunningServer;
let browser: Browser;
const ORDER = 'AYB-DEMO3SELLER';

async function shoot(page: Page, name: string) {
  for (const [label, size] of [['1280', DESKTOP], ['375', PHONE]] as const) {
    await page.setViewportSize(size);
    if (size === PHONE) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width + 1);
    await screenshot(page, `returns-${name}-${label}`);
  }
  await page.setViewportSize(DESKTOP);
}

async function login(role: 'patient' | 'seller', email: string, password: string): Promise<Page> {
  const { page } = await newPage(browser, DESKTOP);
  await page.goto(`${server.url}/#/${role}/login`);
  await spinnerGone(page);
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  if (role === 'seller') await page.waitForURL(/\/seller-dashboard\/(#\/)?$/);
  else await page.waitForFunction(() => Boolean(sessionStorage.getItem('p-token')));
  return page;
}

/** The patient's Orders tab with the demo delivered order's details open. */
async function openOrder(page: Page) {
  await page.goto(`${server.url}/#/patient/my-profile/orders`);
  // a fresh page: the order's details start closed and its returns are read again
  await page.reload();
  const row = page.getByTestId('order-row').filter({ hasText: ORDER });
  await row.getByRole('button', { name: 'View' }).click();
  await page.getByTestId('returns-panel').waitFor();
}

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
}, 120000);
afterAll(async () => {
  await Promise.all([browser?.close(), server?.stop()]);
});

describe('returns', () => {
  it('the patient requests a return, the seller approves and receives it, the patient sees the refund and downloads the credit note', async () => {
    const patient = await login('patient', 'patient@demo.in', 'Patient@123');
    await openOrder(patient);
    const panel = patient.getByTestId('returns-panel');
    await panel.getByRole('button', { name: 'Return items' }).click();
    const form = panel.getByRole('form', { name: 'Request a return' });
    await form.locator('input[type="number"]').first().fill('1');
    await form.locator('select[name="reason"]').selectOption('not_needed');
    // the refund account is checked by format before anything is sent
    await form.locator('input[name="upi_id"]').fill('meera.okhdfc');
    await form.locator('input[name="sealed"]').check();
    await form.locator('input[name="photos"]').setInputFiles({ name: 'dented-box.png', mimeType: 'image/png', buffer: makePng(96, 96, [199, 119, 42]) });
    await form.getByRole('button', { name: 'Send return request' }).click();
    await form.getByRole('alert').filter({ hasText: 'Enter a valid UPI id' }).waitFor();
    await form.locator('input[name="upi_id"]').fill('meera@okhdfc');
    await form.getByRole('button', { name: 'Send return request' }).click();
    await panel.locator('[data-testid="return-card"][data-status="requested"]').waitFor();
    await shoot(patient, 'requested');

    const seller = await login('seller', 'seller@demo.in', 'Seller@123');
    await seller.getByRole('link', { name: 'Returns', exact: true }).click();
    const card = seller.getByTestId('seller-return').filter({ hasText: ORDER }).first();
    await card.waitFor();
    // the photo is private: the page reads it with the seller's token and shows it from memory
    const photo = card.getByTestId('return-photo');
    await photo.waitFor();
    await seller.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-testid="seller-return"] [data-testid="return-photo"]');
      return Boolean(img && img.complete && img.naturalWidth > 0);
    });
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);
    expect(await photo.getAttribute('src')).toMatch(/^blob:/);
    await shoot(seller, 'seller-requested');
    await card.getByRole('button', { name: 'Approve' }).click();
    for (const [button, status] of [['Schedule pickup', 'approved'], ['Mark picked up', 'pickup_scheduled'], ['Mark received', 'picked_up']] as const) {
      await seller.locator(`[data-testid="seller-return"][data-status="${status}"]`).filter({ hasText: ORDER }).getByRole('button', { name: button }).click();
    }
    const received = seller.locator('[data-testid="seller-return"][data-status="received"]').filter({ hasText: ORDER });
    await received.getByTestId('seller-refund').waitFor();
    await shoot(seller, 'seller-received');

    await openOrder(patient);
    const done = patient.locator('[data-testid="return-card"][data-status="received"]');
    await done.getByTestId('refund-record').filter({ hasText: 'UPI meera@okhdfc' }).waitFor();
    await shoot(patient, 'refunded');
    const [download] = await Promise.all([patient.waitForEvent('download'), done.getByRole('button', { name: /^Download credit note CN\// }).click()]);
    expect(download.suggestedFilename()).toMatch(/^Credit-Note-CN-S\d+-\d{4}-\d{2}-\d{6}\.pdf$/);
    const file = await download.path();
    expect(readFileSync(file!).subarray(0, 5).toString()).toBe('%PDF-');
    // the PDF drawn as an image, for a person to look at beside the screenshots
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', file!, path.join(repoRoot, 'e2e', 'screenshots', 'returns-credit-note')]);
  }, 180000);
});
