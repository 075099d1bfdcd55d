/** Address form rules (spec section 5): every field required; state and city default to 0. */
import { MESSAGES, PINCODE_PATTERN } from 'shared-lib/domain';
import * as Yup from 'yup';

export interface AddressValues {
  address_line_1: string;
  address_line_2: string;
  state_id: number;
  city_id: number;
  pincode: string;
}

export const emptyAddress: AddressValues = { address_line_1: '', address_line_2: '', state_id: 0, city_id: 0, pincode: '' };

export const addressSchema = Yup.object({
  address_line_1: Yup.string().trim().required(MESSAGES.fieldMandatory),
  address_line_2: Yup.string().trim().required(MESSAGES.thisFieldMandatory),
  state_id: Yup.number().required(MESSAGES.stateMandatory).moreThan(0, MESSAGES.stateMandatory),
  city_id: Yup.number().required(MESSAGES.cityMandatory).moreThan(0, MESSAGES.cityMandatory),
  pincode: Yup.string().trim().required(MESSAGES.thisFieldMandatory).matches(PINCODE_PATTERN, MESSAGES.zipIncorrect),
});
