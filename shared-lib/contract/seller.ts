/**
 * Seller (spec sections 3 and 7): the multipart registration, the seller's own profile and its private
 * PAN image. Text fields of a multipart form arrive as strings; the PAN image is the file field
 * `pan_image`. role, type, status and country_id are never read from the client.
 */
import { type Static, Type } from 'typebox';
import { COMPANY_FIELD_MAX_LENGTH, COMPANY_TYPES, OFFICE_ADDRESS_MAX_LENGTH, PASSWORD_MAX_LENGTH, PHARMACY_FIELD_MAX_LENGTH } from 'shared-lib/domain';
import { Envelope, Nullable } from './envelope';

const Text = (maxLength = COMPANY_FIELD_MAX_LENGTH, description?: string) => Type.String({ maxLength, ...(description ? { description } : {}) });

/** The text fields of POST seller/registration, in the form's order. */
export const SellerRegistrationFields = Type.Object({
  company_name: Text(),
  company_type: Text(COMPANY_FIELD_MAX_LENGTH, `one of: ${COMPANY_TYPES.join(', ')}`),
  office_address: Text(OFFICE_ADDRESS_MAX_LENGTH),
  company_regd_no: Text(),
  first_name: Text(),
  last_name: Text(),
  email: Text(254),
  password: Text(PASSWORD_MAX_LENGTH),
  phone: Text(20, 'exactly 10 digits'),
  state_id: Text(10, 'numeric id of the state'),
  city_id: Text(10, 'numeric id of a city of that state'),
  gst_number: Text(20, 'GSTIN of the chosen state holding the PAN number, check character verified'),
  postal_code: Text(10, 'exactly 6 digits, a pincode of the chosen city'),
  pan_number: Text(20, 'five letters, four digits, one letter'),
  // issue 28: the registered pharmacist and the retail drug licence, all three or none (needed to list prescription medicines)
  pharmacist_name: Type.Optional(Text(PHARMACY_FIELD_MAX_LENGTH, "the registered pharmacist's name (with the two below, or none of them)")),
  pharmacist_registration: Type.Optional(Text(PHARMACY_FIELD_MAX_LENGTH, "the pharmacist's state pharmacy council registration number")),
  drug_licence_number: Type.Optional(Text(PHARMACY_FIELD_MAX_LENGTH, 'the retail drug licence number (Form 20/21)')),
  country_id: Type.Optional(Type.String({ description: 'ignored: always 101 (India)' })),
});
export type SellerRegistrationFields = Static<typeof SellerRegistrationFields>;
export type SellerRegistrationField = keyof SellerRegistrationFields;

export const RegisteredSeller = Type.Object({
  id: Type.Integer({ description: 'the seller user id (the id of its login token)' }),
  company_name: Type.String(),
  email: Type.String(),
});
export type RegisteredSeller = Static<typeof RegisteredSeller>;

/** Answer of POST seller/registration: `{ success, message, data }`. */
/** The same answer whether or not the e-mail or GSTIN was already registered (issue 24). */
export const SellerRegistrationResponse = Envelope(Type.Null());
export type SellerRegistrationResponse = Static<typeof SellerRegistrationResponse>;

/** GET seller/profile: the caller's own seller account (never the password or the PAN image's storage key). */
export const SellerProfile = Type.Object({
  id: Type.Integer(),
  seller_id: Type.Integer(),
  company_name: Type.String(),
  company_type: Type.String(),
  office_address: Type.String(),
  company_regd_no: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  state_id: Nullable(Type.Integer()),
  city_id: Nullable(Type.Integer()),
  state_name: Type.String(),
  city_name: Type.String(),
  postal_code: Type.String(),
  gst_number: Type.String(),
  pan_number: Type.String(),
  country_id: Type.Integer(),
  has_pan_image: Type.Boolean(),
  /** the shop's own company: it also manages the coupons' limits and moderates reviews */
  is_house: Type.Boolean(),
  /** issue 28: the registered pharmacist and the retail drug licence (null until given) */
  pharmacist_name: Nullable(Type.String()),
  pharmacist_registration: Nullable(Type.String()),
  drug_licence_number: Nullable(Type.String()),
  /** pending | verified | rejected | suspended (issue 33): only a verified seller's products are shown to shoppers */
  verification_status: Type.String(),
  verification_reason: Nullable(Type.String()),
});
export type SellerProfile = Static<typeof SellerProfile>;

/** PUT seller/profile/pharmacy: the registered pharmacist and the retail drug licence, all three required; answers the profile. */
export const SellerPharmacyBody = Type.Object(
  {
    pharmacist_name: Type.String({ maxLength: PHARMACY_FIELD_MAX_LENGTH }),
    pharmacist_registration: Type.String({ maxLength: PHARMACY_FIELD_MAX_LENGTH }),
    drug_licence_number: Type.String({ maxLength: PHARMACY_FIELD_MAX_LENGTH }),
  },
  { additionalProperties: false },
);
export type SellerPharmacyBody = Static<typeof SellerPharmacyBody>;

export const SellerIdParams = Type.Object({ id: Type.Integer({ minimum: 1, description: 'the seller user id' }) });
export type SellerIdParams = Static<typeof SellerIdParams>;
