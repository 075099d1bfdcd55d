/**
 * Paths of the API (spec section 7), declared once per resource as Fastify patterns (`/cart/delete/:id`,
 * mounted under `/api`), and the few names a request needs besides its types (form field names, the
 * payment service's prefix, the policy documents). The server registers the pattern; the client fills it
 * with `urlOf`.
 *
 * The browser imports its run-time values from here (`shared-lib/contract/paths`) and only types from
 * `shared-lib/contract`: this module has no TypeBox schema, so TypeBox (about 14 KB compressed) and the
 * schemas stay out of the pages (eslint refuses a value import of `shared-lib/contract` in browser code).
 */
import type { UserType } from 'shared-lib/domain/core';

export * from './paths-consultations';
export * from './paths-sellers';
export * from './paths-returns';
export * from './paths-payouts';
export * from './paths-prescriptions';

/** The `:name` parameters of a path pattern. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamArgs<P extends string> = [PathParams<P>] extends [never] ? [] : [params: Record<PathParams<P>, string | number>];

/**
 * The request URL of a path pattern for the shared axios instance (relative to the api base, so no
 * leading slash): `urlOf('/cart/delete/:id', { id: 3 })` is `'cart/delete/3'`.
 */
export function urlOf<P extends string>(pattern: P, ...args: ParamArgs<P>): string {
  const params = (args[0] ?? {}) as Record<string, string | number>;
  return pattern.replace(/^\//, '').replace(/:([A-Za-z_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${pattern}`);
    // commas stay readable: they are legal in a path segment (comma-joined id lists)
    return encodeURIComponent(String(value)).replace(/%2C/gi, ',');
  });
}

// addresses
export const addressPaths = {
  byUser: '/patient/getAddressByUserId/:id',
  byId: '/patient/getUserAddressById/:id',
  add: '/patient/addAddress',
  update: '/patient/updateUserAddress/:id',
  setDefault: '/patient/setDefaultAddress',
  remove: '/patient/deleteAddress/:id',
} as const;

// auth
export const authPaths = {
  login: (type: UserType) => `/${type}/login` as const,
  logout: (type: UserType) => `/${type}/logout` as const,
} as const;

/** the caller's saved language (issue 31), any logged-in role */
export const accountLanguagePaths = { language: '/account/language' } as const;

// cart
export const cartPaths = {
  add: '/cart/addToCart',
  updateQuantity: '/cart/updateQuantity/:id',
  list: '/cart/cartList',
  deleteLine: '/cart/delete/:id',
  count: '/cart/count/:userId',
  byUser: '/cart/getItemsByUserId/:userId',
} as const;

// catalogue
export const cataloguePaths = {
  brands: '/brand/all',
  banners: '/banner/all',
  offers: '/offer/all',
  categories: '/Category/all',
  subCategories: '/sub-category/all',
  parentCategories: '/parent-category/all',
  streams: '/stream/all',
  specialities: '/speciality/all',
  specialitiesByStream: '/speciality/getByStreamId/:id',
  doctorList: '/doctor/getAllDoctorList',
  /** how many doctors finished onboarding (home's figure) */
  doctorCount: '/doctor/count',
} as const;

// client-errors
export const clientErrorPaths = {
  /** the shell reports a remote failure (rate-limited per client) */
  report: '/client-errors',
  /** ops read counts per remote release (OPS_TOKEN bearer only) */
  opsRemotes: '/ops/remotes',
} as const;

// content
/** The five policy documents' path prefixes (their headings: shared-lib/domain/policy-titles.ts). */
export const POLICY_DOCUMENTS = {
  terms: { path: 'term-and-condition' },
  privacy: { path: 'privacy-policy' },
  return: { path: 'return-policy' },
  shipping: { path: 'shipping-policy' },
  cancellation: { path: 'order-cancelletion-policy' },
} as const;
export type PolicyKind = keyof typeof POLICY_DOCUMENTS;
export const contentPaths = {
  faqs: '/faq/getFaq',
  contactUs: '/contact-us/getContactUs',
  advertisements: '/advertisement/getAllActiveAdvertisement',
  healthIssues: '/health_issues/all',
  healthIssuesAlias: '/health_issues/getAll',
  achievements: '/achivement/getAchivement',
  policy: '/:policy/getByid/:id',
  subscribe: '/subscribe/send-email',
} as const;
/** Path of one policy document. */
export const policyPath = (kind: PolicyKind) => `/${POLICY_DOCUMENTS[kind].path}/getByid/:id` as const;

// coupons
/** The house seller's search synonym groups (issue 30): GET, POST; PUT and DELETE on one. */
export const searchSynonymPaths = {
  list: '/seller/search-synonyms',
  one: '/seller/search-synonyms/:id',
} as const;

export const couponPaths = {
  details: '/coupon/getCouponDetails/:code',
  /** GET: every coupon with its limits and uses (the house seller only) */
  houseList: '/seller/coupons',
  /** PUT: a coupon's minimum order value and use limits (the house seller only) */
  houseLimits: '/seller/coupons/:id/limits',
} as const;

// doctor
export const doctorPaths = {
  create: '/doctor/create',
  saveBasic: '/doctor/savebasic',
  saveWork: '/doctor/savework',
  saveOther: '/doctor/saveother',
  getById: '/doctor/getById/:id',
  document: '/doctor/getDocument/:id/:kind',
} as const;

// guest-orders
export const guestOrderPaths = {
  /** GET ?order&token: the order behind an e-mailed confirmation link and where it stands (never changes it); POST {order, token}: confirm */
  confirm: '/order/guest/confirm',
  /** POST: cancel a processing order with its number and e-mail or mobile */
  cancel: '/order/guest/cancel',
  /** POST {unique_id, contact}: the Track an order page's look-up (the order's e-mail or mobile; POST keeps them out of URLs and logs) */
  track: '/order/guest/track',
} as const;

// health
export const healthPaths = {
  /** liveness: the process answers and reaches its database */
  health: '/health',
  /** readiness: the database answers and every migration has run */
  ready: '/ready',
} as const;

// invoice
export const invoicePaths = { download: '/order/invoice/:uniqueId' } as const;

// newsletter
export const newsletterPaths = { confirm: '/subscribe/confirm' } as const;

// orders
export const orderPaths = {
  place: '/order/placeOrder',
  byUser: '/order/getOrderByUserId/:id',
  track: '/order/getOrderDetailsByOrderUniqueId/:uniqueId/:userId',
  cancel: '/order/cancel/:uniqueId',
} as const;

// password-reset
export const passwordResetPaths = { forgot: '/auth/forgot-password', reset: '/auth/reset-password' } as const;

// patients
export const patientPaths = {
  create: '/patient/create',
  byId: '/patient/getById/:id',
  update: '/patient/updatePatient/:id',
  changePassword: '/patient/changePassword/:id',
} as const;

// payments
/** Mounted under /pay (the site root, not the api base). */
export const paymentPaths = {
  create: '/phonepe/create',
  return: '/phonepe/return/:merchantTransactionId',
  callback: '/phonepe/callback',
} as const;
export const PAYMENT_SERVICE_PREFIX = '/pay';

// places
export const placePaths = {
  states: '/getstates',
  cities: '/getCities',
  citiesByState: '/getCitiesByState/:id',
  stateById: '/state/getById/:id',
} as const;
/** Mounted at the site root, like the public postal service. */
export const pincodePaths = {
  lookup: '/pincode/:pincode',
} as const;

// products
export const productPaths = {
  all: '/product/allProducts',
  lowToHigh: '/product/finAllProductLowToHigh',
  highToLow: '/product/finAllProductHighToLow',
  details: '/product/getProductDetails/:id',
  byId: '/product/getByProductId/:id',
  filter: '/product/filterProduct',
  /** GET ?q= : up to 8 suggestions while typing (issue 30) */
  suggest: '/product/suggest',
  /** GET: up to 6 products of other brands with the same main ingredient, cheapest first (issue 30) */
  sameComposition: '/product/sameComposition/:id',
  /** GET: the best sellers in a compact form for the offline shop, tagged by the catalogue version (issue 32) */
  offlineSnapshot: '/product/offlineSnapshot',
  locations: '/product-locations/getByProductAndLocation/:productIds/:location',
} as const;

// remote-manifest
/** Served at the site root (not under the api base). */
export const manifestPaths = { remotes: '/remotes.json' } as const;

// wishlist
export const wishlistPaths = {
  add: '/wishlist/addToWishlist',
  list: '/wishlist/getAllWishlist',
  byUserAndProduct: '/wishlist/getByUserIdAndProductId/:u/:p',
  byUser: '/wishlist/getWishListByuserId/:userId',
  countByUser: '/wishlist/getWishListCountByuserId/:userId',
  deleteItem: '/wishlist/deleteItem/:id',
} as const;
