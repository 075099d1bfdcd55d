/** 'Forgot Password?' and the reset page: request a link by e-mail, then set a new password with its token. */
import { type Static, Type } from 'typebox';

/** Same answer whether or not the account exists. */
export const FORGOT_PASSWORD_ANSWER = 'If an account exists for this e-mail, we have sent a link';
export const RESET_DONE = 'Your password has been changed. Please log in with your new password.';
export const RESET_LINK_INVALID = 'This reset link is invalid, used or expired. Please ask for a new one.';
export const RESET_TOKEN_MINUTES = 30;

export const AccountType = Type.Union([Type.Literal('patient'), Type.Literal('doctor'), Type.Literal('seller')]);

export const ForgotPasswordBody = Type.Object({
  email: Type.String({ format: 'email', maxLength: 254 }),
  type: AccountType,
});
export type ForgotPasswordRequest = Static<typeof ForgotPasswordBody>;

export const ResetPasswordBody = Type.Object({
  token: Type.String({ minLength: 20, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' }),
  password: Type.String({ minLength: 1, maxLength: 200 }),
});
export type ResetPasswordRequest = Static<typeof ResetPasswordBody>;

export const ResetPasswordResult = Type.Object({ type: AccountType });
export type ResetPasswordResponse = Static<typeof ResetPasswordResult>;

/** Hash routes of the two pages: '#/patient/forgot-password', '#/patient/reset-password/<token>'. */
export const forgotPasswordRoute = (type: string) => `/${type}/forgot-password`;
export const resetPasswordRoute = (type: string, token: string) => `/${type}/reset-password/${token}`;
