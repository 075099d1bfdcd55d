/**
 * Journeys in Hindi (issue 31): a page of a Hindi browser, and the check every Hindi screen passes (axe's
 * `lang` and colour-contrast rules, nothing wider than the phone) before it is photographed.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { PHONE, screenshot } from './browser';
import { repoRoot } from './server';

const AXE = path.join(repoRoot, 'node_modules', 'axe-core', 'axe.min.js');
const AXE_RULES = ['html-has-lang', 'html-lang-valid', 'valid-lang', 'color-contrast'];

/** A page of a Hindi browser (the language switch's choice remembered as Hindi too), opened at `url`. */
export async function openInHindi(browser: Browser, viewport: { width: number; height: number }, url: string): Promise<Page> {
  // bypassCSP: axe-core is injected as an inline script, which the shop's CSP rightly refuses
  const context = await browser.newContext({ viewport, locale: 'hi-IN', bypassCSP: true });
  await context.addInitScript(() => localStorage.setItem('ayurveda-bazaar.language', 'hi'));
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.lang === 'hi');
  return page;
}

/** The screen passes axe's lang and contrast rules, fits the phone (at 375 px), and is photographed as `name`. */
export async function checkHindiScreen(page: Page, name: string, viewport: { width: number }): Promise<void> {
  await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async (rules) => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'rule', values: rules } });
    return result.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  }, AXE_RULES);
  expect(violations).toEqual([]);
  if (viewport.width === PHONE.width) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width + 1);
  await screenshot(page, name);
}
