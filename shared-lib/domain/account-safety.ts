/**
 * Rules and messages of the second security round (issue 24), shared by the API and the screens:
 * pay-on-delivery caps, e-mail verification, neutral sign-up answers, seller cancellations, coupon limits.
 */

/** Default units of one product a pay-on-delivery order may hold (COD_UNITS_PER_PRODUCT_MAX overrides it). */
export const COD_UNITS_PER_PRODUCT_MAX = 5;

/** A seller's reason for cancelling its part of an order: shown to the buyer in the mail. */
export const SELLER_CANCEL_REASON = { min: 5, max: 300 } as const;

export const ACCOUNT_SAFETY_MESSAGES = {
  codUnitsPerProduct: (max: number, name: string) => `At most ${max} of ${name} can be ordered with pay on delivery. Please reduce the quantity or pay online.`,
  emailVerified: 'Thank you: your e-mail address is verified',
  verifyLinkInvalid: 'This verification link is not valid or was already used. If your e-mail is not verified yet, please use the latest link we sent you.',
  verifyLinkExpired: 'This verification link has expired. Until your e-mail is verified, each pay-on-delivery order is confirmed by a link mailed to you.',
  /** the same answer whether or not the address already has an account (the owner of a known one gets a mail) */
  signupReceived: 'Thank you for signing up. Please check your e-mail: we have sent you a link to continue.',
  emailChangeUndone: 'Your previous e-mail address is restored and every session was signed out. Please log in and change your password.',
  undoLinkInvalid: 'This link has expired or is not valid',
  sellerCancelReason: `Please give the buyer a reason (${SELLER_CANCEL_REASON.min} to ${SELLER_CANCEL_REASON.max} characters).`,
  sellerCancelled: 'Your part of this order is cancelled and the buyer has been told why',
  sellerCancelOnlyCod: 'Only pay-on-delivery orders can be cancelled here; a paid order is refunded through the shop',
  sellerCancelShipped: 'This shipment has already left, so it cannot be cancelled',
  couponMinOrder: (minimum: number) => `This coupon works on orders of ₹${minimum} or more. Please add more items to use it.`,
  couponUsedUp: 'This coupon has been used up',
  couponUsedByYou: 'You have already used this coupon',
  jsonTooDeep: (max: number) => `The request is nested too deeply (at most ${max} levels)`,
  phoneRule: 'Please enter a valid 10-digit mobile number',
  unknownRelease: 'Reports are taken only for the live or a recent release',
} as const;

/**
 * Where a mailed account link leads (issue 24): the shop's home with `?email=<outcome>`, where the shop shows
 * the outcome's notice once. Verification: verified, expired or invalid; an undo link that did not work: undo-invalid.
 */
export const EMAIL_LINK_PARAM = 'email';
export const EMAIL_LINK_NOTICES = {
  verified: { tone: 'success', text: ACCOUNT_SAFETY_MESSAGES.emailVerified },
  expired: { tone: 'warning', text: ACCOUNT_SAFETY_MESSAGES.verifyLinkExpired },
  invalid: { tone: 'error', text: ACCOUNT_SAFETY_MESSAGES.verifyLinkInvalid },
  'undo-invalid': { tone: 'error', text: ACCOUNT_SAFETY_MESSAGES.undoLinkInvalid },
} as const;
export type EmailLinkOutcome = keyof typeof EMAIL_LINK_NOTICES;
export const isEmailLinkOutcome = (value: string | null): value is EmailLinkOutcome => value !== null && Object.prototype.hasOwnProperty.call(EMAIL_LINK_NOTICES, value);

/** A seller may cancel its part of an order while it has not shipped, for pay-on-delivery orders only (nothing to refund). */
export function sellerCanCancel(shipment: { status: number; order_status: number; payment_type: string }): boolean {
  return shipment.status === 1 && shipment.order_status !== 4 && shipment.payment_type === '2';
}

/** The phone rule (patients' 10 digits) for typed numbers: spaces, dashes, dots and brackets dropped, a +91/91/0 prefix allowed. Null when it is not a mobile number. */
export function mobileFromInput(value: string): string | null {
  const digits = value.trim().replace(/^\+/, '').replace(/[\s\-().]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  const local = digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits.length === 11 && digits.startsWith('0') ? digits.slice(1) : digits;
  return /^\d{10}$/.test(local) ? local : null;
}

/** Bounds of the limits the house seller sets on a coupon (issue 24); an empty limit is no limit. */
export const COUPON_LIMIT_BOUNDS = { minOrderValue: 10_000_000, maxUses: 10_000_000, maxUsesPerUser: 1000 } as const;
export const COUPON_LIMIT_MESSAGES = {
  saved: 'Coupon limits saved',
  wholeNumber: (max: number) => `Please enter a whole number from 1 to ${max.toLocaleString('en-IN')}, or leave it empty for no limit`,
  houseOnly: 'Only the house seller manages coupons',
  loadFailed: 'The coupons could not be loaded. Please try again.',
} as const;

/** Uploaded images (issue 24): at most this many pixels on a side, and this many bytes once decoded. */
export const IMAGE_LIMITS = { maxSide: 4000, maxDecodedBytes: 50 * 1024 * 1024 } as const;
export const IMAGE_MESSAGES = {
  tooBig: `The image is too big: at most ${IMAGE_LIMITS.maxSide} × ${IMAGE_LIMITS.maxSide} pixels and ${IMAGE_LIMITS.maxDecodedBytes / 1024 / 1024} MB once opened`,
  unreadable: 'The image could not be read. Please upload another jpg, jpeg or png file',
} as const;
