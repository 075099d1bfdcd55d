/** Paths of the seller resources (registration, products, orders) and their form field names; re-exported by ./paths. */
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

// seller-verification (issue 33): the house seller verifies sellers
export const sellerVerificationPaths = {
  /** GET ?status=pending: registrations for the house seller, newest first */
  list: '/seller/sellers',
  /** PUT { decision, reason }: approve, reject (pending only) or suspend (verified only) */
  decide: '/seller/sellers/:id/verification',
  /** GET: the registration's PAN image (private file), for the house seller */
  panImage: '/seller/sellers/:id/pan-image',
} as const;

// seller
export const sellerPaths = {
  registration: '/seller/registration',
  profile: '/seller/profile',
  /** PUT: the registered pharmacist and the retail drug licence (issue 28) */
  pharmacy: '/seller/profile/pharmacy',
  panImage: '/seller/getPanImage/:id',
} as const;
/** The name of the file field of the registration form. */
export const PAN_IMAGE_FIELD = 'pan_image';
