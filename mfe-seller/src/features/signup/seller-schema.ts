/**
 * Seller sign-up form rules (spec section 5): every field required with the spec's messages, then the
 * shared GSTIN/PAN rules of shared-lib/domain and the ZIP rule (looked up only with exactly 6 digits).
 */
import {
  COMPANY_TYPES,
  EMAIL_PATTERN,
  GST_STATE_CODES,
  gstinError,
  looksLikeImageFile,
  MAX_UPLOAD_BYTES,
  MESSAGES,
  normaliseTaxId,
  panError,
  passwordPolicyError,
  PHONE_PATTERN,
  SELLER_MESSAGES,
  type PincodeVerdict,
} from 'shared-lib/domain';
import * as Yup from 'yup';
import { pharmacyRules } from '../shared/pharmacy-schema';

const M = MESSAGES.seller;

export interface SellerValues {
  company_name: string;
  company_type: string;
  office_address: string;
  company_regd_no: string;
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  phone: string;
  state_id: string;
  city_id: string;
  gst_number: string;
  postal_code: string;
  pan_number: string;
  /** issue 28: optional, all three or none */
  pharmacist_name: string;
  pharmacist_registration: string;
  drug_licence_number: string;
  pan_image: File | null;
}

export const sellerInitialValues: SellerValues = {
  company_name: '',
  company_type: '',
  office_address: '',
  company_regd_no: '',
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  phone: '',
  state_id: '',
  city_id: '',
  gst_number: '',
  postal_code: '',
  pan_number: '',
  pharmacist_name: '',
  pharmacist_registration: '',
  drug_licence_number: '',
  pan_image: null,
};

/** What the rules need to know beyond the values: names of the chosen state and city, and the postal check. */
export interface SellerSchemaDeps {
  stateName(stateId: string): string | undefined;
  cityName(cityId: string): string | undefined;
  verifyPincode(pincode: string, cityName: string): Promise<PincodeVerdict>;
}

const required = (message: string) => Yup.string().trim().required(message);
const rule = (check: (value: string) => string | null) =>
  function test(this: Yup.TestContext, value: string | undefined) {
    const problem = value ? check(value) : null;
    return problem ? this.createError({ message: problem }) : true;
  };

export function createSellerSchema(deps: SellerSchemaDeps) {
  return Yup.object({
    company_name: required(M.companyName),
    company_type: required(M.companyType).oneOf([...COMPANY_TYPES], M.companyType),
    office_address: required(M.officeAddress),
    company_regd_no: required(M.regdNo),
    first_name: required(M.firstName),
    last_name: required(M.lastName),
    email: required(M.email).matches(EMAIL_PATTERN, MESSAGES.validEmail),
    password: Yup.string().required(M.password).test('policy', rule(passwordPolicyError)),
    phone: required(M.phone).matches(PHONE_PATTERN, SELLER_MESSAGES.phoneFormat),
    state_id: required(M.state),
    city_id: required(M.city),
    gst_number: required(MESSAGES.thisFieldMandatory)
      .test('gstin', rule(gstinError))
      .test('gstin-state', SELLER_MESSAGES.gstinStateMismatch, function sameState(value) {
        const state = deps.stateName(this.parent.state_id as string);
        if (!value || !state || gstinError(value)) return true;
        return normaliseTaxId(value).slice(0, 2) === GST_STATE_CODES[state];
      }),
    postal_code: required(MESSAGES.zipMandatory).test('zip', async function zipRule(value) {
      const city = deps.cityName(this.parent.city_id as string);
      if (!value || !city) return true;
      const verdict = await deps.verifyPincode(value.trim(), city);
      return verdict.ok ? true : this.createError({ message: verdict.message });
    }),
    pan_number: required(MESSAGES.thisFieldMandatory)
      .test('pan', rule(panError))
      .test('pan-in-gstin', SELLER_MESSAGES.panMismatch, function samePan(value) {
        const gst = this.parent.gst_number as string;
        if (!value || !gst || gstinError(gst) || panError(value)) return true;
        return normaliseTaxId(gst).slice(2, 12) === normaliseTaxId(value);
      }),
    ...pharmacyRules(false),
    pan_image: Yup.mixed<File>()
      .nullable()
      .test('present', SELLER_MESSAGES.panImageMandatory, (file) => Boolean(file))
      .test('type', SELLER_MESSAGES.panImageType, (file) => !file || looksLikeImageFile(file))
      .test('size', SELLER_MESSAGES.panImageTooLarge, (file) => !file || file.size <= MAX_UPLOAD_BYTES),
  });
}
