/** Profile form rules (spec section 5): email, first_name, last_name, mobile, dob, gender required; gender defaults to 0. */
import * as Yup from 'yup';
import { NOTHING_CHOSEN } from 'shared-lib/domain';
import { dobRule, emailRule, genderRule, mobileRule, nameRule } from '../signup/signup-schema';

export interface AccountValues {
  email: string;
  first_name: string;
  last_name: string;
  mobile: string;
  gender: string;
  dob: string;
  /** asked for only when the email (the login) changes */
  current_password: string;
}

export const emptyAccount: AccountValues = { email: '', first_name: '', last_name: '', mobile: '', gender: NOTHING_CHOSEN, dob: '', current_password: '' };

export const accountSchema = Yup.object({
  email: emailRule(),
  first_name: nameRule(),
  last_name: nameRule(),
  mobile: mobileRule(),
  gender: genderRule(),
  dob: dobRule(),
  current_password: Yup.string(),
});

/** The API takes a new email only with the current password. */
export const emailChanged = (values: AccountValues, savedEmail: string | undefined) => values.email.trim().toLowerCase() !== (savedEmail ?? '').trim().toLowerCase();
