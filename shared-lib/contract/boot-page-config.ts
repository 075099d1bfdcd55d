/**
 * What the build tells the shell page's boot script (scripts/webpack/boot-page.js, ES5 without imports):
 * the hand-off's names, the first screen's requests and its texts, taken from the modules React renders
 * with, so the painted screen and React's one cannot drift apart. scripts/webpack/boot-script.js embeds
 * `bootPageConfig()` as JSON in the page; only the build and tests import this module.
 */
import { DEFAULT_PAGE_SIZE, LANGUAGE_STORAGE_KEY, MESSAGES, priceRangeForBands, PRODUCT_NAME, SORT_OPTIONS } from 'shared-lib/domain/core';
import { MESSAGES_HI } from 'shared-lib/domain/i18n';
import { POLICY_TITLES } from 'shared-lib/domain/policy-titles';
import type { Translated } from 'shared-lib/domain/i18n';
import { BOOT_REQUEST_GLOBAL, FIRST_SCREEN_GLOBAL, FIRST_SCREEN_MARKERS } from './first-screen';
import { policyPath, productPaths, urlOf, type PolicyKind } from './paths';

/** Where a text takes a number or a price. */
export const TEXT_SLOT = '{}';

/** A message function as a template with TEXT_SLOT where its argument goes. */
function template(message: (value: string) => string): string {
  const text = message(TEXT_SLOT);
  if (!text.includes(TEXT_SLOT)) throw new Error(`A first screen text does not use its argument: ${text}`);
  return text;
}

/**
 * A count line as a template for one plural category: the text for a count of that category with the count
 * replaced by TEXT_SLOT (the boot script picks the category with Intl.PluralRules of the language).
 */
function countTemplate(message: (n: number) => string, sample: number): string {
  const text = message(sample);
  const at = text.lastIndexOf(String(sample));
  if (at < 0) throw new Error(`A first screen count text does not show its count: ${text}`);
  return text.slice(0, at) + TEXT_SLOT + text.slice(at + String(sample).length);
}

function shellTexts(messages: Translated<typeof MESSAGES>) {
  return { heroKicker: messages.heroKicker, heroTitle: messages.heroTitle(PRODUCT_NAME), heroLead: messages.heroLead(messages.deliveryDays) };
}

/** The first screen's texts in one language (the boot script picks the chosen one). */
function firstScreenTexts(messages: Translated<typeof MESSAGES>) {
  return {
    listTitle: messages.listTitle,
    listCount: { one: countTemplate(messages.listCount, 1), other: countTemplate(messages.listCount, 7) },
    addToCart: messages.addToCart,
    outOfStock: messages.outOfStock,
    percentOff: template((n) => messages.percentOff(n as unknown as number)),
    regularPrice: template(messages.regularPrice),
    crumbHome: messages.crumbHome,
    crumbProducts: messages.crumbProducts,
  };
}

/** The policy pages' routes (spec section 2; the shell's route table, which a shell test holds to this) and their documents. */
const POLICY_PAGES: Record<string, PolicyKind> = {
  '/terms-and-conditions': 'terms',
  '/privacy-policy': 'privacy',
  '/return-policy': 'return',
  '/shipping-policy': 'shipping',
  '/order-cancelation-return-policy': 'cancellation',
};

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
    /** each policy page's route: which document it shows and its path (document id 1, as the page asks) */
    policies: Object.fromEntries(Object.entries(POLICY_PAGES).map(([route, kind]) => [route, { kind, path: urlOf(policyPath(kind), { id: 1 }) }])),
    /** the choice the shop remembers in the browser (shared-lib/i18n): the boot page paints in it too */
    /** the policy pages' headings, English and Hindi */
    policyTitles: POLICY_TITLES,
    languageKey: LANGUAGE_STORAGE_KEY,
    /** the app shell's texts, written into the page by the build (index.html), English and Hindi */
    shellTexts: { productName: PRODUCT_NAME, en: shellTexts(MESSAGES), hi: shellTexts(MESSAGES_HI) },
    texts: firstScreenTexts(MESSAGES),
    hiTexts: firstScreenTexts(MESSAGES_HI),
  };
}

export type BootPageConfig = ReturnType<typeof bootPageConfig>;
