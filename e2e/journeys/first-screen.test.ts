/**
 * The first screen the shell page's boot script paints (scripts/webpack/boot-page.js, before any bundle)
 * against React's rendering of the same page, at the bench's phone width (Lighthouse's 412 px) and on a
 * desktop: the product list's heading and first cards and a product's picture, name and price must have the
 * same boxes (within a few pixels) and texts, or the hand-over shifts the page (the bench's CLS) and shows
 * other words. The boot-painted screen is read with the shell's code held back, so React never replaces it.
 */
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, screenshot } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';

/** Lighthouse's default mobile screen, the width the bench measures the first screen's layout shift at. */
const BENCH_PHONE = { width: 412, height: 823 };
const TOLERANCE_PX = 3;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
  text: string;
}
type Boxes = Record<string, Box | null>;

/** One selector per part, in the boot script's markup and in React's (CSS Modules: by role and test id). */
interface Part {
  name: string;
  boot: string;
  react: string;
  /** compare the text too (texts from shared-lib on both sides) */
  text?: boolean;
}

const card = (n: number, boot: string, react: string, text = false): Part => ({
  name: `card ${n + 1} ${boot || 'box'}`,
  boot: `.fs-card:nth-child(${n + 1}) ${boot}`.trim(),
  react: `[data-testid="product-card"]:nth-child(${n + 1}) ${react}`.trim(),
  text,
});
const LIST_PARTS: Part[] = [
  { name: 'title', boot: '.fs-title', react: 'main h1', text: true },
  { name: 'count', boot: '.fs-count', react: '[data-testid="product-count"]', text: true },
  ...[0, 1, 2, 3].flatMap((n) => [
    card(n, '', ''),
    card(n, 'img', 'img'),
    card(n, 'h3', 'h3', true),
    card(n, '.fs-seller', 'a + p', true),
    card(n, '.fs-price', '[data-testid="price"]', true),
    card(n, '.fs-add', 'button', true),
  ]),
];
const DETAILS_PARTS: Part[] = [
  { name: 'breadcrumb', boot: '.fs-crumbs', react: 'nav[aria-label="Breadcrumb"]', text: true },
  { name: 'name', boot: '.fs-name', react: 'main h1', text: true },
  { name: 'picture', boot: '.fs-zoom-box img', react: `main img[width="300"]` },
  { name: 'price', boot: '.fs-price', react: '[data-testid="price"]', text: true },
];

let server: RunningServer;
let browser: Browser;
let productId: number;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const list = await fetch(`${server.url}/api/product/allProducts?limit=1&offset=0`).then((answer) => answer.json());
  productId = (list.data.items ?? list.data)[0].id;
}, 120000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function boxesOf(page: Page, parts: Part[], side: 'boot' | 'react'): Promise<Boxes> {
  return page.evaluate(
    ({ list, key }) => {
      const boxes: Record<string, { x: number; y: number; width: number; height: number; text: string } | null> = {};
      for (const part of list) {
        const element = document.querySelector(part[key]);
        const rect = element?.getBoundingClientRect();
        boxes[part.name] = element && rect ? { x: rect.x + scrollX, y: rect.y + scrollY, width: rect.width, height: rect.height, text: (element.textContent ?? '').replace(/\s+/g, ' ').trim() } : null;
      }
      return boxes;
    },
    { list: parts, key: side },
  );
}

const picturesLoaded = (page: Page, selector: string) =>
  page.waitForFunction((css) => Array.from(document.querySelectorAll<HTMLImageElement>(css)).every((img) => img.complete), selector, { timeout: 15000 });

/** The boot script's screen: the shell's code (its main.js) is held back, so nothing replaces it. */
async function bootPainted(viewport: typeof DESKTOP, hash: string, parts: Part[], shot: string): Promise<Boxes> {
  const { context, page } = await newPage(browser, viewport);
  try {
    await page.route(/\/apps\/shell\/[^/]+\/main\.js$/, (route) => route.abort());
    await page.goto(`${server.url}/${hash}`);
    await page.locator('main[data-first-screen]').waitFor({ timeout: 15000 });
    await picturesLoaded(page, 'main img[loading="eager"]');
    await screenshot(page, shot);
    return await boxesOf(page, parts, 'boot');
  } finally {
    await context.close();
  }
}

async function reactRendered(viewport: typeof DESKTOP, hash: string, parts: Part[], ready: string, shot: string): Promise<Boxes> {
  const { context, page } = await newPage(browser, viewport);
  try {
    await page.goto(`${server.url}/${hash}`);
    await page.locator('header').waitFor();
    await page.locator(ready).first().waitFor({ timeout: 15000 });
    await page.getByTestId('first-screen').waitFor({ state: 'detached' });
    await page.getByTestId('spinner-overlay').waitFor({ state: 'detached', timeout: 15000 });
    await picturesLoaded(page, 'main img[loading="eager"]');
    await screenshot(page, shot);
    return await boxesOf(page, parts, 'react');
  } finally {
    await context.close();
  }
}

/** Every part's differences beyond the tolerance, as readable lines (empty: the two screens agree). */
function drift(parts: Part[], boot: Boxes, react: Boxes): string[] {
  const problems: string[] = [];
  for (const part of parts) {
    const a = boot[part.name];
    const b = react[part.name];
    if (!a || !b) {
      problems.push(`${part.name}: ${a ? '' : 'not painted by the boot script'}${!a && !b ? ', ' : ''}${b ? '' : 'not rendered by React'}`);
      continue;
    }
    const off = (['x', 'y', 'width', 'height'] as const).filter((key) => Math.abs(a[key] - b[key]) > TOLERANCE_PX);
    if (off.length) problems.push(`${part.name}: ${off.map((key) => `${key} ${a[key].toFixed(1)} (boot) vs ${b[key].toFixed(1)} (React)`).join(', ')}`);
    if (part.text && a.text !== b.text) problems.push(`${part.name}: text "${a.text}" (boot) vs "${b.text}" (React)`);
  }
  return problems;
}

describe.each([
  ['phone', BENCH_PHONE],
  ['desktop', DESKTOP],
])('the first screen at %s width', (name, viewport) => {
  it('paints the product list as React renders it', async () => {
    const hash = '#/home/buy-medicine';
    const boot = await bootPainted(viewport, hash, LIST_PARTS, `first-screen-list-boot-${name}`);
    const react = await reactRendered(viewport, hash, LIST_PARTS, '[data-testid="product-card"] img', `first-screen-list-react-${name}`);
    expect(drift(LIST_PARTS, boot, react)).toEqual([]);
  });

  it("paints a product's details as React renders them", async () => {
    const hash = `#/home/buy-medicine/product-details/${productId}`;
    const boot = await bootPainted(viewport, hash, DETAILS_PARTS, `first-screen-details-boot-${name}`);
    const react = await reactRendered(viewport, hash, DETAILS_PARTS, '[data-testid="price"]', `first-screen-details-react-${name}`);
    expect(drift(DETAILS_PARTS, boot, react)).toEqual([]);
  });
});
