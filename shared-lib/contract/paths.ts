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

// appointments (consultations)
export const appointmentPaths = {
  doctors: '/consultations/doctors',
  doctor: '/consultations/doctors/:id',
  book: '/appointments',
  mine: '/appointments/mine',
  byId: '/appointments/:id',
  cancel: '/appointments/:id/cancel',
  reschedule: '/appointments/:id/reschedule',
  files: '/appointments/:id/files',
  file: '/appointments/:id/files/:fileId',
  doctorDashboard: '/doctor/appointments',
  availability: '/doctor/availability',
} as const;
// the consultation room, chat, e-prescriptions and ratings (issue 27)
export const consultationRoomPaths = {
  room: '/appointments/:id/room',
  join: '/appointments/:id/join',
  end: '/appointments/:id/end',
  messages: '/appointments/:id/messages',
  signal: '/appointments/:id/signal',
  prescriptions: '/appointments/:id/prescriptions',
  prescriptionPdf: '/appointments/:id/prescriptions/:prescriptionId/pdf',
  orderPrescription: '/appointments/:id/prescriptions/:prescriptionId/order',
  myPrescriptions: '/prescriptions/mine',
  doctorPrescriptions: '/doctor/prescriptions',
  rating: '/appointments/:id/rating',
} as const;
/** Mounted under /pay, next to the order payments. */
export const appointmentPaymentPaths = {
  return: '/appointments/return/:merchantTransactionId',
  callback: '/appointments/callback',
} as const;

// product reviews (issue 34)
export const reviewPaths = {
  list: '/products/:productId/reviews',
  mine: '/reviews/mine/:productId',
  create: '/reviews',
  update: '/reviews/:id',
  helpful: '/reviews/:id/helpful',
  report: '/reviews/:id/report',
  sellerList: '/seller/reviews',
  reply: '/seller/reviews/:id/reply',
  moderate: '/seller/reviews/:id/moderate',
} as const;

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
/** The five policy documents: path prefix and page title. */
export const POLICY_DOCUMENTS = {
  terms: { path: 'term-and-condition', title: 'Terms and Conditions' },
  privacy: { path: 'privacy-policy', title: 'Privacy Policy' },
  return: { path: 'return-policy', title: 'Return Policy' },
  shipping: { path: 'shipping-policy', title: 'Shipping Policy' },
  cancellation: { path: 'order-cancelletion-policy', title: 'Order Cancellation & Return Policy' },
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
  /** POST: cancel a processing order with its number and e-mail */
  cancel: '/order/guest/cancel',
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
  locations: '/product-locations/getByProductAndLocation/:productIds/:location',
} as const;

// remote-manifest
/** Served at the site root (not under the api base). */
export const manifestPaths = { remotes: '/remotes.json' } as const;

// seller-orders
export const sellerOrderPaths = {
  /** GET: the caller's shipments, newest order first, paginated */
  list: '/seller/orders',
  /** PUT: Processing -> Shipped, with courier and tracking number */
  ship: '/seller/shipments/:id/ship',
  /** PUT: Shipped -> Delivered */
  deliver: '/seller/shipments/:id/deliver',
  /** PUT: Processing -> Cancelled for an unshipped pay-on-delivery part, with a reason mailed to the buyer */
  cancel: '/seller/shipments/:id/cancel',
  /** GET: counts for the dashboard home */
  dashboard: '/seller/dashboard',
} as const;

// seller-products
export const sellerProductPaths = {
  create: '/product/create',
  update: '/product/update/:id',
  mine: '/seller/products',
  /** PUT { on_sale }: take an own product off sale or put it back on sale */
  sale: '/seller/products/:id/sale',
  /** PUT { change }: add to or take from the stock (never below 0; a concurrent order's decrement is kept) */
  stock: '/seller/products/:id/stock',
} as const;
export const PRODUCT_IMAGE_FIELD = 'image';

// seller
export const sellerPaths = {
  registration: '/seller/registration',
  profile: '/seller/profile',
  panImage: '/seller/getPanImage/:id',
} as const;
/** The name of the file field of the registration form. */
export const PAN_IMAGE_FIELD = 'pan_image';

// wishlist
export const wishlistPaths = {
  add: '/wishlist/addToWishlist',
  list: '/wishlist/getAllWishlist',
  byUserAndProduct: '/wishlist/getByUserIdAndProductId/:u/:p',
  byUser: '/wishlist/getWishListByuserId/:userId',
  countByUser: '/wishlist/getWishListCountByuserId/:userId',
  deleteItem: '/wishlist/deleteItem/:id',
} as const;
