/**
 * Prescription-required medicines (issue 28): the classes a product may carry, what each requires, the
 * upload limits, the review's coded reasons, the order's prescription states and every text of the feature.
 * Pure: imported by the API and the apps.
 */
export const PRESCRIPTION_CLASSES = ['otc', 'asu_e1', 'schedule_h', 'schedule_h1'] as const;
export type PrescriptionClass = (typeof PRESCRIPTION_CLASSES)[number];
/** Classes the shop never lists: the API refuses them on the product form. */
export const REFUSED_PRESCRIPTION_CLASSES = ['schedule_x', 'narcotic'] as const;

export const PRESCRIPTION_CLASS_LABELS: Record<PrescriptionClass, string> = {
  otc: 'No prescription (OTC)',
  asu_e1: 'Schedule E(1) Ayurveda, Siddha, Unani: prescription required',
  schedule_h: 'Schedule H: prescription required',
  schedule_h1: 'Schedule H1: prescription required, H1 register kept 3 years',
};

export const needsPrescription = (cls: string | null | undefined): boolean => !!cls && cls !== 'otc';

/** Rule 161(2) of the Drugs and Cosmetics Rules: Schedule E(1) medicines carry this in English and Hindi. */
export const E1_CAUTION = { en: 'Caution: to be taken under medical supervision', hi: 'सावधानी: चिकित्सा पर्यवेक्षण में ही लें' } as const;

export const RX_UPLOAD_LIMITS = {
  filesMax: 3,
  fileBytesMax: 10 * 1024 * 1024,
  /** images shorter than this on their long side are refused (unreadable in review) */
  minLongSide: 800,
} as const;

/** An approved prescription may be used again for this many days after it was handed in. */
export const RX_VALID_DAYS = 180;
/** An e-prescription from a consultation is valid this many days after it was issued. */
export const EPRESCRIPTION_VALID_DAYS = 30;
/** Prescriptions, the audit log and the H1 register are kept this long (even when the order is cancelled). */
export const RX_RETENTION_YEARS = 3;
/** An order not reviewed within this many hours is flagged on the seller's dashboard. */
export const RX_REVIEW_DUE_HOURS = 48;
/** The first review plus one new upload after a rejection. */
export const RX_ATTEMPTS_MAX = 2;

export const RX_REJECT_REASONS = ['unreadable', 'not_on_prescription', 'too_old', 'unregistered_prescriber', 'other'] as const;
export type RxRejectReason = (typeof RX_REJECT_REASONS)[number];
export const RX_REJECT_REASON_LABELS: Record<RxRejectReason, string> = {
  unreadable: 'The prescription is unreadable',
  not_on_prescription: 'A medicine is not on the prescription',
  too_old: 'The prescription is too old',
  unregistered_prescriber: 'The prescriber is not a registered practitioner',
  other: 'Other',
};
export const RX_NOTE_MAX = 500;

export const RX_REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type RxReviewStatus = (typeof RX_REVIEW_STATUSES)[number];

/** orders.rx_status: the order's prescription state as the patient sees it. */
export const ORDER_RX_STATUS = { awaiting: 'awaiting_review', approved: 'approved', rejected: 'rejected' } as const;
export type OrderRxStatus = (typeof ORDER_RX_STATUS)[keyof typeof ORDER_RX_STATUS];
export const ORDER_RX_STATUS_LABELS: Record<OrderRxStatus, string> = {
  awaiting_review: 'Awaiting prescription review',
  approved: 'Prescription approved',
  rejected: 'Prescription rejected',
};

/** What the reviewer checks on every prescription. */
export const RX_REVIEW_CHECKLIST = [
  "Doctor's name",
  "Doctor's registration number",
  "Doctor's signature",
  "Patient's name",
  'Date',
  'Each medicine of the order',
] as const;

export const RX_MESSAGES = {
  badge: 'Prescription required',
  stepTitle: 'Prescription required',
  stepIntro: 'Your cart holds medicines that are sold only against a valid prescription from a registered practitioner. A pharmacist checks it before anything ships.',
  guestMustLogIn: 'Please log in to order prescription medicines: your prescription is kept private in your account, and the pharmacist who reviews it needs to know whose it is.',
  missing: 'This order holds prescription medicines. Please upload a prescription or choose one first.',
  notYours: 'That prescription was not found in your account',
  notValid: 'That prescription is no longer valid. Please upload a new one.',
  tooManyFiles: `Upload at most ${RX_UPLOAD_LIMITS.filesMax} files`,
  noFiles: 'Choose at least one file (jpg, png or pdf)',
  wrongType: 'Only jpg, png or pdf files are accepted',
  tooLarge: 'Each file may be at most 10 MB',
  tooSmall: `The image is too small to read: its long side must be at least ${RX_UPLOAD_LIMITS.minLongSide} px. Please take a sharper photo or scan.`,
  uploaded: 'Prescription uploaded',
  approved: 'Prescription approved',
  rejected: 'Prescription rejected',
  alreadyDecided: 'This prescription was already reviewed',
  noteNeeded: 'Please write a note for the reason "Other"',
  notReviewer: 'Only the seller of these medicines may review this prescription',
  notShippable: 'This shipment holds prescription medicines and cannot ship until the prescription is approved',
  reuploadNotAllowed: 'A new prescription can be uploaded once, after a rejection, while the order is open',
  refusedClass: 'Schedule X and narcotic drugs cannot be listed in this shop',
  filterLabel: 'Prescription-free only',
  consultDoctor: 'Consult a doctor',
} as const;

export const rxReasonText = (code: string, note: string | null): string => {
  const label = RX_REJECT_REASON_LABELS[code as RxRejectReason] ?? code;
  return note ? `${label}: ${note}` : label;
};
