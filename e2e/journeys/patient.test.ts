/** Patient journey: sign up, log in, addresses, orders, tracking, password change, revoked token. */
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Dialog, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot, spinnerGone } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';

let server: RunningServer;
let browser: Browser;
const email = `e2e.patient.${Date.now()}@example.in`;
const password = 'Tulsi-Leaf-2024';
const newPassword = 'Neem-Branch-77';
const orderId = `ORD-E2E-${Date.now()}`;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
}, 120000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function confirmSwal(page: Page, button = '.swal2-confirm') {
  await page.locator(button).click();
  await page.locator('.swal2-container').waitFor({ state: 'detached' }).catch(() => undefined);
}

/**
 * Clicks something that asks 'are you sure?' and answers it. The question is shared-lib/ui's confirm dialog;
 * with a shell built before shared-lib/ui had `confirm` the patient app falls back to the browser's confirm box.
 * Returns the question's title.
 */
async function answerConfirm(page: Page, click: () => Promise<void>, accept: boolean): Promise<string> {
  let native = '';
  const onDialog = (dialog: Dialog) => {
    native = dialog.message();
    void (accept ? dialog.accept() : dialog.dismiss());
  };
  page.once('dialog', onDialog);
  await click();
  if (native) return native.split('\n')[0];
  page.off('dialog', onDialog);
  const title = (await page.locator('.swal2-title').textContent()) ?? '';
  await page.locator(accept ? '.swal2-confirm' : '.swal2-cancel').click();
  // the next popup ('Success') may reuse the container, so wait for this question only
  await page.locator('.swal2-title', { hasText: title }).waitFor({ state: 'hidden' });
  return title;
}

/** Nothing inside the profile panel is wider than its box (no sideways scrolling), and the active tab is in view. */
async function expectNoSidewaysScroll(page: Page, width: number) {
  const report = await page.evaluate(() => {
    const panel = document.getElementById('profile-panel');
    const overflowing = Array.from(panel?.querySelectorAll<HTMLElement>('*') ?? [])
      .filter((element) => element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'visible')
      .map((element) => `${element.tagName}.${element.className}`);
    const active = document.querySelector('[role=tab][aria-selected=true]')?.getBoundingClientRect();
    return { overflowing, page: document.documentElement.scrollWidth, activeLeft: active?.left ?? -1, activeRight: active?.right ?? Infinity };
  });
  expect(report.overflowing).toEqual([]);
  expect(report.page).toBeLessThanOrEqual(width + 1);
  expect(report.activeLeft).toBeGreaterThanOrEqual(0);
  expect(report.activeRight).toBeLessThanOrEqual(width);
}

async function login(page: Page, pass: string) {
  await page.goto(`${server.url}/#/patient/login`);
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(pass);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForFunction(() => Boolean(sessionStorage.getItem('p-token')));
}

/** A new page, logged in with the first password, on patient/my-profile. */
async function openProfile(viewport: { width: number; height: number }) {
  const opened = await newPage(browser, viewport);
  await login(opened.page, password);
  await opened.page.goto(`${server.url}/#/patient/my-profile`);
  return opened;
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
}

/** Checkout places orders (another module): the journey writes one straight into the server's SQLite file. */
function insertOrder(userId: number) {
  const db = new Database(path.join(server.dataDir, 'marketplace.sqlite'));
  try {
    const state = db.prepare("SELECT id FROM states WHERE name = 'Karnataka'").get() as { id: number };
    const city = db.prepare("SELECT id FROM cities WHERE state_id = ? AND name = 'Bangalore'").get(state.id) as { id: number };
    const product = db.prepare('SELECT id, sales_price FROM products ORDER BY id LIMIT 1').get() as { id: number; sales_price: number };
    const total = product.sales_price * 2;
    const shipping = total < 500 ? 50 : 0;
    const tax = Math.round((total + shipping) * 0.18);
    const order = db
      .prepare(
        `INSERT INTO orders (unique_id, user_id, state_id, city_id, address, pincode, total_price, shipping_charges, discount_price, tax, order_total_price, payment_type, payment_status, status, order_date)
         VALUES (?, ?, ?, ?, ?, '560034', ?, ?, 0, ?, ?, '2', 'cod', 1, ?)`,
      )
      .run(orderId, userId, state.id, city.id, JSON.stringify({ address_line_1: 'Flat 12, Lotus Residency', address_line_2: 'Koramangala 4th Block', pincode: '560034' }), total, shipping, tax, total + shipping + tax, new Date().toISOString());
    db.prepare('INSERT INTO order_details (order_id, product_id, quantity, sales_price, total_price) VALUES (?, ?, 2, ?, ?)').run(order.lastInsertRowid, product.id, product.sales_price, total);
  } finally {
    db.close();
  }
}

async function addAddress(page: Page, line1: string, line2: string, state: string, city: string, pincode: string, wrongPincode?: string) {
  await page.getByRole('button', { name: '+ Add Your Address' }).click();
  const panel = page.getByRole('dialog', { name: 'Add/Edit Address' });
  await panel.getByLabel('Address line 1').fill(line1);
  await panel.getByLabel('Address line 2').fill(line2);
  await panel.getByLabel('State').selectOption({ label: state });
  await panel.locator('#address-city_id option', { hasText: city }).first().waitFor({ state: 'attached' });
  await panel.getByLabel('City').selectOption({ label: city });
  if (wrongPincode) {
    await panel.getByLabel('Pincode').fill(wrongPincode);
    await panel.getByTestId('pincode-error').waitFor();
    expect(await panel.getByTestId('pincode-error').textContent()).toBe('The ZIP / Postal Code is incorrect');
    expect(await panel.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
  }
  await panel.getByLabel('Pincode').fill(pincode);
  await page.waitForFunction(() => !document.querySelector('[data-testid=pincode-error]'));
  await panel.getByRole('button', { name: 'Save' }).click({ timeout: 10000 });
  await page.locator('.swal2-title', { hasText: 'Success' }).waitFor();
  await confirmSwal(page);
}

describe('patient journey', () => {
  let userId = 0;

  it('signs up with the confirm dialog and lands home with a stored session', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto(`${server.url}/#/patient/patientSignup`);
    await page.getByRole('heading', { name: 'Sign-Up' }).waitFor();
    const register = page.getByRole('button', { name: 'Register' });
    expect(await register.isDisabled()).toBe(true);
    await page.locator('#signup-first_name').fill('Kavya');
    await page.locator('#signup-last_name').fill('Menon');
    await page.locator('#signup-email').fill(email);
    await page.locator('#signup-password').fill('pass');
    await page.getByText('Password must be at least 8 characters').waitFor();
    await page.locator('#signup-password').fill('password123');
    await page.getByText('This password is too common. Please choose a less common password').waitFor();
    await page.locator('#signup-password').fill(password);
    await page.locator('#signup-mobile').fill('98765');
    await page.getByText('Please Enter Mobile Number').waitFor();
    await page.locator('#signup-mobile').fill('9876501234');
    await page.locator('#signup-gender').selectOption('Female');
    await page.locator('#signup-dob').fill('1993-06-15');
    await spinnerGone(page); // the 2 s entry spinner
    await screenshot(page, 'patient-signup-1280');
    expect(await register.isDisabled()).toBe(true);
    await page.locator('#signup-terms').check();
    await register.click();
    await page.locator('.swal2-title', { hasText: 'Do you want to save the changes?' }).waitFor();
    await page.locator('.swal2-confirm').click();
    await page.locator('.swal2-title', { hasText: 'User Registered Succesfully!' }).waitFor();
    await page.waitForURL(/#\/home$/);
    const stored = await page.evaluate(() => ({ token: sessionStorage.getItem('p-token'), user: sessionStorage.getItem('patient') }));
    expect(stored.token).toBeTruthy();
    userId = JSON.parse(stored.user ?? '{}').id;
    expect(JSON.parse(stored.user ?? '{}').type).toBe('patient');
    await context.close();
  });

  it('logs in, adds two addresses (first is default, wrong pincode refused) and switches the default', async () => {
    const { context, page } = await openProfile(DESKTOP);
    await page.getByText('Hello Kavya Menon').waitFor();
    await screenshot(page, 'patient-dashboard-1280');
    await openTab(page, 'My Address');
    await page.getByText('No Saved Address Found').waitFor();
    await addAddress(page, 'Flat 12, Lotus Residency', 'Koramangala 4th Block', 'Karnataka', 'Bangalore', '560034');
    await addAddress(page, '14, Janpath', 'Connaught Place', 'Delhi', 'Central Delhi', '110001', '560034');
    const cards = page.getByTestId('address-card');
    await cards.nth(1).waitFor();
    expect(await cards.count()).toBe(2);
    expect(await cards.nth(0).getAttribute('aria-pressed')).toBe('true');
    await cards.nth(1).click();
    await page.getByRole('button', { name: 'Save Change' }).click();
    await page.locator('.swal2-title', { hasText: 'Success' }).waitFor();
    await confirmSwal(page);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=address-card]')[1]?.getAttribute('aria-pressed') === 'true');
    expect(await cards.nth(0).getAttribute('aria-pressed')).toBe('false');
    await cards.nth(1).click();
    await screenshot(page, 'patient-addresses-1280');
    await context.close();
  });

  it('shows orders, tracks one by id and shows the 3 s message for a wrong id', async () => {
    insertOrder(userId);
    const { context, page } = await openProfile(DESKTOP);
    await openTab(page, 'Orders');
    const row = page.getByTestId('order-row');
    await row.waitFor();
    expect(await row.textContent()).toContain(orderId);
    expect(await row.textContent()).toContain('Processing');
    await row.getByRole('button', { name: 'View' }).click();
    await page.getByText('Order Total').first().waitFor();
    await screenshot(page, 'patient-orders-1280');

    await openTab(page, 'Track Your Order');
    const input = page.getByPlaceholder('Found in your order confirmation email');
    await input.fill(orderId);
    await page.getByRole('button', { name: 'Track' }).click();
    await page.getByTestId('tracked-order').waitFor();
    const tracked = await page.getByTestId('tracked-order').textContent();
    expect(tracked).toContain('Bangalore, Karnataka');
    expect(tracked).toContain('Processing');
    await screenshot(page, 'patient-track-1280');
    await page.getByTestId('tracked-order').getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByTestId('tracked-order').count()).toBe(0);

    await input.fill('ORD-DOES-NOT-EXIST');
    await page.getByRole('button', { name: 'Track' }).click();
    await page.getByText('No order found in this tracking Id').waitFor();
    await screenshot(page, 'patient-track-wrong-1280');
    await page.getByText('No order found in this tracking Id').waitFor({ state: 'detached', timeout: 5000 });
    expect(await input.inputValue()).toBe('');
    await context.close();
  });

  it('works at 375 px', async () => {
    const { context, page } = await openProfile(PHONE);
    await page.getByText('Hello Kavya Menon').waitFor();
    await screenshot(page, 'patient-dashboard-375');
    await openTab(page, 'My Address');
    await page.getByTestId('address-card').first().waitFor();
    await page.getByTestId('address-card').first().click();
    await expectNoSidewaysScroll(page, PHONE.width);
    await screenshot(page, 'patient-addresses-375');
    await openTab(page, 'Orders');
    const card = page.getByTestId('order-row');
    await card.waitFor();
    // a stacked card per order on phones, no table
    expect(await card.evaluate((element) => element.tagName)).toBe('LI');
    expect(await page.locator('#profile-panel table').count()).toBe(0);
    for (const label of ['Order', 'Date', 'Status', 'Total']) expect(await card.locator('dt', { hasText: label }).count()).toBe(1);
    await card.getByRole('button', { name: 'View' }).click();
    await card.getByText('Order Total').waitFor();
    await expectNoSidewaysScroll(page, PHONE.width);
    await screenshot(page, 'patient-orders-375');
    await openTab(page, 'Track Your Order');
    await page.getByPlaceholder('Found in your order confirmation email').fill(orderId);
    await page.getByRole('button', { name: 'Track' }).click();
    await page.getByTestId('tracked-order').waitFor();
    await expectNoSidewaysScroll(page, PHONE.width);
    await screenshot(page, 'patient-track-375');
    await page.goto(`${server.url}/#/patient/patientSignup`);
    await page.locator('#signup-first_name').waitFor();
    await spinnerGone(page);
    await screenshot(page, 'patient-signup-375');
    await context.close();
  });

  it('asks before cancelling an order and before deleting an address', async () => {
    const { context, page } = await openProfile(DESKTOP);
    await openTab(page, 'Orders');
    const row = page.getByTestId('order-row');
    await row.waitFor();
    const cancelOrder = () => row.getByRole('button', { name: 'Cancel' }).click();
    expect(await answerConfirm(page, cancelOrder, false)).toBe('Cancel this order?');
    expect(await row.textContent()).toContain('Processing');
    await answerConfirm(page, cancelOrder, true);
    await page.locator('.swal2-title', { hasText: 'Success' }).waitFor();
    await confirmSwal(page);
    await row.getByText('Cancelled').waitFor();
    expect(await row.getByRole('button', { name: 'Cancel' }).count()).toBe(0);

    await openTab(page, 'My Address');
    const cards = page.getByTestId('address-card');
    await cards.nth(1).waitFor();
    await cards.nth(0).click();
    const deleteAddress = () => cards.nth(0).getByRole('button', { name: 'Delete' }).click();
    expect(await answerConfirm(page, deleteAddress, false)).toBe('Delete this address?');
    expect(await cards.count()).toBe(2);
    await answerConfirm(page, deleteAddress, true);
    await page.getByText('Address deleted').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=address-card]').length === 1);
    await context.close();
  });

  it('changes the password: old tokens get Session Expired, the user logs in again with the new one', async () => {
    const other = await openProfile(DESKTOP);
    await other.page.getByText('Hello Kavya Menon').waitFor();

    const { context, page } = await openProfile(DESKTOP);
    await openTab(page, 'Change Password');
    await page.getByLabel('Current Password').fill(password);
    await page.getByLabel('New Password').fill(newPassword);
    await page.getByLabel('Confirm Password').fill('Neem-Branch-78');
    await page.getByText('New and Confirm Passwords do not match').waitFor();
    await page.getByLabel('Confirm Password').fill(newPassword);
    await page.getByRole('button', { name: 'Change Password', exact: true }).last().click();
    await page.locator('.swal2-title', { hasText: 'Do you want to save the changes?' }).waitFor();
    await page.locator('.swal2-confirm').click();
    await page.locator('.swal2-title', { hasText: 'Success' }).waitFor();
    await page.getByText('Please SignIn again with New-Passsword').waitFor({ timeout: 1900 });
    await screenshot(page, 'patient-password-changed-1280');
    await page.waitForURL(/#\/patient\/login$/, { timeout: 5000 });
    await page.locator('.swal2-title', { hasText: 'Please Login with New-Password' }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('p-token'))).toBeNull();
    await confirmSwal(page);

    // the other tab still holds the revoked token
    await openTab(other.page, 'Orders');
    await other.page.locator('.swal2-title', { hasText: 'Session Expired' }).waitFor();
    await screenshot(other.page, 'patient-session-expired-1280');
    await other.context.close();

    await page.locator('#login-email').fill(email);
    await page.locator('#login-password').fill(password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.locator('.swal2-popup').waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('p-token'))).toBeNull();
    await confirmSwal(page);
    await login(page, newPassword);
    await page.goto(`${server.url}/#/patient/my-profile`);
    await page.getByText('Hello Kavya Menon').waitFor();
    await context.close();
  });
});
