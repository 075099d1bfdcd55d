/** 'Forgot Password?': one e-mail field (shared-lib/domain/core only: the page stays small). */
import * as Yup from 'yup';
import { EMAIL_PATTERN, MESSAGES } from 'shared-lib/domain/core';

export const forgotPasswordSchema = Yup.object({ email: Yup.string().trim().required(MESSAGES.validEmail).matches(EMAIL_PATTERN, MESSAGES.validEmail) });
