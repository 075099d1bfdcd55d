/**
 * Consultations (issue 26): a guest opens a doctor from the home page, is asked to log in, comes back to the
 * same slot and books a free consultation as the demo patient (375 px); the patient books and pays a paid one
 * through the sandbox (1280 px); both are in My Consultations; the doctor sees the booking on the dashboard;
 * the mails are in the local mailbox with a valid .ics.
 */
import type { Browser, Page } from 'playwright-core';
import { browseHome, DESKTOP, PHONE, launchBrowser, newPage, screenshot, spinnerGone } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';

let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), server?.stop()]);
});

async function logIn(page: Page, role: 'patient' | 'doctor', email: string, password: string) {
  await spinnerGone(page);
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForFunction((key) => Boolean(sessionStorage.getItem(key)), role === 'patient' ? 'p-token' : 'doctor');
}

/** Chooses the first free slot of a later day (clear of the demo patient's seeded consultations). */
async function chooseSlot(page: Page, dayIndex: number): Promise<string> {
  const days = page.getByRole('group', { name: 'Days' }).getByRole('button');
  await days.first().waitFor();
  const enabled = page.getByRole('group', { name: 'Days' }).locator('button:not([disabled])');
  await enabled.nth(dayIndex).click();
  const slot = page.getByRole('group', { name: /^Times on/ }).getByRole('button').first();
  const label = (await slot.textContent()) ?? '';
  await slot.click();
  return label;
}

describe('consultations', () => {
  it('a guest opens a doctor from the home page, logs in as the patient, returns to the slot and books a free consultation (375 px)', async () => {
    const { page } = await newPage(browser, PHONE);
    await page.goto(`${server.url}/#/home`);
    await browseHome(page);
    const card = page.getByTestId('doctor-card').filter({ hasText: 'Dr. Meera Kulkarni' });
    await card.scrollIntoViewIfNeeded();
    await card.getByRole('link').click();
    await page.waitForURL(/#\/doctors\/\d+/);
    await page.getByRole('heading', { name: 'Dr. Meera Kulkarni' }).waitFor();
    const time = await chooseSlot(page, 1);
    await screenshot(page, 'consult-doctor-page-guest-phone');
    await page.getByRole('button', { name: 'Log in to book' }).click();
    await page.waitForURL(/#\/patient\/login$/);
    await logIn(page, 'patient', 'patient@demo.in', 'Patient@123');
    await page.waitForURL(/#\/doctors\/\d+\?slot=/);
    await page.getByLabel(/Your concern/).fill('Trouble sleeping and stress from work for three weeks.');
    expect(await page.getByRole('group', { name: /^Times on/ }).getByRole('button', { pressed: true }).textContent()).toBe(time);
    // nothing wider than the phone
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'consult-booking-form-phone');
    await page.getByRole('button', { name: 'Confirm free consultation' }).click();
    await page.getByRole('heading', { name: 'Your consultation is booked' }).waitFor();
    await page.getByTestId('appointment-status').filter({ hasText: 'Confirmed' }).waitFor();
    await screenshot(page, 'consult-booked-phone');
    await page.getByRole('link', { name: 'My Consultations' }).click();
    await page.getByRole('heading', { name: 'My Consultations' }).waitFor();
    await page.getByTestId('my-consultation').filter({ hasText: 'Dr. Meera Kulkarni' }).filter({ hasText: 'Trouble sleeping' }).waitFor();
    await screenshot(page, 'consult-my-consultations-phone');
    await page.close();
  });

  it('the patient finds a doctor from the header, pays a consultation in the sandbox and sees it; the doctor sees it on the dashboard (1280 px)', async () => {
    const { page } = await newPage(browser, DESKTOP);
    await page.goto(`${server.url}/#/patient/login`);
    await logIn(page, 'patient', 'patient@demo.in', 'Patient@123');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Consult a Doctor' }).click();
    await page.waitForURL(/#\/doctors$/);
    await page.getByTestId('consult-doctor').first().waitFor();
    await screenshot(page, 'consult-doctors-desktop');
    await page.getByTestId('consult-doctor').filter({ hasText: 'Dr. Ananya Sharma' }).getByRole('link', { name: 'Dr. Ananya Sharma' }).click();
    await chooseSlot(page, 2);
    await page.getByLabel(/Your concern/).fill('Migraine on weekday evenings.');
    await screenshot(page, 'consult-doctor-page-desktop');
    await page.getByRole('button', { name: /Confirm and pay ₹500/ }).click();
    await page.waitForURL(/\/pay\/sandbox\/checkout\//);
    await screenshot(page, 'consult-sandbox-pay-page');
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/#\/consultations\/booking\/\d+\/success$/);
    await page.getByTestId('appointment-status').filter({ hasText: 'Confirmed' }).waitFor();
    await screenshot(page, 'consult-paid-desktop');
    await page.goto(`${server.url}/#/patient/my-profile/consultations`);
    await page.getByTestId('my-consultation').filter({ hasText: 'Migraine on weekday evenings' }).waitFor();
    await screenshot(page, 'consult-my-consultations-desktop');
    await page.close();

    for (const viewport of [DESKTOP, PHONE]) {
      const { page: doctor } = await newPage(browser, viewport);
      await doctor.goto(`${server.url}/#/doctor/login`);
      await logIn(doctor, 'doctor', 'doctor@demo.in', 'Doctor@123');
      await doctor.waitForURL(/#\/doctor\/dashboard$/);
      await doctor.getByRole('link', { name: 'Continue' }).waitFor();
      await doctor.getByTestId('doctor-appointment').filter({ hasText: 'Migraine on weekday evenings' }).waitFor();
      await screenshot(doctor, `consult-doctor-dashboard-${viewport === PHONE ? 'phone' : 'desktop'}`);
      await doctor.close();
    }
  });

  it('the mails are in the local mailbox with a valid .ics in India time', async () => {
    const messages = (await (await fetch(`${server.url}/mailbox/messages.json`)).json()) as Array<{ id: number; to: string; subject: string; template: string; attachments: Array<{ index: number; filename: string }> }>;
    const confirmed = messages.filter((message) => message.template === 'appointment-confirmed');
    expect(confirmed.map((message) => message.to)).toEqual(expect.arrayContaining(['patient@demo.in', 'doctor@demo.in', 'meera.kulkarni@demo.in']));
    const mail = confirmed.find((message) => message.to === 'patient@demo.in') as (typeof confirmed)[number];
    expect(mail.attachments[0].filename).toBe('consultation.ics');
    const response = await fetch(`${server.url}/mailbox/${mail.id}/attachments/0`);
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
    const ics = await response.text();
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2.0\r\n/);
    expect(ics).toMatch(/\r\nDTSTART;TZID=Asia\/Kolkata:\d{8}T\d{6}\r\n/);
    expect(ics).toMatch(/\r\nBEGIN:VEVENT\r\n[\s\S]*\r\nEND:VEVENT\r\n/);
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const { page } = await newPage(browser, PHONE);
    await page.goto(`${server.url}/mailbox/${mail.id}`);
    await page.getByText('consultation.ics').first().waitFor();
    await screenshot(page, 'consult-mail-phone');
    await page.close();
  });
});
