/**
 * E-mail journeys with no mail server configured (issue 12): a guest orders, finds the order mail in the
 * local mailbox, downloads the invoice and confirms the order from the mailed link; a patient uses 'Forgot Password?', follows the mailed link,
 * sets a new password and logs in with it, and the old one fails. A new patient opens the verification link
 * mailed at sign-up and the shop says the e-mail is verified; the same link again says it is no longer valid (issue 24).
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot, spinnerGone } from '../support/browser';
import { fillGuestForm, openGuestCheckout, type ShopProduct } from '../support/checkout';
import { startServer, type RunningServer } from '../support/server';
import { signupPayload } from '../../api/test/helpers/patients';
import { ACCOUNT_SAFETY_MESSAGES } from 'shared-lib/domain';

let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), server?.stop()]);
});

async function guestCheckout(page: Page, email = 'kavya@example.in', shop: RunningServer = server): Promise<void> {
  const body = (await (await fetch(`${shop.url}/api/product/allProducts?limit=50`)).json()) as { data: ShopProduct[] };
  // a product of the house company: one invoice, numbered AYB/… (a seller's product brings the seller's own invoice too, issue 33)
  const deliverable = body.data.filter((p) => !p.availableLocations && p.in_stock_quantity >= 5);
  const product = deliverable.find((p) => p.seller_id === null) ?? deliverable[0];
  const cart = [{ id: product.id, product_name: product.name, quantity: 1, sales_price: product.sales_price, product_image: product.image, seller_id: product.seller_id }];
  await openGuestCheckout(page, shop.url, cart);
  await fillGuestForm(page, { firstName: 'Kavya', lastName: 'Menon', email, line1: '7 Lake View Road', pincode: '560034' });
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await page.locator('.swal2-title').filter({ hasText: 'Thank You!' }).waitFor();
}

type MailboxEntry = { id: number; subject: string; to: string };
const mailbox = async (shop: RunningServer) => (await (await fetch(`${shop.url}/mailbox/messages.json`)).json()) as MailboxEntry[];

/** Waits for the server's state: the mailbox holds a mail to `to` whose subject matches (the outbox worker sends it). */
async function mailArrives(shop: RunningServer, to: string, subject: RegExp): Promise<MailboxEntry> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const found = (await mailbox(shop)).find((m) => m.to === to && subject.test(m.subject));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('e-mail with the local mailbox', () => {
  it('a guest orders, opens the mailed link, confirms with the button (again: already confirmed), then downloads the invoice from the confirmed mail (375 px)', async () => {
    const { page, context } = await newPage(browser, PHONE);
    await guestCheckout(page);
    const orders = (await (await fetch(`${server.url}/mailbox/messages.json`)).json()) as { id: number; subject: string; to: string }[];
    const mail = orders.find((m) => m.to === 'kavya@example.in' && /^Confirm your order AYB-\w+$/.test(m.subject))!;
    expect(mail).toBeDefined();
    const uniqueId = mail.subject.split(' ')[3];

    await page.goto(`${server.url}/mailbox/`);
    await page.getByRole('link', { name: new RegExp(`Confirm your order ${uniqueId}`) }).click();
    await page.getByRole('heading', { name: `Confirm your order ${uniqueId}` }).waitFor();
    const frame = page.frameLocator('iframe[title="E-mail as HTML"]');
    await frame.getByRole('heading', { name: 'Please confirm your order' }).waitFor();
    await frame.getByRole('link', { name: 'Confirm my order' }).waitFor();
    expect(await frame.locator('body').innerText()).toContain(uniqueId);
    expect(await frame.getByText('Order Total').count()).toBe(1);
    await screenshot(page, 'mailbox-order-confirmation-phone');

    // the mailed link opens the shop's confirm page: nothing is confirmed until the button is pressed
    await page.getByRole('link', { name: /\/#\/order\/confirm\?order=/ }).click();
    await page.waitForURL(/#\/order\/confirm\?order=/);
    await page.getByRole('heading', { name: 'Please confirm your order' }).waitFor();
    await page.getByText(`Order ${uniqueId}`).waitFor();
    await screenshot(page, 'guest-order-confirm-page-phone');
    await page.getByRole('button', { name: 'Confirm my order' }).click();
    await page.getByText('Your order is confirmed').waitFor();
    await page.getByTestId('confirm-order').getByText(/Delivery in 3-5 days/).waitFor();
    await screenshot(page, 'guest-order-confirmed-phone');
    // the link again: already confirmed, no button
    await page.goto(`${server.url}/mailbox/${mail.id}`);
    await page.getByRole('link', { name: /\/#\/order\/confirm\?order=/ }).click();
    await page.getByText('This order is already confirmed').waitFor();
    expect(await page.getByRole('button', { name: 'Confirm my order' }).count()).toBe(0);
    // the invoice number is taken at confirmation: the "confirmed" mail carries the invoice
    await page.goto(`${server.url}/mailbox/`);
    await page.getByRole('link', { name: new RegExp(`Order ${uniqueId} confirmed`) }).click();
    await page.getByRole('heading', { name: `Order ${uniqueId} confirmed` }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /^Tax-Invoice-.*\.pdf$/ }).click()]);
    const file = await download.path();
    const bytes = readFileSync(file);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(download.suggestedFilename()).toMatch(/^Tax-Invoice-AYB-\d{4}-\d{2}-\d{6}\.pdf$/);

    await context.close();
  });

  it('a guest tracks the order from the mailed link (wrong e-mail: not found), sees its timeline, then cancels it (1280 and 375 px)', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await guestCheckout(page, 'tracking.guest@example.in');
    const mail = await mailArrives(server, 'tracking.guest@example.in', /^Confirm your order AYB-\w+$/);
    const uniqueId = mail.subject.split(' ')[3];

    // the footer leads there from any page (a fresh load: the checkout's Thank You popup hides the page from roles)
    await page.goto('about:blank');
    await page.goto(`${server.url}/#/home`);
    await page.locator('footer').getByRole('link', { name: 'Track an order' }).click();
    await page.waitForURL(/#\/order\/track$/);
    await page.getByRole('heading', { name: 'Track an order' }).waitFor();

    // the mail's own link fills the order ID in
    await page.goto(`${server.url}/mailbox/${mail.id}`);
    await page.getByRole('link', { name: /\/#\/order\/track\?order=/ }).click();
    await page.waitForURL(/#\/order\/track\?order=/);
    expect(await page.getByLabel('Order ID').inputValue()).toBe(uniqueId);
    await page.getByLabel('E-mail or mobile number').fill('someone.else@example.in');
    await page.getByRole('button', { name: 'Track', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'No order found in this tracking Id' }).waitFor();
    expect(await page.getByTestId('tracked-order').count()).toBe(0);
    await screenshot(page, 'guest-track-not-found-desktop');

    await page.getByLabel('E-mail or mobile number').fill('9876543210');
    await page.getByRole('button', { name: 'Track', exact: true }).click();
    const tracked = page.getByTestId('tracked-order');
    await tracked.waitFor();
    await tracked.getByTestId('timeline-step').getByText('Processing').waitFor();
    expect(await tracked.innerText()).toContain(uniqueId);
    // not confirmed yet: no invoice number was taken
    expect(await tracked.getByRole('button', { name: /tax invoice/ }).count()).toBe(0);
    await screenshot(page, 'guest-track-order-desktop');
    await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
    await tracked.waitFor();
    await screenshot(page, 'guest-track-order-phone');

    await tracked.getByRole('button', { name: 'Cancel order' }).click();
    await page.locator('.swal2-confirm').filter({ hasText: 'Yes, cancel it' }).click();
    await page.locator('.swal2-title').filter({ hasText: 'Success' }).waitFor();
    await page.locator('.swal2-confirm').click();
    await page.locator('.swal2-container').waitFor({ state: 'detached' });
    await tracked.getByTestId('timeline-step').getByText('Cancelled').waitFor();
    expect(await tracked.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
    await screenshot(page, 'guest-track-cancelled-phone');
    await context.close();
  });

  it("a second guest's order lapses unconfirmed, and the mail says so with Order again (375 px)", async () => {
    // a shop whose confirmation deadline passes at once and whose sweep runs every second: the lapse without waiting half an hour
    const lapsing = await startServer({ env: { GUEST_CONFIRM_MINUTES: '0.001', JOB_INTERVAL_SECONDS: '1' } });
    try {
      const { page, context } = await newPage(browser, PHONE);
      await guestCheckout(page, 'second.guest@example.in', lapsing);
      const mail = await mailArrives(lapsing, 'second.guest@example.in', /was cancelled: it was not confirmed$/);
      await page.goto(`${lapsing.url}/mailbox/${mail.id}`);
      const frame = page.frameLocator('iframe[title="E-mail as HTML"]');
      await frame.getByRole('heading', { name: 'Your order was cancelled' }).waitFor();
      expect(await frame.locator('body').innerText()).toContain('not confirmed from the e-mailed link in time');
      await frame.getByRole('link', { name: 'Order again' }).waitFor();
      await frame.getByRole('link', { name: 'Track your order' }).waitFor();
      await screenshot(page, 'guest-order-lapsed-mail-phone');
      await context.close();
    } finally {
      await lapsing.stop();
    }
  });

  it("a patient uses 'Forgot Password?', follows the mailed link, sets a new password and logs in; the old one fails (1280 px)", async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await page.goto(`${server.url}/#/patient/login`);
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await page.waitForURL(/#\/patient\/forgot-password$/);
    await page.getByLabel('Email', { exact: true }).fill('patient@demo.in');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('status').filter({ hasText: 'If an account exists for this e-mail, we have sent a link' }).waitFor();
    await screenshot(page, 'forgot-password-desktop');

    await page.goto(`${server.url}/mailbox/`);
    await page.getByRole('link', { name: /Reset your password/ }).first().click();
    await page.getByRole('link', { name: /#\/patient\/reset-password\// }).click();
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New Password', { exact: true }).fill('Triphala-Dawn-2026');
    await page.getByLabel('Confirm Password', { exact: true }).fill('Triphala-Dawn-2026');
    await screenshot(page, 'reset-password-desktop');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL(/#\/patient\/login$/);
    await page.locator('.swal2-title').filter({ hasText: 'Success' }).waitFor();
    await page.locator('.swal2-confirm').click();
    await page.locator('.swal2-container').waitFor({ state: 'detached' });

    await page.locator('#login-email').fill('patient@demo.in');
    await page.locator('#login-password').fill('Triphala-Dawn-2026');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForFunction(() => Boolean(sessionStorage.getItem('p-token')));

    const old = await fetch(`${server.url}/api/patient/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'patient@demo.in', password: 'Patient@123', role: 1 }) });
    expect(old.status).toBe(401);
    await context.close();
  });
});

describe('the mailbox and DNS rebinding', () => {
  it('a new patient opens the verification link from the mailbox: the shop says the e-mail is verified; the link again is not valid (375 and 1280 px)', async () => {
    const payload = signupPayload();
    const signedUp = await fetch(`${server.url}/api/patient/create`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });
    expect(signedUp.status).toBe(200);
    const messages = (await (await fetch(`${server.url}/mailbox/messages.json`)).json()) as { id: number; subject: string; to: string }[];
    const mail = messages.find((m) => m.to === payload.email && m.subject === 'Please verify your e-mail address')!;
    expect(mail).toBeDefined();

    for (const [viewport, label] of [[PHONE, 'phone'], [DESKTOP, 'desktop']] as const) {
      const { page, context } = await newPage(browser, viewport);
      await page.goto(`${server.url}/mailbox/${mail.id}`);
      const link = page.getByRole('link', { name: /\/api\/account\/verify-email\?token=/ });
      await link.click();
      const expected = label === 'phone' ? ACCOUNT_SAFETY_MESSAGES.emailVerified : ACCOUNT_SAFETY_MESSAGES.verifyLinkInvalid;
      await page.getByText(expected).waitFor();
      // the screen once the entry spinner has gone (the toast leaves after 5 s)
      await spinnerGone(page);
      await screenshot(page, `email-verify-${label === 'phone' ? 'verified-phone' : 'used-again-desktop'}`, { fullPage: false });
      // shown once: the address loses its ?email= so a reload does not repeat it
      await page.waitForURL((url) => url.hash === '#/home');
      await context.close();
    }
  });

  it('refuses a page whose DNS name was rebound to this computer (foreign Host), and still opens on localhost', async () => {
    // the browser resolves rebound.test to 127.0.0.1, as a rebinding attacker's page would make it
    const rebinding = await launchBrowser(['--host-resolver-rules=MAP rebound.test 127.0.0.1']);
    try {
      const { page } = await newPage(rebinding, DESKTOP);
      const port = new URL(server.url).port;
      const refused = await page.goto(`http://rebound.test:${port}/mailbox/`);
      expect(refused?.status()).toBe(403);
      expect(await page.locator('body').innerText()).toContain('The local mailbox answers requests for localhost or the configured host only.');
      const json = await page.goto(`http://rebound.test:${port}/mailbox/messages.json`);
      expect(json?.status()).toBe(403);
      const local = await page.goto(`${server.url}/mailbox/`);
      expect(local?.status()).toBe(200);
    } finally {
      await rebinding.close();
    }
  });
});
