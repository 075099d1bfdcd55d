/**
 * Seller verification (issue 33): the house seller lists registrations by status, sees a registration's
 * GSTIN, PAN and PAN image (and the drug licence and pharmacist of sellers of prescription classes), and
 * approves, rejects with a reason or suspends with a reason. Other sellers get 403.
 */
import { type Static, Type } from 'typebox';
import { SELLER_REASON_MAX } from 'shared-lib/domain';
import { Nullable } from './envelope';
export { sellerVerificationPaths } from './paths-sellers';


const Status = Type.Union([Type.Literal('pending'), Type.Literal('verified'), Type.Literal('rejected'), Type.Literal('suspended')]);

export const SellerListQuery = Type.Object({ status: Type.Optional(Status) });
export type SellerListQuery = Static<typeof SellerListQuery>;

export const SellerForReview = Type.Object({
  /** the seller id (not the user id) */
  id: Type.Integer(),
  company_name: Type.String(),
  company_type: Type.String(),
  company_regd_no: Type.String(),
  office_address: Type.String(),
  city_name: Type.String(),
  state_name: Type.String(),
  postal_code: Type.String(),
  contact_name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  gst_number: Type.String(),
  pan_number: Type.String(),
  has_pan_image: Type.Boolean(),
  /** the registered pharmacist and the retail drug licence, when the registration gave them */
  pharmacist_name: Nullable(Type.String()),
  pharmacist_registration: Nullable(Type.String()),
  drug_licence_number: Nullable(Type.String()),
  /** the seller has products of a prescription class (its drug licence and pharmacist must be checked) */
  sells_prescription_classes: Type.Boolean(),
  products: Type.Integer(),
  verification_status: Status,
  verification_reason: Nullable(Type.String()),
  verification_changed_at: Nullable(Type.String()),
  registered_at: Type.String(),
});
export type SellerForReview = Static<typeof SellerForReview>;

export const SellerDecisionBody = Type.Object({
  decision: Type.Union([Type.Literal('approve'), Type.Literal('reject'), Type.Literal('suspend')]),
  /** required to reject or suspend: mailed to the seller */
  reason: Type.Optional(Type.String({ maxLength: SELLER_REASON_MAX })),
});
export type SellerDecisionBody = Static<typeof SellerDecisionBody>;
