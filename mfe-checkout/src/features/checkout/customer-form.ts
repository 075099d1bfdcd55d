/** The checkout's customer form: values, and validation with the spec's messages (spec section 5). */
import { MESSAGES, PINCODE_PATTERN } from 'shared-lib/domain';

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

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Every field's message. The original screen's last-name message read the first-name control (known
 * defect, spec section 5); here each field is validated on its own value.
 */
export function validateCustomer(values: CustomerValues): CustomerErrors {
  const errors: CustomerErrors = {};
  const c = MESSAGES.checkout;
  if (!values.first_name.trim()) errors.first_name = c.name;
  if (!values.last_name.trim()) errors.last_name = c.name;
  if (!values.email.trim()) errors.email = c.email;
  else if (!EMAIL.test(values.email.trim())) errors.email = MESSAGES.validEmail;
  if (!values.mobile.trim()) errors.mobile = c.mobile;
  else if (!/^\d{10}$/.test(values.mobile.trim())) errors.mobile = 'Please enter a 10-digit mobile number.';
  if (!values.address_line_1.trim()) errors.address_line_1 = MESSAGES.thisFieldMandatory;
  if (!values.state_id) errors.state_id = c.state;
  if (!values.city_id) errors.city_id = c.city;
  if (!values.pincode.trim()) errors.pincode = MESSAGES.thisFieldMandatory;
  else if (!PINCODE_PATTERN.test(values.pincode.trim())) errors.pincode = MESSAGES.zipIncorrect;
  return errors;
}

export const CUSTOMER_FIELDS: CustomerField[] = ['first_name', 'last_name', 'email', 'mobile', 'address_line_1', 'address_line_2', 'state_id', 'city_id', 'pincode'];
