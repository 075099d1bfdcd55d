/**
 * Checkout rules, once, for the checkout form and the API alike: the customer's contact and address
 * (spec section 5), the delivery rule, and the cart quantity bounds.
 */
import { EMAIL_PATTERN, PATIENT_PHONE_LENGTH, PHONE_PATTERN, PINCODE_PATTERN } from 'shared-lib/domain/core';
import { MESSAGES } from 'shared-lib/domain/core';

/** Texts the spec does not quote; one source for the form and the API. */
export const CHECKOUT_MESSAGES = {
  mobileDigits: `Please enter a ${PATIENT_PHONE_LENGTH}-digit mobile number.`,
} as const;

/** What the customer form of the checkout collects (a guest gives all of it; a patient only the address). */
export interface CustomerValues {
  first_name: string;
  last_name: string;
  email: string;
  mobile: string;
  address_line_1: string;
  address_line_2: string;
  state_id: number;
  city_id: number;
  pincode: string;
}
export type CustomerField = keyof CustomerValues;
export type CustomerErrors = Partial<Record<CustomerField, string>>;

export const CUSTOMER_FIELDS: CustomerField[] = ['first_name', 'last_name', 'email', 'mobile', 'address_line_1', 'address_line_2', 'state_id', 'city_id', 'pincode'];
/** The contact fields a guest fills in (a patient's come from the account). */
export const CONTACT_FIELDS: CustomerField[] = ['first_name', 'last_name', 'email', 'mobile'];

export const EMPTY_CUSTOMER: CustomerValues = {
  first_name: '',
  last_name: '',
  email: '',
  mobile: '',
  address_line_1: '',
  address_line_2: '',
  state_id: 0,
  city_id: 0,
  pincode: '',
};

/** The message for a guest's e-mail, or null when it is fine. */
export function customerEmailError(email: string | undefined): string | null {
  const value = (email ?? '').trim();
  if (!value) return MESSAGES.checkout.email;
  return EMAIL_PATTERN.test(value) ? null : MESSAGES.validEmail;
}

/** The message for a guest's mobile number, or null when it is fine. */
export function customerMobileError(mobile: string | undefined): string | null {
  const value = (mobile ?? '').trim();
  if (!value) return MESSAGES.checkout.mobile;
  return PHONE_PATTERN.test(value) ? null : CHECKOUT_MESSAGES.mobileDigits;
}

/** A guest's contact: names, e-mail and mobile (first message per field). */
export function contactErrors(values: Pick<CustomerValues, 'first_name' | 'last_name' | 'email' | 'mobile'>): CustomerErrors {
  const errors: CustomerErrors = {};
  if (!values.first_name.trim()) errors.first_name = MESSAGES.checkout.name;
  if (!values.last_name.trim()) errors.last_name = MESSAGES.checkout.name;
  const email = customerEmailError(values.email);
  if (email) errors.email = email;
  const mobile = customerMobileError(values.mobile);
  if (mobile) errors.mobile = mobile;
  return errors;
}

/**
 * Every field's message. The original screen's last-name message read the first-name control (known
 * defect, spec section 5); here each field is validated on its own value.
 */
export function validateCustomer(values: CustomerValues, options: { askContact?: boolean } = {}): CustomerErrors {
  const errors: CustomerErrors = options.askContact === false ? {} : contactErrors(values);
  if (!values.address_line_1.trim()) errors.address_line_1 = MESSAGES.thisFieldMandatory;
  if (!values.state_id) errors.state_id = MESSAGES.checkout.state;
  if (!values.city_id) errors.city_id = MESSAGES.checkout.city;
  if (!values.pincode.trim()) errors.pincode = MESSAGES.thisFieldMandatory;
  else if (!PINCODE_PATTERN.test(values.pincode.trim())) errors.pincode = MESSAGES.zipIncorrect;
  return errors;
}

/**
 * The delivery rule: a product with delivery pincodes is delivered only to them; one without any is
 * delivered everywhere.
 */
export function deliversTo(pincodes: readonly string[], pincode: string): boolean {
  return !isDeliveryRestricted(pincodes) || pincodes.includes(pincode.trim());
}

/** Whether a product's delivery pincodes restrict where it goes (an empty list: everywhere). */
export function isDeliveryRestricted(pincodes: readonly string[]): boolean {
  return pincodes.length > 0;
}

/** The ids of the products (in order) that cannot be delivered to the pincode, given each one's delivery pincodes. */
export function undeliverable(productIds: readonly number[], pincodesByProduct: readonly (readonly { pincode: string }[])[], pincode: string): number[] {
  return productIds.filter((_id, index) => !deliversTo((pincodesByProduct[index] ?? []).map((entry) => entry.pincode), pincode));
}
