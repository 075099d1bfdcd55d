/** The page a reset link opens: the new password (the sign-up policy) twice. */
import * as Yup from 'yup';
import { MESSAGES, passwordPolicyError } from 'shared-lib/domain';

export const resetPasswordSchema = Yup.object({
  password: Yup.string()
    .required(MESSAGES.enterPassword)
    .test('policy', (value, context) => {
      const problem = passwordPolicyError(value ?? '');
      return problem ? context.createError({ message: problem }) : true;
    }),
  confirm: Yup.string()
    .required(MESSAGES.enterPassword)
    .oneOf([Yup.ref('password')], MESSAGES.passwordsDoNotMatch),
});
