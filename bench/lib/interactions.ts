/**
 * Interaction latency: a scripted interaction on each page (open and close the cart, add to cart, apply a
 * filter, change the sort) in Chromium at Lighthouse's phone size under 4× CPU throttling, measured by the
 * page itself with the Event Timing API (PerformanceObserver 'event' entries, durationThreshold 16): an
 * interaction's latency is its longest entry (input delay + processing + the wait for the next paint),
 * as INP counts it. Only trusted input counts, so every step is a real click or key press (a select is
 * changed with the keyboard, not by setting its value). An interaction under 16 ms leaves no entry and is
 * counted as 16 ms (an upper bound).
 */
import type { Page } from 'playwright-core';
import { percentile } from './budgets';
import type { PageSpec } from './baselines';
import { CHROMIUM } from './pages';
import type { InteractionResult } from './types';

const PHONE = { width: 412, height: 823 };
const CPU_SLOWDOWN = 4;
const THRESHOLD_MS = 16;

interface Step {
  name: string;
  act(page: Page): Promise<void>;
}

// a string: tsx would wrap a named function in a helper the page does not have
const OBSERVER = `window.__benchEvents = [];
new PerformanceObserver(function (list) {
  for (const e of list.getEntries()) window.__benchEvents.push({ id: e.interactionId || 0, start: e.startTime, duration: e.duration, name: e.name });
}).observe({ type: 'event', durationThreshold: ${THRESHOLD_MS}, buffered: true });`;

const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart, \d+ items$/ });
const openCart: Step = {
  name: 'open the cart',
  act: async (page) => {
    await cartButton(page).click();
    await page.getByRole('dialog', { name: 'Your Cart' }).waitFor();
  },
};
const closeCart: Step = {
  name: 'close the cart (Escape)',
  act: async (page) => {
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Your Cart' }).waitFor({ state: 'detached' });
  },
};

export interface InteractionSpec {
  page: PageSpec;
  /** what shows once the route's own content has rendered (not the boot script's first screen) */
  ready: (page: Page) => Promise<void>;
  steps: Step[];
}

export const INTERACTIONS = (pages: Record<'home' | 'list' | 'details' | 'policy', PageSpec>): InteractionSpec[] => [
  {
    page: pages.home,
    ready: (page) => page.locator('main h2').first().waitFor(),
    steps: [openCart, closeCart],
  },
  {
    page: pages.list,
    ready: (page) => page.getByRole('button', { name: /^Add .+ to cart$/ }).first().waitFor(),
    steps: [
      {
        name: 'add to cart',
        act: async (page) => {
          await page.getByRole('button', { name: /^Add .+ to cart$/ }).first().click();
          await page.getByTestId('cart-count').filter({ hasText: '1' }).waitFor();
        },
      },
      openCart,
      closeCart,
      {
        name: 'open the filters',
        act: async (page) => {
          await page.getByRole('button', { name: 'Filters' }).click();
          await page.locator('#list-filters input[type="checkbox"]').first().waitFor({ state: 'visible' });
        },
      },
      {
        name: 'apply a filter',
        act: async (page) => {
          // the price group by its legend (the last group is not it: the rating and prescription groups came later)
          await page.getByRole('group', { name: 'Price' }).locator('label').first().click();
          await page.waitForURL(/price=/);
        },
      },
      {
        name: 'change the sort (keyboard)',
        act: async (page) => {
          await page.getByLabel('Sort by').focus();
          await page.keyboard.press('ArrowDown');
          await page.waitForURL(/sort=/);
        },
      },
    ],
  },
  {
    page: pages.details,
    ready: (page) => page.getByRole('button', { name: 'Add to cart', exact: true }).waitFor(),
    steps: [
      {
        name: 'increase the quantity',
        act: async (page) => {
          await page.getByRole('button', { name: 'Increase quantity' }).click();
          await page.getByTestId('details-quantity').filter({ hasText: '2' }).waitFor();
        },
      },
      openCart,
      closeCart,
    ],
  },
  {
    page: pages.policy,
    ready: (page) => page.locator('main h1').first().waitFor(),
    steps: [openCart, closeCart],
  },
];

/** The longest Event Timing entry of the interaction that started after `since` (16 ms when none reached the threshold). */
async function latencySince(page: Page, since: number): Promise<number> {
  // entries are queued after the next paint and delivered to observers a task later
  await page.waitForFunction((mark) => (window as unknown as { __benchEvents: Array<{ id: number; start: number }> }).__benchEvents.some((e) => e.id > 0 && e.start >= mark), since, { timeout: 1000 }).catch(() => undefined);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));
  const durations = await page.evaluate(
    (mark) => (window as unknown as { __benchEvents: Array<{ id: number; start: number; duration: number }> }).__benchEvents.filter((e) => e.id > 0 && e.start >= mark).map((e) => e.duration),
    since,
  );
  return durations.length ? Math.max(...durations) : THRESHOLD_MS;
}

export async function runInteractions(base: string, specs: InteractionSpec[], runs: number): Promise<InteractionResult[]> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
  const latencies = new Map<string, Map<string, number[]>>(specs.map((s) => [s.page.name, new Map(s.steps.map((step) => [step.name, []]))]));
  try {
    for (let run = 0; run < runs; run++) {
      for (const spec of specs) {
        const context = await browser.newContext({ viewport: PHONE, isMobile: true, deviceScaleFactor: 1.75 });
        try {
          const page = await context.newPage();
          await page.addInitScript(OBSERVER);
          const cdp = await context.newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
          await page.goto(`${base}${spec.page.path}`);
          await spec.ready(page);
          await page.waitForLoadState('networkidle');
          const line: string[] = [];
          for (const step of spec.steps) {
            const since = await page.evaluate(() => performance.now());
            await step.act(page);
            const ms = await latencySince(page, since);
            latencies.get(spec.page.name)!.get(step.name)!.push(ms);
            line.push(`${step.name} ${Math.round(ms)} ms`);
          }
          console.log(`  ${spec.page.name} run ${run + 1}: ${line.join(', ')}`);
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
  }
  return specs.map((spec) => {
    const byStep = latencies.get(spec.page.name)!;
    const all = [...byStep.values()].flat();
    return {
      page: spec.page.name,
      runs,
      interactions: [...byStep].map(([name, latenciesMs]) => ({ name, latenciesMs })),
      p75Ms: percentile(all, 75),
      maxMs: Math.max(...all),
    };
  });
}
