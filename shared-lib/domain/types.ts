/** Entities of spec section 3, as the API returns them. Field names follow the spec, spellings included. */
import type { DoctorStage, Gender, OrderStatus, PaymentStatus, PaymentType, UserType } from './constants';

export interface Paginated<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface LoginRequest {
  email: string;
  password: string;
  role?: number;
}

export interface LoginResponse {
  success: boolean;
  message: string;
  token?: string;
  /** doctors only */
  data?: { id: number; stage: DoctorStage; name: string };
}

/** Decoded middle part of a token. */
export interface TokenPayload {
  id: number;
  type: UserType;
  name?: string;
  exp?: number;
  iat?: number;
}

export interface NamedEntity {
  id: number;
  name: string;
}
export type State = NamedEntity;
export interface City extends NamedEntity {
  state_id: number;
}
export type Stream = NamedEntity;
export interface Speciality extends NamedEntity {
  stream_id: number;
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
  stream: Stream | null;
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

export interface Patient {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  dob: string;
  gender: Gender | string;
}

export interface AddressLines {
  address_line_1: string;
  address_line_2: string;
  pincode: string;
}
export interface Address {
  id: number;
  /** JSON text of AddressLines, as the spec stores it */
  address: string;
  state_id: number;
  city_id: number;
  pincode: string;
  is_default: 0 | 1;
  user_id: number;
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

export interface ProductLocation {
  id: number;
  product_id: number;
  pincode: string;
}
export interface Product {
  id: number;
  name: string;
  image: string;
  code: string;
  sales_price: number;
  regular_price: number;
  /** percent */
  discount: number;
  in_stock_quantity: number;
  short_description: string;
  full_description: string;
  seller_id: number | null;
  seller: { id: number; company_name: string } | null;
  brand_id: number | null;
  brand?: { id: number; name: string } | null;
  category_id: number | null;
  locations: ProductLocation[];
  /** pincodes joined with commas */
  availableLocations: string;
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

export interface Category {
  id: number;
  name: string;
  image: string;
  parent_category_id?: number | null;
}
export interface ParentCategory {
  id: number;
  name: string;
  categories: Category[];
}
export interface Brand {
  id: number;
  name: string;
  image: string;
}
export interface Banner {
  id: number;
  image: string;
  title?: string;
}
export interface Advertisement {
  id: number;
  image: string;
  title: string;
  /** 0 external link, 1 category link */
  type: 0 | 1;
  link: string | null;
  category: number[];
}
export interface HealthIssue {
  id: number;
  name: string;
  image: string;
}
export interface Faq {
  id: number;
  question: string;
  answer: string;
  status: 0 | 1;
}
export interface Achievement {
  id: number;
  speciality_icon: string;
  doctor_icon: string;
  user_icon: string;
  specialities: number;
  doctors: number;
  users: number;
}
export interface ContactDetails {
  id: number;
  phone: string;
  email: string;
  address?: string;
}
export interface PolicyDocument {
  id: number;
  description: string;
}

export interface Coupon {
  id: number;
  code: string;
  discount: number;
  /** 1 flat rupee amount; any other value is a percent of the subtotal */
  discount_type: number;
  /** YYYY-MM-DD, or empty for no expiry */
  expire_date: string | null;
  description: string;
}

export interface OrderLine {
  id: number;
  product_id: number;
  quantity: number;
  total_price: number;
  product: { id: number; name: string; image: string; code: string; sales_price: number };
}
export interface Order {
  id: number;
  unique_id: string;
  order_date: string;
  status: OrderStatus;
  order_total_price: number;
  total_price: number;
  shipping_charges: number;
  discount_price: number;
  tax: number;
  coupon_id: number | null;
  coupon: { discount_type: number; discount: number } | null;
  payment_type: PaymentType;
  payment_status: PaymentStatus;
  user_id: number | null;
  user_address: { state_id: number; city_id: number; address: string; pincode: string } | null;
  order_details: OrderLine[];
}

/** One line of an order as the browser sends it (spec section 7). */
export interface OrderCartLine {
  id?: number;
  product_id: number;
  quantity: number;
  product_name: string;
  sales_price: number;
  product_image: string;
  total_price: number;
  seller_id: number | null;
}
export interface PlaceOrderCommon {
  cart: OrderCartLine[];
  tax: number;
  shipping_charges: number;
  total_price: number;
  order_total_price: number;
  coupon_id: number;
  /** the applied coupon's code: the API applies coupons by code only */
  coupon_code?: string;
  discount_price: number;
  payment_type: PaymentType;
}
export interface PlaceOrderSavedAddress extends PlaceOrderCommon {
  address_id: number;
  user_id: number;
  name: string;
  email: string;
  mobile: string;
}
export interface PlaceOrderNewAddress extends PlaceOrderCommon {
  address: AddressLines;
  state_id: number;
  city_id: number;
  user_id?: number;
  first_name?: string;
  last_name?: string;
  email?: string;
  mobile?: string;
}
export type PlaceOrderPayload = PlaceOrderSavedAddress | PlaceOrderNewAddress;

/** Postal service answer (the public service's shape). */
export interface PostOffice {
  Name: string;
  District: string;
  Division: string;
  State: string;
  Pincode: string;
  [key: string]: unknown;
}
export interface PincodeLookupResult {
  Status: 'Success' | 'Error';
  Message: string;
  PostOffice: PostOffice[] | null;
}
