/** Log-in (spec section 7): POST doctor/login, patient/login, seller/login; POST …/logout revokes every token of the caller. */
import { type Static, Type } from 'typebox';
import { ROLES } from 'shared-lib/domain/core';
import { Envelope, Nullable } from './envelope';
import { LanguageCode } from './account-language';
import { AccountType } from './password-reset';

/** What a bearer token carries: signed by the API (plugins/auth.ts), decoded by the browser's session. */
export const TokenPayload = Type.Object({
  id: Type.Integer(),
  type: AccountType,
  name: Type.String(),
  tv: Type.Integer({ description: 'users.token_version when the token was issued; a logout moves it on' }),
  scope: Type.Optional(Type.Literal('onboarding', { description: "a doctor's token that only works on the sign-up steps" })),
  iat: Type.Optional(Type.Integer({ description: 'set by the signer' })),
  exp: Type.Optional(Type.Integer({ description: 'set by the signer' })),
});
export type TokenPayload = Static<typeof TokenPayload>;

export const LoginBody = Type.Object({
  email: Type.String({ format: 'email', maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 200 }),
  role: Type.Optional(Type.Integer({ description: `patient ${ROLES.patient}, seller ${ROLES.seller}; when sent it must match the login path` })),
});
export type LoginBody = Static<typeof LoginBody>;

export const LoginSuccess = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  token: Type.String(),
  data: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    type: Type.String(),
    stage: Type.Optional(Nullable(Type.Integer({ description: 'doctors only' }))),
    dashboardUrl: Type.Optional(Type.String({ description: 'sellers only' })),
    language: Nullable(LanguageCode),
  }),
});
export type LoginSuccess = Static<typeof LoginSuccess>;

export const LogoutSuccess = Envelope(Type.Null());
export type LogoutSuccess = Static<typeof LogoutSuccess>;
