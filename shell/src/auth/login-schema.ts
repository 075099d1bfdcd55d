import * as Yup from 'yup';
import { EMAIL_PATTERN, MESSAGES } from 'shared-lib/domain/core';

export const loginSchema = Yup.object({
  email: Yup.string().trim().required(MESSAGES.validEmail).matches(EMAIL_PATTERN, MESSAGES.validEmail),
  password: Yup.string().required(MESSAGES.enterPassword),
});

export type LoginValues = Yup.InferType<typeof loginSchema>;
