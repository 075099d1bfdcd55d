/**
 * Domain shapes that are not HTTP messages. Request and response shapes live in shared-lib/contract
 * (TypeBox schemas and their Static types; the doctor's are in contract/doctor.ts); the seller shape
 * below moves there with its resource. Field names follow the spec, spellings included.
 */

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
  /** otc | asu_e1 | schedule_h | schedule_h1 (issue 28); absent: otc */
  prescription_class?: string;
}

/** The address lines a patient types (stored as JSON text in an address's `address`). */
export interface AddressLines {
  address_line_1: string;
  address_line_2: string;
  pincode: string;
}
