/**
 * The font lookups of a page load (issue 29): on Linux a renderer asks the browser's font service (fontconfig) for
 * every family of a `font-family` list it tries and every character its fonts lack, synchronously, and its main
 * thread waits meanwhile (inside Layout). Counts and the main thread's waits, from Chromium's `fonts` trace events.
 *   npx tsx bench/font-lookups.ts [route, default /#/home] [dist folder, default dist/]
 */
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM } from './lib/pages';
import { repoRoot } from './lib/processes';
import { serveBuild } from './lib/served-build';
import type { TraceEvent } from './lib/trace-events';


const route = process.argv[2] ?? '/#/home';
const dist = path.resolve(process.argv[3] ?? path.join(repoRoot, 'dist'));
/** the renderer's side of a lookup (its wall time is the main thread's wait) and the font service's side */
const LOOKUPS = [
  'FontCache::GetFontPlatformData',
  'FontDataService::MatchFamilyName',
  'FontCache::FallbackFontForCharacter',
  'WebSandboxSupportLinux::GetWebFontRenderStyleForStrike',
  'FontDataServiceImpl::MatchFamilyName',
  'FontServiceApp::FallbackFontForCharacter',
];

async function main(): Promise<void> {
  const served = await serveBuild(dist);
  const events: TraceEvent[] = [];
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'] });
    try {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: process.env.HINDI ? 'hi-IN' : 'en-IN' });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      cdp.on('Tracing.dataCollected', (event) => events.push(...(event.value as unknown as TraceEvent[])));
      const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
      await cdp.send('Tracing.start', { categories: 'fonts,disabled-by-default-fonts,toplevel' } as never);
      await page.goto(served.base + route, { waitUntil: 'load' });
      // until the page's start-up has settled: no request for 500 ms (its answers, chunks and pictures are in)
      await page.waitForLoadState('networkidle');
      await cdp.send('Tracing.end');
      await complete;
    } finally {
      await browser.close();
    }
  } finally {
    await served.stop();
  }
  for (const name of LOOKUPS) {
    const mine = events.filter((e) => e.name === name && e.ph === 'X');
    const wall = mine.reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000;
    const thread = mine.reduce((sum, e) => sum + (e.tdur ?? 0), 0) / 1000;
    console.log(`${name}: ${mine.length} calls, ${wall.toFixed(1)} ms wall, ${thread.toFixed(1)} ms thread`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
