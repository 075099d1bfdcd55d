/**
 * For tests: runs the shell page's boot script (scripts/webpack/boot-script.js, its exact text as the page
 * embeds it) in this document, on `hash`, with the page's data blocks and a stand-in `fetch`.
 */
import type { Product } from 'shared-lib/contract';
import { bootPageConfig, type BootPageConfig } from 'shared-lib/contract/boot-page-config';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { bootScript } = require('../../../../scripts/webpack/boot-script.js') as { bootScript: (config: BootPageConfig) => string };
/** The script as the build embeds it: the same configuration, here read by jest's TypeScript. */
const BOOT_SCRIPT = bootScript(bootPageConfig());

/** A product as the API answers it; `changes` overrides any field. */
export const product = (id: number, name: string, changes: Partial<Product> = {}): Product => ({
  id, name, image: `/uploads/p${id}.svg`, code: `C${id}`, sales_price: 450, regular_price: 500, discount: 10, in_stock_quantity: 8,
  short_description: 'Short', full_description: '<p>Full</p>', seller_id: 2, seller: { id: 2, company_name: 'Herbal Co' },
  brand_id: 1, brand: { id: 1, name: 'Brandy' }, category_id: 1, locations: [], availableLocations: '', rating_average: 0, rating_count: 0, name_hi: '', composition: '', ...changes,
});

export const envelope = (data: unknown) => ({ success: true, message: 'ok', data });

/** A `fetch` whose every request is answered 200 with `body` once it resolves. */
export const answeringWith = (body: Promise<unknown>) => () => body.then((json) => ({ ok: true, status: 200, json: async () => json }));

export function runBootScript(hash: string, fetch: () => Promise<unknown>): void {
  document.head.innerHTML =
    '<script type="application/json" id="app-config">{"apiBase":"/api"}</script>' +
    '<script type="application/json" id="remotes-manifest">{"storefront":{"entry":"/apps/mfe-storefront/1/remoteEntry.js"}}</script>';
  window.location.hash = hash;
  Object.assign(window, { fetch });
  new Function(BOOT_SCRIPT)();
}
