/**
 * The first screen the shell page paints before any app code (scripts/webpack/index.html) lays Hindi out as the
 * apps do (shared-lib/ui/devanagari.css): a line height that differs moves every card when the apps' styles
 * arrive, which shifts the page and makes Chromium report the list's first picture again as a later, larger
 * contentful paint (the Hindi list's LCP was 4 s for a 32 px² difference: docs/performance.md).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../../..');

/** `selector → line-height` of every rule for Hindi pages (`html[lang=hi] …`), quotes and spacing normalised. */
function hindiLineHeights(css: string): Map<string, string> {
  const rules = new Map<string, string>();
  for (const [, selectors, body] of css.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const lineHeight = /line-height:\s*([^;]+);?/.exec(body)?.[1].trim();
    if (!lineHeight) continue;
    for (const selector of selectors.split(',').map((s) => s.replace(/\/\*[\s\S]*?\*\//g, '').replace(/['"]/g, '').replace(/\s+/g, ' ').trim())) {
      if (selector.startsWith('html[lang=hi]') && !selector.includes('.')) rules.set(selector, lineHeight);
    }
  }
  return rules;
}

test('the boot page gives Hindi headings and text the line heights the apps give them', () => {
  const apps = hindiLineHeights(readFileSync(path.join(repoRoot, 'shared-lib/ui/devanagari.css'), 'utf8'));
  const page = readFileSync(path.join(repoRoot, 'scripts/webpack/index.html'), 'utf8');
  const boot = hindiLineHeights(/<style>([\s\S]*?)<\/style>/.exec(page)![1]);
  expect(apps.size).toBeGreaterThanOrEqual(4);
  expect(Object.fromEntries(boot)).toEqual(Object.fromEntries(apps));
});
