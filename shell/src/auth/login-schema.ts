import * as Yup from 'yup';
import { MESSAGES } from 'shared-lib/domain/core';

export const loginSchema = Yup.object({
  email: Yup.string().trim().email(MESSAGES.validEmail).required(MESSAGES.validEmail),
  password: Yup.string().required(MESSAGES.enterPassword),
});

export type LoginValues = Yup.InferType<typeof loginSchema>;
