/** Change-password form rules: all three required, new and confirm must match, the new one follows the policy. */
import { MESSAGES } from 'shared-lib/domain';
import * as Yup from 'yup';
import { newPasswordRule } from '../signup/signup-schema';

export interface PasswordValues {
  current: string;
  password: string;
  confirm: string;
}

export const emptyPasswords: PasswordValues = { current: '', password: '', confirm: '' };

export const passwordSchema = Yup.object({
  current: Yup.string().required(MESSAGES.enterPassword),
  password: newPasswordRule(),
  confirm: Yup.string()
    .required(MESSAGES.enterPassword)
    .oneOf([Yup.ref('password')], MESSAGES.passwordsDoNotMatch),
});
