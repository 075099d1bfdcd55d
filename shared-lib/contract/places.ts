/** States, cities and the postal look-up (spec section 7; the look-up is served at /pincode, outside /api). */
import { type Static, Type } from 'typebox';
import { NamedEntity, Nullable } from './envelope';

export const State = NamedEntity;
export type State = Static<typeof State>;
export const City = Type.Object({ id: Type.Integer(), name: Type.String(), state_id: Type.Integer() });
export type City = Static<typeof City>;

export const PincodeParams = Type.Object({ pincode: Type.String({ maxLength: 20 }) });
export type PincodeParams = Static<typeof PincodeParams>;
export const PostOffice = Type.Object(
  {
    Name: Type.String(),
    District: Type.String(),
    Division: Type.String(),
    State: Type.String(),
    Pincode: Type.String(),
    BranchType: Type.Optional(Type.String()),
    DeliveryStatus: Type.Optional(Type.String()),
    Circle: Type.Optional(Type.String()),
    Region: Type.Optional(Type.String()),
    Block: Type.Optional(Type.String()),
    Country: Type.Optional(Type.String()),
  },
  { additionalProperties: true },
);
export type PostOffice = Static<typeof PostOffice>;
export const PincodeLookupResult = Type.Object({
  Status: Type.Union([Type.Literal('Success'), Type.Literal('Error')]),
  Message: Type.String(),
  PostOffice: Nullable(Type.Array(PostOffice)),
});
export type PincodeLookupResult = Static<typeof PincodeLookupResult>;
/** The public service answers a one-element array. */
export const PincodeResponse = Type.Array(PincodeLookupResult);
export type PincodeResponse = Static<typeof PincodeResponse>;
