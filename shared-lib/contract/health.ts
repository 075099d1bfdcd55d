/** Liveness (GET health: the process answers and reaches its database) and readiness (GET ready), paths in `healthPaths`. */
import { type Static, Type } from 'typebox';
import { Envelope } from './envelope';

export const Health = Type.Object({
  db: Type.Union([Type.Literal('sqlite'), Type.Literal('postgres')]),
  paymentSandbox: Type.Boolean({ description: 'true when the built-in payment sandbox is on (PAYMENT_SANDBOX=1); never in production' }),
});
export type Health = Static<typeof Health>;

export const Readiness = Type.Object({ db: Type.String(), migrations: Type.Literal('current') });
export type Readiness = Static<typeof Readiness>;
export const ReadinessResponse = Envelope(Readiness);
export type ReadinessResponse = Static<typeof ReadinessResponse>;
