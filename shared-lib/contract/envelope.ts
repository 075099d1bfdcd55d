/**
 * The response envelope `{ success, message, data }` of every API answer (spec section 7) and the
 * TypeBox building blocks the resource modules share. Pure: imported by the API and the apps alike.
 */
import { type Static, type TSchema, Type } from 'typebox';

export const ErrorEnvelope = Type.Object({
  success: Type.Literal(false),
  message: Type.String(),
  data: Type.Null(),
});
export type ErrorEnvelope = Static<typeof ErrorEnvelope>;

/** `{ success, message, data }` around a data schema. */
export function Envelope<T extends TSchema>(data: T) {
  return Type.Object({ success: Type.Boolean(), message: Type.String(), data });
}

/** The envelope as a type, for the data type `T`. */
export interface ApiEnvelope<T> {
  success: boolean;
  message: string;
  data: T;
}

/** Responses of a route: 200 with the data schema, plus the error envelope for the usual failures. */
export function responses<T extends TSchema>(data: T) {
  return { 200: Envelope(data), 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope, 429: ErrorEnvelope, 500: ErrorEnvelope };
}

/** A successful envelope around `data` (the server's answer; also what fake APIs in tests return). */
export function ok<T>(data: T, message = 'ok'): ApiEnvelope<T> & { success: true } {
  return { success: true as const, message, data };
}

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, description: 'numeric id' }) });
export type IdParams = Static<typeof IdParams>;
export const UserIdParams = Type.Object({ userId: Type.Integer({ minimum: 1 }) });
export type UserIdParams = Static<typeof UserIdParams>;
export const LimitOffsetQuery = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  offset: Type.Integer({ minimum: 0, default: 0 }),
});

export const NamedEntity = Type.Object({ id: Type.Integer(), name: Type.String() });
export type NamedEntity = Static<typeof NamedEntity>;
export const ImageEntity = Type.Object({ id: Type.Integer(), name: Type.String(), image: Type.String() });
export type ImageEntity = Static<typeof ImageEntity>;
/** The Devanagari name the Hindi shop shows for the shop's own catalogue words (issue 31), '' where there is none. */
export const HindiName = Type.String({ description: "the Devanagari name, '' where there is none" });
/** An ImageEntity with its Devanagari name: a health issue. */
export const TwoScriptImageEntity = Type.Object({ ...ImageEntity.properties, name_hi: HindiName });
export const CountData = Type.Object({ count: Type.Integer() });
export type CountData = Static<typeof CountData>;
