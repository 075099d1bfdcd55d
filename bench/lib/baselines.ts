/**
 * The same-run baselines: a static HTML page and a minimal React page, written into the served folder for
 * the length of the bench and fetched from the same server as the shop's pages, so a reader can tell the
 * machine's noise (what even a page with no work costs in this run) from the product's cost.
 * Both show what a shop page's first screen shows: a header, a heading and a grid of 24 product cards.
 * The React page is React 19 and React DOM only (esbuild, production, minified, brotli like the shop's files).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { repoRoot } from './processes';

export interface PageSpec {
  name: string;
  /** the page's address below the server's origin, e.g. `/#/home` */
  path: string;
  /** a same-run baseline (no budgets), not a page of the shop */
  baseline?: boolean;
  /** the browser's language on a first visit (default English): 'hi' opens the shop in Hindi (issue 31) */
  language?: 'hi';
}

const STYLE = `body{margin:0;font-family:system-ui,sans-serif;color:#1f2937}header{height:64px;background:#14532d;color:#fff;display:flex;align-items:center;padding:0 16px;font-weight:700}
main{padding:16px;max-width:1200px;margin:0 auto}h1{font-size:1.5rem;margin:0 0 12px}ul{list-style:none;padding:0;margin:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(160px,1fr));gap:12px}
li{border:1px solid #e5e7eb;border-radius:8px;padding:12px;min-height:120px}li b{display:block;margin-bottom:8px}button{margin-top:8px;padding:6px 10px}`;

const cards = Array.from({ length: 24 }, (_, i) => ({ name: `Ayurvedic product ${i + 1}`, price: `₹${(120 + i * 15).toLocaleString('en-IN')}.00` }));

const page = (title: string, body: string, script = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title><style>${STYLE}</style>${script}</head><body>${body}</body></html>\n`;

const STATIC_BODY = `<header>Baseline shop</header><main><h1>Natural Health Supplements</h1><ul>${cards
  .map((c) => `<li><b>${c.name}</b><span>${c.price}</span><br><button type="button">Add to cart</button></li>`)
  .join('')}</ul></main>`;

const REACT_ENTRY = `import { createRoot } from 'react-dom/client';
import { createElement as h, Fragment, useState } from 'react';
const cards = ${JSON.stringify(cards)};
function Card({ card }) {
  const [added, setAdded] = useState(false);
  return h('li', null, h('b', null, card.name), h('span', null, card.price), h('br'), h('button', { type: 'button', onClick: () => setAdded(true) }, added ? 'Added' : 'Add to cart'));
}
function App() {
  return h(Fragment, null, h('header', null, 'Baseline shop'), h('main', null, h('h1', null, 'Natural Health Supplements'), h('ul', null, cards.map((card) => h(Card, { key: card.name, card })))));
}
createRoot(document.getElementById('root')).render(h(App));
`;

/** Writes the two baseline pages under `<staticRoot>/bench-baseline/<stamp>/` (served as /apps/…); returns them and a remover. */
export async function writeBaselinePages(staticRoot: string): Promise<{ pages: PageSpec[]; remove: () => void }> {
  const { build } = await import('esbuild');
  const folder = path.join(staticRoot, 'bench-baseline');
  const stamp = `run-${Date.now()}`;
  const dir = path.join(folder, stamp);
  mkdirSync(dir, { recursive: true });
  const bundle = await build({
    stdin: { contents: REACT_ENTRY, resolveDir: repoRoot, loader: 'jsx' },
    bundle: true,
    minify: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const files: Record<string, string | Uint8Array> = {
    'static.html': page('Static baseline', STATIC_BODY),
    'react.html': page('React baseline', '<div id="root"></div>', '<script defer src="react.js"></script>'),
    'react.js': bundle.outputFiles[0].contents,
  };
  for (const [name, body] of Object.entries(files)) {
    writeFileSync(path.join(dir, name), body);
    writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(body));
  }
  return {
    pages: [
      { name: 'baseline: static HTML', path: `/apps/bench-baseline/${stamp}/static.html`, baseline: true },
      { name: 'baseline: minimal React', path: `/apps/bench-baseline/${stamp}/react.html`, baseline: true },
    ],
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}
