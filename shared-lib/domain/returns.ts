/**
 * Returns, refunds and credit notes (issue 33, part B): who may return what and until when, the reasons,
 * the statuses, the refund account patterns and every text of the feature. Pure: imported by the API and
 * the apps (by path: 'shared-lib/domain/returns').
 */
import { GST_RATE, PAYMENT_TYPES } from 'shared-lib/domain/core';

/** A product's return window in days: 0 = not returnable; at most RETURN_WINDOW_MAX. */
export const RETURN_WINDOW_MAX = 30;
/** What the seed and the seller form start from for a returnable (otc) product: the return policy's 7 days. */
export const DEFAULT_RETURN_WINDOW_DAYS = 7;
/** Photos of a return request (content and size checked at upload, like review photos). */
export const RETURN_PHOTOS_MAX = 3;
export const RETURN_PHOTO_FIELD = 'photos';
export const RETURN_NOTE_MAX = 500;
export const RETURN_REASON_TEXT_MAX = 300;

/** Why the patient returns a line; `sealed`: the item must be unopened (an opened consumable is never returnable). */
export const RETURN_REASONS = [
  { code: 'damaged', label: 'Arrived damaged or leaking', sealed: false },
  { code: 'wrong_item', label: 'Wrong item delivered', sealed: false },
  { code: 'expired', label: 'Expired or close to expiry', sealed: false },
  { code: 'not_needed', label: 'No longer needed', sealed: true },
  { code: 'ordered_by_mistake', label: 'Ordered by mistake', sealed: true },
  { code: 'other', label: 'Other reason', sealed: true },
] as const;
export type ReturnReasonCode = (typeof RETURN_REASONS)[number]['code'];
export const RETURN_REASON_CODES = RETURN_REASONS.map((r) => r.code) as unknown as readonly ReturnReasonCode[];
/** Each reason's label by its code (the table the Hindi of the reasons translates). */
export const RETURN_REASON_LABELS = Object.fromEntries(RETURN_REASONS.map((r) => [r.code, r.label])) as Record<ReturnReasonCode, string>;

export const RETURN_STATUSES = ['requested', 'rejected', 'approved', 'pickup_scheduled', 'picked_up', 'received'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Return requested',
  rejected: 'Return rejected',
  approved: 'Return approved',
  pickup_scheduled: 'Pickup scheduled',
  picked_up: 'Picked up',
  received: 'Received by the seller',
};
/** The seller's next move from each status (approve/reject only from requested). */
export const NEXT_RETURN_STATUS: Partial<Record<ReturnStatus, ReturnStatus>> = {
  approved: 'pickup_scheduled',
  pickup_scheduled: 'picked_up',
  picked_up: 'received',
};

export const REFUND_METHODS = ['original', 'upi', 'bank'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
export const REFUND_METHOD_LABELS: Record<RefundMethod, string> = { original: 'Original payment method', upi: 'UPI', bank: 'Bank transfer' };

/** A UPI id (VPA): 'name@bank', 2-256 characters before the @, 2-64 letters after. */
export const UPI_ID_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;
/** An Indian bank account number: 9 to 18 digits. */
export const BANK_ACCOUNT_PATTERN = /^\d{9,18}$/;
/** IFSC: four letters of the bank, a 0, six letters or digits of the branch. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

export const RETURN_MESSAGES = {
  requested: 'Your return request has been sent to the seller',
  notDelivered: 'Only delivered items can be returned',
  notReturnable: 'This item cannot be returned',
  prescriptionNotReturnable: 'Prescription medicines cannot be returned',
  windowClosed: 'The return window for this item has closed',
  tooMany: 'You cannot return more than was delivered',
  noLines: 'Choose at least one item to return',
  reasonUnknown: 'Please choose a reason from the list',
  mustBeSealed: 'Opened items cannot be returned for this reason: only unopened items in their original packaging',
  refundAccountRequired: 'For a pay-on-delivery order, give a UPI id or a bank account with its IFSC for the refund',
  upiInvalid: 'Enter a valid UPI id, for example name@okbank',
  accountInvalid: 'The bank account number must have 9 to 18 digits',
  ifscInvalid: 'Enter a valid IFSC, for example HDFC0001234',
  returnNotFound: 'Return not found',
  orderNotFound: 'Order not found',
  decided: 'This return has already been decided',
  rejectReasonRequired: 'Please give the reason for rejecting the return',
  badMove: 'This return cannot move to that status now',
  restockRequired: 'Say whether the returned items go back into stock',
  approved: 'Return approved',
  rejected: 'Return rejected',
  moved: 'Return updated',
  received: 'Return received; the refund and the credit note are recorded',
  /** the note of the received step: whether the items went back into stock */
  restocked: 'Restocked',
  notRestocked: 'Not restocked',
  photosAdded: 'Photos added to your return',
  tooManyPhotos: `At most ${RETURN_PHOTOS_MAX} photos per return`,
  photoRequired: 'Choose a photo (PNG or JPEG)',
  creditNoteNotFound: 'No credit note found',
  windowTooLong: `The return window must be a whole number of days from 0 to ${RETURN_WINDOW_MAX}`,
  windowForPrescription: 'Prescription medicines cannot be returnable: set the return window to 0',
} as const;

/** Only over-the-counter products may have a return window; every prescription class is never returnable. */
export function returnWindowAllowed(prescriptionClass: string | null | undefined, days: number): boolean {
  return days === 0 || (prescriptionClass ?? 'otc') === 'otc';
}

/** The last moment a line delivered at `deliveredAt` may be returned, or null when it is not returnable. */
export function returnWindowEnd(deliveredAt: string | null, windowDays: number, prescriptionClass: string | null | undefined): Date | null {
  if (!deliveredAt || windowDays <= 0 || (prescriptionClass ?? 'otc') !== 'otc') return null;
  return new Date(new Date(deliveredAt).getTime() + windowDays * 86_400_000);
}

/** The product details' return line, in English (its Hindi: RETURN_WINDOW_TEXTS_HI). */
export const RETURN_WINDOW_TEXTS = {
  notReturnable: 'Not returnable',
  window: (days: number) => `${days}-day return window (unopened items)`,
};

/** '7-day return window (unopened items)' / 'Not returnable', shown on the product details (texts: the language on screen). */
export function returnWindowLabel(days: number, prescriptionClass?: string | null, texts: typeof RETURN_WINDOW_TEXTS = RETURN_WINDOW_TEXTS): string {
  if (days <= 0 || (prescriptionClass ?? 'otc') !== 'otc') return texts.notReturnable;
  return texts.window(days);
}

/** What a refund for the order goes to: the original method for online payments; pay on delivery needs an account. */
export function refundNeedsAccount(paymentType: string): boolean {
  return paymentType === PAYMENT_TYPES.payOnDelivery;
}

/** The validation message of a pay-on-delivery refund account, or null when it is valid. */
export function refundAccountProblem(account: { upi_id?: string | null; account_number?: string | null; ifsc?: string | null }): string | null {
  const upi = (account.upi_id ?? '').trim();
  const number = (account.account_number ?? '').replace(/\s+/g, '');
  const ifsc = (account.ifsc ?? '').trim().toUpperCase();
  if (!upi && !number) return RETURN_MESSAGES.refundAccountRequired;
  if (upi) return UPI_ID_PATTERN.test(upi) ? null : RETURN_MESSAGES.upiInvalid;
  if (!BANK_ACCOUNT_PATTERN.test(number)) return RETURN_MESSAGES.accountInvalid;
  return IFSC_PATTERN.test(ifsc) ? null : RETURN_MESSAGES.ifscInvalid;
}

/** 'XXXXXX1234': a bank account shown with its last four digits only. */
export function maskedAccount(number: string): string {
  return `${'X'.repeat(Math.max(0, number.length - 4))}${number.slice(-4)}`;
}

// ---------------------------------------------------------------------------------------------------------
// Credit note arithmetic (paise, integers). Rounding rules, stated once:
//  1. A line's value is its quantity times its rate; the order's coupon discount is shared by the lines in
//     proportion to their value, rounded to the paisa (half away from zero).
//  2. GST is GST_RATE of the taxable value, rounded to the paisa, then split CGST = floor(half), SGST = rest
//     inside the supplier's state, else all IGST.
//  3. Each credit note is the difference between what is credited after it and what was credited before it
//     (cumulative), so returning a line in parts never credits more, in total, than returning it at once.
// ---------------------------------------------------------------------------------------------------------

export interface CreditFigures {
  /** value of the goods credited (before the discount share) */
  goods: number;
  discount: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
}

/** GST of a taxable value in paise, split by the supply's kind. */
export function gstOfPaise(taxable: number, intraState: boolean): Pick<CreditFigures, 'cgst' | 'sgst' | 'igst'> {
  const gst = Math.round(taxable * GST_RATE);
  if (!intraState) return { cgst: 0, sgst: 0, igst: gst };
  const cgst = Math.floor(gst / 2);
  return { cgst, sgst: gst - cgst, igst: 0 };
}

function credited(goods: number, orderGoods: number, orderDiscount: number, intraState: boolean): CreditFigures {
  const discount = orderGoods > 0 ? Math.round((orderDiscount * goods) / orderGoods) : 0;
  const taxable = goods - discount;
  const gst = gstOfPaise(taxable, intraState);
  return { goods, discount, taxable, ...gst, total: taxable + gst.cgst + gst.sgst + gst.igst };
}

/**
 * The credit note for `goodsNow` paise of goods returned, when `goodsBefore` paise of the same order were
 * credited already. `orderGoods` and `orderDiscount`: the order's goods value and coupon discount (paise).
 */
export function returnCreditFigures(input: { orderGoods: number; orderDiscount: number; goodsBefore: number; goodsNow: number; intraState: boolean }): CreditFigures {
  const before = credited(input.goodsBefore, input.orderGoods, input.orderDiscount, input.intraState);
  const after = credited(input.goodsBefore + input.goodsNow, input.orderGoods, input.orderDiscount, input.intraState);
  const diff = (key: keyof CreditFigures) => after[key] - before[key];
  return { goods: diff('goods'), discount: diff('discount'), taxable: diff('taxable'), cgst: diff('cgst'), sgst: diff('sgst'), igst: diff('igst'), total: diff('total') };
}

/** 'CN/AYB/2026-27/000001': a credit note's number, its own series per supplier and financial year. */
export function creditNoteNumber(prefix: string, fy: string, sequence: number): string {
  return `CN/${prefix}/${fy}/${String(sequence).padStart(6, '0')}`;
}
