/**
 * Seller payments journey (issue 33), at 1280 and 375 px: the demo seller marks its shipped order delivered and
 * its Payments page shows the line with its breakdown (commission, GST on it, TCS, TDS, net), payable when the
 * return window closes. Once the window has passed (the entry's payable time is moved back in the database, as
 * a week would) the payout run, claimed on the server's own timer, makes the week's statement: the page shows it
 * and its PDF downloads (pdftoppm turns it into PNG pages to look at).
 */
import Database from 'better-sqlite3';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from '../support/browser';
import { startServer, repoRoot, type RunningServer } from '../support/server';
import { apiCaller } from '../support/api';

let server: RunningServer;
let browser: Browser;
const api = apiCaller(() => server.url);

beforeAll(async () => {
  // the payout run looks for a closed week every second here (an hour by default)
  [browser, server] = await Promise.all([launchBrowser(), startServer({ env: { PAYOUT_JOB_INTERVAL_SECONDS: '1' } })]);
}, 120000);
afterAll(async () => {
  await Promise.all([browser?.close(), server?.stop()]);
});

async function shoot(page: Page, name: string) {
  for (const [label, size] of [['1280', DESKTOP], ['375', PHONE]] as const) {
    await page.setViewportSize(size);
    if (size === PHONE) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width + 1);
    await screenshot(page, `seller-payments-${name}-${label}`);
  }
  await page.setViewportSize(DESKTOP);
}

/** Moves the open entries' payable time a month back: their return window has closed. */
function windowPassed(): void {
  const db = new Database(path.join(server.dataDir, 'marketplace.sqlite'), { fileMustExist: true });
  try {
    db.prepare('UPDATE seller_ledger SET payable_at = ? WHERE statement_id IS NULL').run(new Date(Date.now() - 30 * 86_400_000).toISOString());
  } finally {
    db.close();
  }
}

interface Payments {
  statements: Array<{ id: number; net_payable_paise: number }>;
  entries: Array<{ order_unique_id: string; statement_id: number | null }>;
}

describe('seller payments', () => {
  let page: Page;
  let orderId: string;

  it('a delivered line appears on the Payments page with its breakdown', async () => {
    ({ page } = await newPage(browser, DESKTOP));
    await page.goto(`${server.url}/#/seller/login`);
    await page.getByTestId('spinner-overlay').waitFor({ state: 'detached' });
    await page.locator('#login-email').fill('seller@demo.in');
    await page.locator('#login-password').fill('Seller@123');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('heading', { name: 'Today at a glance' }).waitFor();

    await page.getByRole('link', { name: 'Orders', exact: true }).click();
    const deliverable = page.getByRole('button', { name: /^Deliver order / }).first();
    orderId = ((await deliverable.getAttribute('aria-label')) ?? '').replace('Deliver order ', '');
    await deliverable.click();
    await page.getByRole('article', { name: `Order ${orderId}` }).getByTestId('order-status').getByText('Delivered').waitFor();

    await page.getByRole('link', { name: 'Payments', exact: true }).click();
    await page.getByRole('heading', { name: 'Payments' }).waitFor();
    const entry = page.getByRole('article', { name: `Sale of order ${orderId}` });
    await entry.waitFor();
    await expect(entry.textContent()).resolves.toMatch(/Commission \(\d+(\.\d+)? %\)−₹[\d,]+\.\d\d/);
    await expect(entry.textContent()).resolves.toMatch(/TCS−₹[\d,]+\.\d\d/);
    await expect(entry.textContent()).resolves.toMatch(/Payable from \d+ \w+ \d{4}/);
    await page.getByTestId('payments-next-date').getByText(/\d+ \w+ \d{4}/).waitFor();
    await shoot(page, 'entry');
  });

  it('once the return window has closed, the weekly run makes a statement; its PDF downloads', async () => {
    windowPassed();
    const token = await api<string>('seller/login', { body: { email: 'seller@demo.in', password: 'Seller@123', role: 3 } });
    // the server's own timer runs the claimed job: wait until the line is on a statement (the server's state, asked once a second: the API's per-address limits stay far away)
    // the page asks the server once a second and raises a flag; waitForFunction waits on that flag (it does not
    // await an async predicate itself: playwright issue 29132)
    await page.evaluate(
      ({ token, orderId }) => {
        const flags = window as unknown as { lineOnStatement?: boolean };
        const ask = async () => {
          const response = await fetch('/api/seller/payments', { headers: { authorization: `Bearer ${token}` } });
          const body = (await response.json()) as { data: Payments };
          if (body.data.entries.find((e) => e.order_unique_id === orderId)?.statement_id) flags.lineOnStatement = true;
          else setTimeout(() => void ask(), 1000);
        };
        void ask();
      },
      { token, orderId },
    );
    await page.waitForFunction(() => (window as unknown as { lineOnStatement?: boolean }).lineOnStatement === true, undefined, { timeout: 60000 });

    // back to the page through the tabs: it asks the server again on every visit
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await page.getByRole('heading', { name: 'Today at a glance' }).waitFor();
    await page.getByRole('link', { name: 'Payments', exact: true }).click();
    const statement = page.getByRole('article', { name: /^Statement of the week ending / }).first();
    await statement.waitFor();
    // the page asks the server again on every visit: wait for that answer rather than read the screen once
    await page.getByRole('article', { name: `Sale of order ${orderId}` }).getByText('On a statement').waitFor();
    await shoot(page, 'statement');

    const [download] = await Promise.all([page.waitForEvent('download'), statement.getByRole('button', { name: /as PDF$/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/^Payout-Statement-\d{4}-\d{2}-\d{2}-\d+\.pdf$/);
    const bytes = readFileSync(await download.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const dir = path.join(repoRoot, 'e2e', 'screenshots');
    mkdirSync(dir, { recursive: true });
    const pdfPath = path.join(dir, 'seller-payments-statement.pdf');
    writeFileSync(pdfPath, bytes);
    execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', pdfPath, path.join(dir, 'seller-payments-statement-pdf')]);
    const text = execFileSync('pdftotext', [pdfPath, '-']).toString();
    expect(text).toContain('Payout statement');
    expect(text).toContain(orderId);
    expect(text).toContain('Net payable');
  });
});
