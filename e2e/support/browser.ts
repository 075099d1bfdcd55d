/** Debian's Chromium, headless, through playwright-core. */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { repoRoot } from './server';

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 900 };

/** `extraArgs`: more Chromium switches, e.g. `--host-resolver-rules=MAP rebound.test 127.0.0.1` to play a DNS rebinding, or the fake camera and microphone of the consultation room journey. */
const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ ...CHROMIUM, args: [...CHROMIUM.args, ...extraArgs] });
}

/**
 * A browser with a profile on disk (`userDataDir`), not an incognito context: what Chromium's
 * installability check needs (it refuses incognito). Close the context to end the browser.
 */
export async function launchProfileBrowser(userDataDir: string, viewport = DESKTOP): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, { ...CHROMIUM, viewport });
}

export async function newPage(browser: Browser, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  return { context, page };
}

/** Screenshots land in e2e/screenshots/ for a person to look at. */
export async function screenshot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<void> {
  const dir = path.join(repoRoot, 'e2e', 'screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage });
}

/** Waits until the spinner overlay (the 2 s entry spinner or a request's) has left the page. */
export async function spinnerGone(page: Page, timeout = 15000): Promise<void> {
  // every overlay: the shell's and a remote's may show at once (a locator for one would fail in strict mode)
  await page.waitForFunction(() => !document.querySelector('[data-testid="spinner-overlay"]'), undefined, { timeout });
}

/** Waits until no CSS animation or transition runs in `selector`'s element (e.g. a dialog's entrance), instead of sleeping. */
export async function animationsDone(page: Page, selector: string, timeout = 10000): Promise<void> {
  await page.waitForFunction(
    (css) => {
      const element = document.querySelector(css);
      return element !== null && element.getAnimations({ subtree: true }).every((animation) => animation.playState !== 'running');
    },
    selector,
    { timeout },
  );
}

/** The SweetAlert2 dialog has finished its entrance (for a screenshot of the settled dialog). */
export const popupSettled = (page: Page) => animationsDone(page, '.swal2-container');

/** Two animation frames: what the page renders after a scroll or a state change has been painted. */
export async function nextPaint(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * Home's sections below its first screen mount once the shopper starts using the page (BelowTheFold in the
 * storefront): on home, a key press (as a keyboard user's first Tab) starts them. Elsewhere it does nothing.
 */
export async function browseHome(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('[data-testid="below-the-fold"], [data-testid="product-card"]') !== null, undefined, { timeout: 30000 });
  if ((await page.getByTestId('below-the-fold').count()) > 0) await page.keyboard.press('Shift');
}

/** The page's product cards: on home, below its first screen, where the shopper goes. */
export async function productCardsShown(page: Page): Promise<void> {
  await browseHome(page);
  await page.getByTestId('product-card').first().waitFor();
}
