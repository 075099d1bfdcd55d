/**
 * Rate limits and order caps (issue 25), one table for the API, its tests and the docs.
 *
 * Most Indian mobile users reach the internet through carrier-grade NAT, so many strangers share one
 * address. Limits per address are therefore only a coarse safety net (about 10 times the first values);
 * the real limits key on the identity a request names: the account, the e-mail, the mobile, the order ID.
 */

const MINUTE = 60_000;

export type RateLimitKey = 'address' | 'account' | 'email' | 'mobile' | 'order';

export interface RateLimitRule {
  /** requests (or, for logins, failures) allowed in one window */
  max: number;
  windowMs: number;
  /** what the count is keyed on: the client address (safety net) or an identity the request names */
  key: RateLimitKey;
}

export const RATE_LIMIT_RULES = {
  // identity-keyed limits
  /** failed logins per account (role + e-mail), from any address */
  loginAccount: { max: 10, windowMs: 15 * MINUTE, key: 'account' },
  /** password changes (and e-mail changes that check the password) per account */
  passwordChange: { max: 5, windowMs: 15 * MINUTE, key: 'account' },
  /** sign-ups naming one e-mail (patient, doctor or seller) */
  signupEmail: { max: 5, windowMs: 60 * MINUTE, key: 'email' },
  /** checkout requests per patient account */
  checkoutAccount: { max: 30, windowMs: 10 * MINUTE, key: 'account' },
  /** guest checkouts naming one e-mail */
  guestOrdersEmail: { max: 20, windowMs: 60 * MINUTE, key: 'email' },
  /** guest checkouts naming one mobile */
  guestOrdersMobile: { max: 20, windowMs: 60 * MINUTE, key: 'mobile' },
  /** confirm, track, cancel and invoice requests naming one order ID */
  orderAccess: { max: 20, windowMs: 15 * MINUTE, key: 'order' },
  // per-address safety nets
  /** failed logins per address across all accounts (password spraying) */
  loginClient: { max: 300, windowMs: 15 * MINUTE, key: 'address' },
  /** login requests per address */
  loginRequests: { max: 600, windowMs: MINUTE, key: 'address' },
  /** sign-ups per address */
  signup: { max: 200, windowMs: 60 * MINUTE, key: 'address' },
  /** checkout requests (pay on delivery and online) per address */
  checkout: { max: 300, windowMs: 10 * MINUTE, key: 'address' },
  /** guest orders per address */
  guestOrders: { max: 100, windowMs: 60 * MINUTE, key: 'address' },
  /** coupon look-ups per address */
  couponLookup: { max: 300, windowMs: MINUTE, key: 'address' },
  /** guest confirm, track and cancel, and the mailed account links, per address */
  guestOrderAccess: { max: 200, windowMs: 15 * MINUTE, key: 'address' },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMIT_RULES;

/**
 * Caps on orders waiting for their e-mailed confirmation (guest and unverified-account pay on delivery):
 * a person (e-mail or mobile) holds at most this many unconfirmed orders, and all unconfirmed orders
 * together hold at most this many units of one product.
 */
export const UNCONFIRMED_ORDERS_PER_CONTACT_MAX = 10;
export const UNCONFIRMED_UNITS_PER_PRODUCT_MAX = 100;

export const RATE_LIMIT_MESSAGES = {
  /** an identity-keyed limit: the wait is the window's rest */
  tooManyAttempts: (wait: string) => `Too many attempts. Please try again in ${wait}.`,
  /** the per-address safety net: said plainly, since the person did nothing wrong */
  busyNetwork: 'Too many requests are coming from your network right now. Please try again later.',
  unconfirmedOrders: `You already have ${UNCONFIRMED_ORDERS_PER_CONTACT_MAX} orders waiting for confirmation. Please confirm them from the e-mails we sent you, or wait until they lapse, before placing another.`,
  pendingUnits: (name: string) => `${name} is reserved by many orders waiting for confirmation right now. Please try again later or pay online.`,
} as const;
