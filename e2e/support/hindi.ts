/**
 * What the Hindi journeys share (issue 31): one browser and one shop per test file, a page of a Hindi browser,
 * and the check of a Hindi screen (`<html lang="hi">`, axe's lang and contrast rules, Devanagari drawn with a
 * Devanagari font, nothing wider than the phone, a screenshot to look at).
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

const PROBE = 'data-devanagari-probe';

/**
 * The Devanagari texts on screen (up to `limit`) that the browser drew with no Devanagari font: with a system
 * font picked for `lang="hi"` ahead of the shop's web font, each letter is an empty box. Asks Chromium which
 * fonts it used for each element's own text.
 */
export async function devanagariWithoutItsFont(page: Page, limit = 40): Promise<string[]> {
  // The web font's faces come with the shell's styles, and swap in when they arrive (font-display: swap): what
  // the boot page paints before them uses the system's fonts, and boxes meanwhile are the swap, not the defect.
  await page.waitForFunction(() => Array.from(document.fonts).some((face) => face.family.replace(/"/g, '') === 'Shop Devanagari'));
  await page.evaluate(async () => {
    await Promise.all(['400', '700'].map((weight) => document.fonts.load(`${weight} 16px "Shop Devanagari"`, 'क')));
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
  const texts = await page.evaluate(
    ({ probe, limit }) => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const found: string[] = [];
      for (let node = walker.nextNode(); node && found.length < limit; node = walker.nextNode()) {
        const element = node.parentElement;
        if (!element || element.hasAttribute(probe) || !/[\u0900-\u097F]/.test(node.textContent ?? '') || !element.checkVisibility()) continue;
        element.setAttribute(probe, String(found.length));
        found.push((node.textContent ?? '').trim());
      }
      return found;
    },
    { probe: PROBE, limit },
  );
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const missing: string[] = [];
    for (const [index, text] of texts.entries()) {
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: `[${PROBE}="${index}"]` });
      if (!nodeId) continue; // re-rendered meanwhile
      const fonts = await cdp.send('CSS.getPlatformFontsForNode', { nodeId }).then(
        (answer) => answer.fonts,
        () => null, // taken out of the page meanwhile
      );
      if (!fonts) continue;
      if (!fonts.some((font) => /devanagari/i.test(font.familyName))) missing.push(`${text} (${fonts.map((font) => font.familyName).join(', ')})`);
    }
    return missing;
  } finally {
    await page.evaluate((probe) => document.querySelectorAll(`[${probe}]`).forEach((element) => element.removeAttribute(probe)), PROBE);
    await cdp.detach();
  }
}

/** The screen is in Hindi, passes axe's lang and contrast rules, draws its Devanagari, fits the phone, and is photographed as `name`. */
export async function checkHindiScreen(page: Page, name: string, viewport: { width: number }): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
  expect(await axeViolations(page)).toEqual([]);
  expect(await devanagariWithoutItsFont(page)).toEqual([]);
  if (viewport.width === PHONE.width) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width + 1);
  await screenshot(page, name);
}
