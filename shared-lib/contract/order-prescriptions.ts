/**
 * Prescription-required medicines (issue 28): the patient's prescriptions for an order (uploaded files or an
 * e-prescription of a consultation), the seller's review queue and decisions, the order's prescription state.
 * Files are read only through `rxPaths.file` with a token (patient, the order's reviewing sellers, the prescriber).
 */
import { type Static, Type } from 'typebox';
import { RX_NOTE_MAX, RX_REJECT_REASONS } from 'shared-lib/domain/prescriptions';
import { Nullable } from './envelope';

export const RxFile = Type.Object({ id: Type.Integer(), content_type: Type.String(), bytes: Type.Integer() });
export type RxFile = Static<typeof RxFile>;

export const RxDocument = Type.Object({
  id: Type.Integer(),
  source: Type.Union([Type.Literal('upload'), Type.Literal('eprescription')]),
  created_at: Type.String(),
  files: Type.Array(RxFile),
  eprescription: Nullable(Type.Object({ id: Type.Integer(), doctor_name: Type.String(), issued_at: Type.String(), medicines: Type.Array(Type.String()) })),
  /** approved for an earlier order: may be used again until valid_until */
  approved: Type.Boolean(),
  valid_until: Type.String(),
});
export type RxDocument = Static<typeof RxDocument>;

/** What the checkout's prescription step offers: approved prescriptions still valid, and e-prescriptions of the caller's consultations. */
export const RxMine = Type.Object({
  approved: Type.Array(RxDocument),
  eprescriptions: Type.Array(Type.Object({ id: Type.Integer(), doctor_name: Type.String(), issued_at: Type.String(), medicines: Type.Array(Type.String()) })),
});
export type RxMine = Static<typeof RxMine>;

export const ApproveBody = Type.Object({
  prescriber: Type.Optional(Type.String({ maxLength: 200, description: "the prescriber's name and registration, for the H1 register (required for schedule H1 lines on an uploaded prescription)" })),
});
export type ApproveBody = Static<typeof ApproveBody>;

export const FromEprescriptionBody = Type.Object({ eprescription_id: Type.Integer({ minimum: 1 }) });
export type FromEprescriptionBody = Static<typeof FromEprescriptionBody>;

export const ReuploadBody = Type.Object({ document_id: Type.Integer({ minimum: 1 }) });
export type ReuploadBody = Static<typeof ReuploadBody>;

export const RxReviewLine = Type.Object({ product_id: Type.Integer(), name: Type.String(), prescription_class: Type.String(), quantity: Type.Integer(), cancelled: Type.Boolean() });

/** One (order, seller) review as the seller and the patient see it. */
export const RxReview = Type.Object({
  id: Type.Integer(),
  order_id: Type.Integer(),
  unique_id: Type.String(),
  patient_name: Type.String(),
  attempt: Type.Integer(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]),
  reason_code: Nullable(Type.String()),
  reason: Nullable(Type.String({ description: 'the coded reason as text, with the note' })),
  auto_approved: Type.Boolean(),
  decided_at: Nullable(Type.String()),
  created_at: Type.String(),
  /** pending for longer than RX_REVIEW_DUE_HOURS */
  overdue: Type.Boolean(),
  lines: Type.Array(RxReviewLine),
  document: RxDocument,
});
export type RxReview = Static<typeof RxReview>;

export const RxReviewQueue = Type.Object({ items: Type.Array(RxReview), pending: Type.Integer(), overdue: Type.Integer() });
export type RxReviewQueue = Static<typeof RxReviewQueue>;

export const RejectBody = Type.Object({
  reason: Type.Union([Type.Literal('unreadable'), Type.Literal('not_on_prescription'), Type.Literal('too_old'), Type.Literal('unregistered_prescriber'), Type.Literal('other')], { description: RX_REJECT_REASONS.join(' | ') }),
  note: Type.Optional(Type.String({ maxLength: RX_NOTE_MAX })),
});
export type RejectBody = Static<typeof RejectBody>;

/** The prescription state of an order for its patient: null status when it holds no prescription medicine. */
export const OrderRxState = Type.Object({
  order_id: Type.Integer(),
  rx_status: Nullable(Type.String()),
  label: Nullable(Type.String()),
  reviews: Type.Array(RxReview),
  /** a rejected review may still be answered with one new prescription */
  can_reupload: Type.Boolean(),
});
export type OrderRxState = Static<typeof OrderRxState>;
