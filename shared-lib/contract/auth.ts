/** Log-in (spec section 7): POST doctor/login, patient/login, seller/login; POST …/logout revokes every token of the caller. */
import { type Static, Type } from 'typebox';
import { ROLES } from 'shared-lib/domain/core';
import { Envelope, Nullable } from './envelope';

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
  }),
});
export type LoginSuccess = Static<typeof LoginSuccess>;

export const LogoutSuccess = Envelope(Type.Null());
export type LogoutSuccess = Static<typeof LogoutSuccess>;
