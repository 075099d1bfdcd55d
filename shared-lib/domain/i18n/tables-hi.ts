/** The Hindi twin of every table of DOMAIN_TABLES (tables.ts), by the same names. */
import { API_MESSAGES_HI } from './api-messages-hi';
import { GUEST_MESSAGES_HI } from './guest-hi';
import { MESSAGES_HI } from './messages-hi';
import { ORDER_STATUS_LABELS_HI, PAYMENT_TYPE_LABELS_HI } from './orders-hi';
import { PAYOUT_MESSAGES_HI } from './payouts-hi';
import { ORDER_RX_STATUS_LABELS_HI, PRESCRIPTION_CLASS_LABELS_HI, RX_MESSAGES_HI, RX_REJECT_REASON_LABELS_HI, RX_REVIEW_CHECKLIST_HI } from './prescriptions-hi';
import { REFUND_METHOD_LABELS_HI, RETURN_MESSAGES_HI, RETURN_REASON_LABELS_HI, RETURN_STATUS_LABELS_HI, RETURN_WINDOW_TEXTS_HI } from './returns-hi';
import { REVIEW_MESSAGES_HI } from './reviews-hi';
import { CONSULTATION_MESSAGES_HI } from './consultations-hi';
import { APPOINTMENT_STATUS_LABELS_HI, CONSULTATION_LANGUAGES_HI, DOCTOR_MESSAGES_HI, MEDICINE_TIMING_LABELS_HI, ROOM_MESSAGES_HI } from './doctor-hi';
import { PHARMACY_MESSAGES_HI, SELLER_MESSAGES_HI, SELLER_PRODUCT_MESSAGES_HI, SELLER_VERIFICATION_LABELS_HI, SELLER_VERIFICATION_MESSAGES_HI, SHIPMENT_MESSAGES_HI, SYNONYM_MESSAGES_HI } from './seller-hi';
import { ACCOUNT_SAFETY_MESSAGES_HI, CHECKOUT_MESSAGES_HI, COUPON_LIMIT_MESSAGES_HI, IMAGE_MESSAGES_HI, PATIENT_MESSAGES_HI, RATE_LIMIT_MESSAGES_HI } from './shop-hi';
import type { DomainTables } from './tables';
import type { Translated } from './translated';

export type TranslatedTables = { readonly [K in keyof DomainTables]: Translated<DomainTables[K]> };

export const DOMAIN_TABLES_HI: TranslatedTables = {
  messages: MESSAGES_HI,
  api: API_MESSAGES_HI,
  guest: GUEST_MESSAGES_HI,
  orderStatus: ORDER_STATUS_LABELS_HI,
  paymentType: PAYMENT_TYPE_LABELS_HI,
  rx: RX_MESSAGES_HI,
  rxStatus: ORDER_RX_STATUS_LABELS_HI,
  rxRejectReason: RX_REJECT_REASON_LABELS_HI,
  rxChecklist: RX_REVIEW_CHECKLIST_HI,
  prescriptionClass: PRESCRIPTION_CLASS_LABELS_HI,
  reviews: REVIEW_MESSAGES_HI,
  returns: RETURN_MESSAGES_HI,
  returnStatus: RETURN_STATUS_LABELS_HI,
  returnReason: RETURN_REASON_LABELS_HI,
  refundMethod: REFUND_METHOD_LABELS_HI,
  returnWindow: RETURN_WINDOW_TEXTS_HI,
  payouts: PAYOUT_MESSAGES_HI,
  accountSafety: ACCOUNT_SAFETY_MESSAGES_HI,
  couponLimits: COUPON_LIMIT_MESSAGES_HI,
  images: IMAGE_MESSAGES_HI,
  rateLimits: RATE_LIMIT_MESSAGES_HI,
  checkout: CHECKOUT_MESSAGES_HI,
  patient: PATIENT_MESSAGES_HI,
  seller: SELLER_MESSAGES_HI,
  pharmacy: PHARMACY_MESSAGES_HI,
  shipments: SHIPMENT_MESSAGES_HI,
  sellerVerificationStatus: SELLER_VERIFICATION_LABELS_HI,
  sellerVerification: SELLER_VERIFICATION_MESSAGES_HI,
  sellerProducts: SELLER_PRODUCT_MESSAGES_HI,
  synonyms: SYNONYM_MESSAGES_HI,
  doctor: DOCTOR_MESSAGES_HI,
  consultations: CONSULTATION_MESSAGES_HI,
  appointmentStatus: APPOINTMENT_STATUS_LABELS_HI,
  consultationLanguages: CONSULTATION_LANGUAGES_HI,
  medicineTiming: MEDICINE_TIMING_LABELS_HI,
  room: ROOM_MESSAGES_HI,
};
