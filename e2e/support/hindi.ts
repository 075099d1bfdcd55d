/**
 * What the Hindi journeys share (issue 31): one browser and one shop per test file, a page of a Hindi browser,
 * and the check of a Hindi screen (`<html lang="hi">`, axe's lang and contrast rules, nothing wider than the
 * phone, a screenshot to look at).
 */
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, PHONE, screenshot } from './browser';
import { startServer, type RunningServer } from './server';

const AXE_SOURCE = require.resolve('axe-core/axe.min.js');
/** the rules the issue names: the page's language and the contrast of its texts */
const AXE_RULES = ['html-has-lang', 'html-lang-valid', 'html-xml-lang-mismatch', 'valid-lang', 'color-contrast'];

export interface ShopAndBrowser {
  readonly server: RunningServer;
  readonly browser: Browser;
}

/** Starts the browser and the shop before the file's tests and stops both after them; read the fields inside the tests. */
export function shopAndBrowserForThisFile(): ShopAndBrowser {
  const started: { server?: RunningServer; browser?: Browser } = {};
  beforeAll(async () => {
    [started.browser, started.server] = await Promise.all([launchBrowser(), startServer()]);
  }, 120000);
  afterAll(async () => {
    await Promise.all([started.browser?.close(), started.server?.stop()]);
  });
  return {
    get server() {
      if (!started.server) throw new Error('the shop is not started yet');
      return started.server;
    },
    get browser() {
      if (!started.browser) throw new Error('the browser is not started yet');
      return started.browser;
    },
  };
}

export interface OpenOptions {
  /** the browser's language (default Hindi) */
  locale?: string;
  /** the language switch's choice already remembered as Hindi */
  rememberHindi?: boolean;
  /** axe-core is injected as an inline script, which the shop's CSP rightly refuses: a page to check bypasses it */
  forAxe?: boolean;
}

/** A new page (in a context of its own) at `url`. */
async function openUrl(browser: Browser, viewport: { width: number; height: number }, url: string, options: OpenOptions = {}): Promise<Page> {
  const { locale = 'hi-IN', rememberHindi = false, forAxe = false } = options;
  const context = await browser.newContext({ viewport, locale, bypassCSP: forAxe });
  if (rememberHindi) await context.addInitScript(() => localStorage.setItem('ayurveda-bazaar.language', 'hi'));
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await page.goto(url);
  return page;
}

/** A new page (in a context of its own) at the shop's `hash`. */
export const openPage = (shop: ShopAndBrowser, viewport: { width: number; height: number }, hash: string, options: OpenOptions = {}) =>
  openUrl(shop.browser, viewport, `${shop.server.url}/${hash}`, options);

/** A page of a Hindi browser with Hindi remembered, ready for axe, at `url`, once the page is in Hindi. */
export async function openInHindi(browser: Browser, viewport: { width: number; height: number }, url: string): Promise<Page> {
  const page = await openUrl(browser, viewport, url, { rememberHindi: true, forAxe: true });
  await page.waitForFunction(() => document.documentElement.lang === 'hi');
  return page;
}

/** The ids and targets of axe's violations of AXE_RULES on the page as it is now. */
export async function axeViolations(page: Page): Promise<{ id: string; targets: string[] }[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SOURCE });
  return page.evaluate(async (rules) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; nodes: { target: string[]; failureSummary?: string }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'rule', values: rules }, resultTypes: ['violations'] });
    return result.violations.map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`) }));
  }, AXE_RULES);
}

/** The screen is in Hindi, passes axe's lang and contrast rules, fits the phone, and is photographed as `name`. */
export async function checkHindiScreen(page: Page, name: string, viewport: { width: number }): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
  expect(await axeViolations(page)).toEqual([]);
  if (viewport.width === PHONE.width) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width + 1);
  await screenshot(page, name);
}
