/**
 * What the build tells the shell page's boot script (scripts/webpack/boot-page.js, ES5 without imports):
 * the hand-off's names, the first screen's requests and its texts, taken from the modules React renders
 * with, so the painted screen and React's one cannot drift apart. scripts/webpack/boot-script.js embeds
 * `bootPageConfig()` as JSON in the page; only the build and tests import this module.
 */
import { DEFAULT_PAGE_SIZE, DELIVERY_DAYS, MESSAGES, priceRangeForBands, PRODUCT_NAME, SORT_OPTIONS } from 'shared-lib/domain/core';
import { BOOT_REQUEST_GLOBAL, FIRST_SCREEN_GLOBAL, FIRST_SCREEN_MARKERS } from './first-screen';
import { productPaths, urlOf } from './paths';

/** Where a text takes a number or a price. */
export const TEXT_SLOT = '{}';

/** A message function as a template with TEXT_SLOT where its argument goes. */
function template(message: (value: string) => string): string {
  const text = message(TEXT_SLOT);
  if (!text.includes(TEXT_SLOT)) throw new Error(`A first screen text does not use its argument: ${text}`);
  return text;
}

export function bootPageConfig() {
  const { min, max } = priceRangeForBands([]);
  return {
    globals: { bootRequest: BOOT_REQUEST_GLOBAL, firstScreen: FIRST_SCREEN_GLOBAL },
    markers: FIRST_SCREEN_MARKERS,
    apiBase: '/api',
    textSlot: TEXT_SLOT,
    /** the remote (remotes.json key) that renders both pages */
    remote: 'storefront',
    /** the unfiltered product list, with the body the list page's first query sends */
    list: {
      route: '/home/buy-medicine',
      path: urlOf(productPaths.filter),
      body: { brand_id: [], category_id: [], min, max, search_by_name: '', sort: SORT_OPTIONS[0].value, page: 1, pageSize: DEFAULT_PAGE_SIZE },
    },
    /** a product's details: route and path each followed by the product's id */
    details: { route: '/home/buy-medicine/product-details/', path: urlOf(productPaths.details, { id: '' }) },
    /** the app shell's texts, written into the page by the build (index.html) */
    shellTexts: { productName: PRODUCT_NAME, heroKicker: MESSAGES.heroKicker, heroTitle: MESSAGES.heroTitle(PRODUCT_NAME), heroLead: MESSAGES.heroLead(DELIVERY_DAYS) },
    texts: {
      listTitle: MESSAGES.listTitle,
      listCount: template((n) => MESSAGES.listCount(n as unknown as number)),
      addToCart: MESSAGES.addToCart,
      outOfStock: MESSAGES.outOfStock,
      percentOff: template((n) => MESSAGES.percentOff(n as unknown as number)),
      regularPrice: template(MESSAGES.regularPrice),
      crumbHome: MESSAGES.crumbHome,
      crumbProducts: MESSAGES.crumbProducts,
    },
  };
}

export type BootPageConfig = ReturnType<typeof bootPageConfig>;
