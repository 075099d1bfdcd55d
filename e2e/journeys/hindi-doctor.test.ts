/**
 * The doctor app in Hindi (issue 31) at 375 and 1280 px: find-a-doctor, a doctor's public page with the
 * booking form (as the demo patient), the demo doctor's consultation hours and profile, and the consultation
 * room's chat (the video call itself is the consultation-room journey). Each screen is wholly in Hindi for a
 * Hindi browser, nothing is wider than the phone, and axe-core finds no `lang` or colour-contrast violation.
 * Screenshots land in e2e/screenshots/hindi-doctor-*.png.
 */
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, spinnerGone } from '../support/browser';
import { consultationNow } from '../support/consultations';
import { checkHindiScreen, openInHindi } from '../support/hindi';
import { startServer, type RunningServer } from '../support/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // a fake camera and microphone: the room asks for them (the call's own journey checks the media)
  [browser, server] = await Promise.all([launchBrowser(['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream']), startServer({ env: { ICE_SERVERS: '[]' } })]);
}, 120000);
afterAll(async () => {
  await Promise.all([browser?.close(), server?.stop()]);
});

const open = (viewport: { width: number; height: number }, hash: string) => openInHindi(browser, viewport, `${server.url}/${hash}`);
const check = (page: Page, name: string, label: string) => checkHindiScreen(page, `hindi-doctor-${name}-${label}`, label === '375' ? PHONE : DESKTOP);

async function logIn(page: Page, role: 'patient' | 'doctor', email: string, password: string) {
  await page.goto(`${server.url}/#/${role}/login`);
  await spinnerGone(page);
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(password);
  await page.locator('#login-password').press('Enter');
  await page.waitForFunction((key) => Boolean(sessionStorage.getItem(key)), role === 'patient' ? 'p-token' : 'doctor');
}

describe.each([
  ['375', PHONE],
  ['1280', DESKTOP],
])('the doctor app in Hindi at %s px', (label, viewport) => {
  it("find-a-doctor, then a doctor's page with the booking form of a logged-in patient", async () => {
    const page = await open(viewport, '#/doctors');
    await page.getByRole('heading', { name: 'आयुर्वेदिक डॉक्टर से सलाह लें' }).waitFor();
    await page.getByRole('form', { name: 'डॉक्टर फ़िल्टर करें' }).getByText('आज उपलब्ध').waitFor();
    const card = page.getByTestId('consult-doctor').filter({ has: page.getByRole('link', { name: 'अपॉइंटमेंट बुक करें' }) }).first();
    await card.getByText(/^अगला खाली समय: /).waitFor();
    await spinnerGone(page);
    await check(page, 'find', label);

    await logIn(page, 'patient', 'patient@demo.in', 'Patient@123');
    await page.goto(`${server.url}/#/doctors`);
    await card.getByRole('link', { name: 'अपॉइंटमेंट बुक करें' }).click();
    await page.getByRole('heading', { name: 'स्लॉट चुनें (भारतीय समय)' }).waitFor();
    await page.getByRole('group', { name: /के समय \(भारतीय समय\)$/ }).getByRole('button').first().click();
    const form = page.getByRole('form', { name: 'यह स्लॉट बुक करें' });
    await form.getByLabel(/आपकी समस्या/).fill('सुबह घुटनों में जकड़न');
    await form.getByRole('button', { name: /पक्क/ }).waitFor();
    await spinnerGone(page);
    await check(page, 'doctor-page', label);
    await page.context().close();
  });

  it("the demo doctor's consultation hours and profile", async () => {
    const page = await open(viewport, '#/home');
    await logIn(page, 'doctor', 'doctor@demo.in', 'Doctor@123');
    await page.goto(`${server.url}/#/doctor/availability`);
    await page.getByRole('heading', { name: 'कंसल्टेशन का समय', level: 1 }).waitFor();
    await page.getByText('सोमवार', { exact: true }).waitFor();
    await page.getByLabel('स्लॉट की अवधि').waitFor();
    await spinnerGone(page);
    await check(page, 'hours', label);

    await page.goto(`${server.url}/#/doctor/my-profile`);
    await page.getByRole('heading', { name: 'यूज़र डैशबोर्ड' }).waitFor();
    await page.getByRole('tab', { name: 'काम की जानकारी' }).click();
    await page.getByTestId('work-details').getByText('अस्पताल का नाम').waitFor();
    await spinnerGone(page);
    await check(page, 'profile', label);
    await page.context().close();
  });

  it("the consultation room's chat, as the doctor", async () => {
    const id = consultationNow(server, `Hindi journey ${label}: acidity after meals`);
    const page = await open(viewport, '#/home');
    await logIn(page, 'doctor', 'doctor@demo.in', 'Doctor@123');
    await page.goto(`${server.url}/#/consult/${id}`);
    await page.getByRole('heading', { name: /के साथ कंसल्टेशन$/ }).waitFor();
    const chat = page.getByRole('region', { name: 'चैट' });
    await chat.getByPlaceholder('मैसेज लिखें').fill('नमस्ते, खाने के बाद जलन कब से है?');
    await chat.getByRole('button', { name: 'भेजें', exact: true }).click();
    await chat.getByTestId('chat-message').filter({ hasText: /^आप · / }).waitFor();
    await page.getByTestId('call-state').filter({ hasText: 'दूसरे व्यक्ति के जुड़ने का इंतज़ार है…' }).waitFor({ timeout: 20_000 });
    await page.getByRole('form', { name: 'ई-प्रिस्क्रिप्शन' }).waitFor();
    await check(page, 'room', label);
    await page.context().close();
  });
});
