/**
 * Domain shapes that are not HTTP messages. Request and response shapes live in shared-lib/contract
 * (TypeBox schemas and their Static types); the doctor and seller shapes below move there with their
 * resources. Field names follow the spec, spellings included.
 */
import type { DoctorStage, Gender, UserType } from './constants';

/** Decoded middle part of a token. */
export interface TokenPayload {
  id: number;
  type: UserType;
  name?: string;
  exp?: number;
  iat?: number;
}

export interface DoctorBasicDetails {
  govermentId: string;
  gender: Gender;
  dob: string;
}
export interface DoctorWorkDetails {
  hospital_name: string;
  hospital_address: string;
  exprience: number;
  stream_id: number;
  stream: { id: number; name: string } | null;
  speciality_id: string;
  languages_id: string;
}
export interface DoctorOtherDetails {
  institute_name: string;
  year_of_passing: string;
  license_number: string;
  license_state: number;
  degree_image: string;
  license_image: string;
  signeture_image: string;
}
export interface Doctor {
  id: number;
  name: string;
  email: string;
  phone: string;
  profile_image: string | null;
  stage: DoctorStage;
  doctor_basic_details: DoctorBasicDetails | null;
  doctor_work_details: DoctorWorkDetails | null;
  doctor_other_details?: DoctorOtherDetails | null;
}

export interface SellerRegistration {
  company_name: string;
  company_type: string;
  office_address: string;
  company_regd_no: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  password: string;
  state_id: number;
  city_id: number;
  postal_code: string;
  gst_number: string;
  pan_number: string;
  country_id: number;
}

/** Guest cart entry kept in sessionStorage under 'cart'. */
export interface GuestCartItem {
  id: number;
  product_name: string;
  quantity: number;
  sales_price: number;
  product_image: string;
  seller_id: number | null;
}

/** The address lines a patient types (stored as JSON text in an address's `address`). */
export interface AddressLines {
  address_line_1: string;
  address_line_2: string;
  pincode: string;
}
