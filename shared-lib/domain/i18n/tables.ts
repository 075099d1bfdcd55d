/**
 * Every domain text table that has a translation, by name (issue 31). English is the source (the spec's texts
 * stay verbatim); `DOMAIN_TABLES_HI` (tables-hi.ts) holds the Hindi twin of each, typed so that a table without
 * its twin, or a twin without a key, fails `tsc`. The API translates its answers' messages from these pairs;
 * the browser loads the Hindi with the first switch to Hindi (`useDomainTexts(name, TABLE)` in shared-lib/i18n).
 */
import { GUEST_MESSAGES, MESSAGES, ORDER_STATUS_LABELS, PAYMENT_TYPE_LABELS } from 'shared-lib/domain/core';
import { API_MESSAGES } from '../api-messages';
import { PAYOUT_MESSAGES } from '../payouts';
import { ORDER_RX_STATUS_LABELS, PRESCRIPTION_CLASS_LABELS, RX_MESSAGES, RX_REJECT_REASON_LABELS, RX_REVIEW_CHECKLIST } from '../prescriptions';
import { REFUND_METHOD_LABELS, RETURN_MESSAGES, RETURN_REASON_LABELS, RETURN_STATUS_LABELS, RETURN_WINDOW_TEXTS } from '../returns';
import { REVIEW_MESSAGES } from '../reviews';
import { ACCOUNT_SAFETY_MESSAGES, COUPON_LIMIT_MESSAGES, IMAGE_MESSAGES } from '../account-safety';
import { CHECKOUT_MESSAGES } from '../checkout';
import { PATIENT_MESSAGES } from '../patient';
import { RATE_LIMIT_MESSAGES } from '../rate-limits';
import { SYNONYM_MESSAGES } from '../search/synonyms';
import { SELLER_MESSAGES } from '../seller';
import { PHARMACY_MESSAGES } from '../seller-pharmacy';
import { SELLER_PRODUCT_MESSAGES } from '../seller-products';
import { SELLER_VERIFICATION_LABELS, SELLER_VERIFICATION_MESSAGES } from '../seller-verification';
import { SHIPMENT_MESSAGES } from '../shipments';
import { DOCTOR_MESSAGES } from '../doctor';
import { CONSULTATION_MESSAGES } from '../consultations/messages';
import { APPOINTMENT_STATUS_LABELS, CONSULTATION_LANGUAGES } from '../consultations/rules';
import { MEDICINE_TIMING_LABELS, ROOM_MESSAGES } from '../consultations/room';

export const DOMAIN_TABLES = {
  messages: MESSAGES,
  api: API_MESSAGES,
  guest: GUEST_MESSAGES,
  orderStatus: ORDER_STATUS_LABELS,
  paymentType: PAYMENT_TYPE_LABELS,
  rx: RX_MESSAGES,
  rxStatus: ORDER_RX_STATUS_LABELS,
  rxRejectReason: RX_REJECT_REASON_LABELS,
  rxChecklist: RX_REVIEW_CHECKLIST,
  prescriptionClass: PRESCRIPTION_CLASS_LABELS,
  reviews: REVIEW_MESSAGES,
  returns: RETURN_MESSAGES,
  returnStatus: RETURN_STATUS_LABELS,
  returnReason: RETURN_REASON_LABELS,
  refundMethod: REFUND_METHOD_LABELS,
  returnWindow: RETURN_WINDOW_TEXTS,
  payouts: PAYOUT_MESSAGES,
  accountSafety: ACCOUNT_SAFETY_MESSAGES,
  couponLimits: COUPON_LIMIT_MESSAGES,
  images: IMAGE_MESSAGES,
  rateLimits: RATE_LIMIT_MESSAGES,
  checkout: CHECKOUT_MESSAGES,
  patient: PATIENT_MESSAGES,
  seller: SELLER_MESSAGES,
  pharmacy: PHARMACY_MESSAGES,
  shipments: SHIPMENT_MESSAGES,
  sellerVerificationStatus: SELLER_VERIFICATION_LABELS,
  sellerVerification: SELLER_VERIFICATION_MESSAGES,
  sellerProducts: SELLER_PRODUCT_MESSAGES,
  synonyms: SYNONYM_MESSAGES,
  doctor: DOCTOR_MESSAGES,
  consultations: CONSULTATION_MESSAGES,
  appointmentStatus: APPOINTMENT_STATUS_LABELS,
  consultationLanguages: CONSULTATION_LANGUAGES,
  medicineTiming: MEDICINE_TIMING_LABELS,
  room: ROOM_MESSAGES,
};
export type DomainTables = typeof DOMAIN_TABLES;
export type DomainTableName = keyof DomainTables;
