/** Business constants of spec section 9, shared by every app and the API. */

export const ROLES = { patient: 1, doctor: 2, seller: 3 } as const;
export type RoleId = (typeof ROLES)[keyof typeof ROLES];
export type UserType = keyof typeof ROLES;

export const COUNTRY_ID_INDIA = 101;

export const LANGUAGES = [
  { id: 1, name: 'English' },
  { id: 2, name: 'Hindi' },
] as const;

/** Doctor onboarding stages: the number is the last step saved. */
export const DOCTOR_STAGES = { account: 1, basic: 2, work: 3, complete: 4 } as const;
export type DoctorStage = 1 | 2 | 3 | 4;

export const GENDERS = ['Male', 'Female', 'Others'] as const;
export type Gender = (typeof GENDERS)[number];
/** The value of a select with nothing chosen yet: its placeholder option ('0' is no gender, stream or state). */
export const NOTHING_CHOSEN = '0';

export const COMPANY_TYPES = [
  'Public Limited Company',
  'Private Limited Company',
  'Joint-Venture Company',
  'Partnership Firm',
  'One Person Company',
  'Sole Proprietorship',
  'Branch Office',
  'Non-Government Organization (NGO)',
] as const;

export const PATIENT_PHONE_LENGTH = 10;
export const PINCODE_LENGTH = 6;
export const PINCODE_PATTERN = /^\d{6}$/;
/** An e-mail address: every form, the newsletter and the API check with this one pattern. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** A 10-digit Indian mobile number: patients, sellers, the checkout and the payment request. */
export const PHONE_PATTERN = new RegExp(`^\\d{${PATIENT_PHONE_LENGTH}}$`);

export const CART_QUANTITY_MIN = 1;
export const CART_QUANTITY_MAX = 10;
/** Stock strictly below this shows 'n items left'. */
export const LOW_STOCK_THRESHOLD = 5;

export const SHIPPING_CHARGE = 50;
export const FREE_SHIPPING_FROM = 500;
export const GST_RATE = 0.18;
/** The GST row's label on the checkout, the order view, the confirmation mail and the invoice. */
export const GST_PERCENT_LABEL = `GST (${Math.round(GST_RATE * 100)}%)`;

export const COUPON_TYPES = { flat: 1, percent: 2 } as const;

export const PAYMENT_TYPES = { payNow: '1', payOnDelivery: '2' } as const;
export type PaymentType = (typeof PAYMENT_TYPES)[keyof typeof PAYMENT_TYPES];
export const DEFAULT_PAYMENT_TYPE: PaymentType = PAYMENT_TYPES.payOnDelivery;
export const PAYMENT_TYPE_LABELS: Record<PaymentType, string> = {
  '1': 'Pay Now (card, net banking, wallet, UPI)',
  '2': 'Pay on Delivery',
};

export const ORDER_STATUS = { processing: 1, shipped: 2, delivered: 3, cancelled: 4 } as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
export const ORDER_STATUS_LABELS: Record<number, string> = {
  1: 'Processing',
  2: 'Shipped',
  3: 'Delivered',
  4: 'Cancelled',
};

/** Payment state of an order; an online order counts as placed only once paid. */
export const PAYMENT_STATUS = { notRequired: 'cod', pending: 'pending', paid: 'paid', failed: 'failed' } as const;
export type PaymentStatus = (typeof PAYMENT_STATUS)[keyof typeof PAYMENT_STATUS];

export const SORT_OPTIONS = [
  { value: 0, label: 'Featured' },
  { value: 1, label: 'Price: Low to High' },
  { value: 2, label: 'Price: High to Low' },
  { value: 3, label: 'Rating: High to Low' },
] as const;
export type SortValue = 0 | 1 | 2 | 3;
/** The list's rating filter (issue 34): products whose stored average is at least this many stars. */
export const RATING_FILTER = { stars: 4, label: '4★ & up' } as const;

export const PRICE_FILTER_MAX = 100000;

export const IMAGE_EXTENSIONS = ['jpg', 'png', 'jpeg'] as const;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
/** Largest accepted image upload, checked by the forms and enforced by the API's storage module. */
export const MAX_UPLOAD_MB = 5;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;

/** The delivery time in days ('3-5'), written with each language's word for days (MESSAGES.deliveryDays). */
export const DELIVERY_RANGE = '3-5';
export const DELIVERY_DAYS = `${DELIVERY_RANGE} days`;
export const FOOTER_YEAR = 2024;
export const PRODUCT_NAME = 'AyurVeda Bazaar';

/** Every timing of spec section 9, in milliseconds. */
export const TIMINGS = {
  entrySpinner: 2000,
  orderSuccessPopup: 3000,
  checkoutStatusPopup: 3000,
  sellerSignupRedirect: 2000,
  trackOrderError: 3000,
  couponEmptyMessage: 1000,
  couponInvalidMessage: 2000,
  defaultAddressSelect: 1000,
  newsletterMessage: 2000,
  passwordChangeLogout: 2000,
  overlayFadeIn: 300,
  overlayFadeOut: 200,
} as const;

export const TOAST_OPTIONS = {
  timeOut: 5000,
  extendedTimeOut: 1000,
  position: 'top-right',
  newestOnTop: true,
} as const;

export const CAROUSEL_OPTIONS = {
  loop: true,
  autoplay: true,
  center: true,
  navSpeed: 100,
  /** min viewport width (px) -> items shown */
  responsive: { 0: 1, 400: 2, 740: 3, 940: 4, 1000: 1 } as Record<number, number>,
  pauseOnHover: true,
  dragThreshold: 3,
  clickBlockMs: 300,
  snapZone: 30,
} as const;

/** Image magnifier defaults (spec section 9). */
export const ZOOM_DEFAULTS = {
  lensWidth: 150,
  lensHeight: 150,
  resultWidthPercent: 35,
  resultHeightPercent: 60,
  imageWidth: 300,
  imageHeight: 300,
  topOffset: 2,
  rightOffset: 1,
  outerBoxWidth: 310,
  hideResultAtMaxWidth: 800,
} as const;

/**
 * Browser session storage keys. Each role keeps its token under its own key; the decoded user of a
 * patient lives under 'patient', of a doctor or seller under 'user'. 'token' mirrors the active token.
 */
export const SESSION_KEYS = {
  doctorToken: 'doctor',
  patientToken: 'p-token',
  sellerToken: 'seller',
  patientUser: 'patient',
  user: 'user',
  token: 'token',
  cart: 'cart',
} as const;

/** Password and name lengths: the forms' fields (shared-lib/ui) and the patient rules (../patient). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 60;
