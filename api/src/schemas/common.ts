/** TypeBox building blocks shared by the route schemas. */
import { type TSchema, Type } from 'typebox';

export const ErrorEnvelope = Type.Object({
  success: Type.Literal(false),
  message: Type.String(),
  data: Type.Null(),
});

/** `{ success, message, data }` around a data schema. */
export function Envelope<T extends TSchema>(data: T) {
  return Type.Object({ success: Type.Boolean(), message: Type.String(), data });
}

/** Responses of a route: 200 with the data schema, plus the error envelope for the usual failures. */
export function responses<T extends TSchema>(data: T) {
  return { 200: Envelope(data), 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 429: ErrorEnvelope, 500: ErrorEnvelope };
}

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, description: 'numeric id' }) });
export const LimitOffsetQuery = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  offset: Type.Integer({ minimum: 0, default: 0 }),
});

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const NamedEntity = Type.Object({ id: Type.Integer(), name: Type.String() });
export const ImageEntity = Type.Object({ id: Type.Integer(), name: Type.String(), image: Type.String() });

export function ok<T>(data: T, message = 'ok') {
  return { success: true as const, message, data };
}
