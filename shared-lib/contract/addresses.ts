/** The patient's address book (spec section 7). The address lines travel as JSON text in `address`. */
import { type Static, Type } from 'typebox';

const Pincode = Type.String({ pattern: '^[0-9]{6}$' });
const DefaultFlag = Type.Union([Type.Integer({ minimum: 0, maximum: 1 }), Type.Boolean()]);

export const AddressLines = Type.Object({
  address_line_1: Type.String({ minLength: 1, maxLength: 200 }),
  address_line_2: Type.String({ minLength: 1, maxLength: 200 }),
  pincode: Pincode,
});
export type AddressLines = Static<typeof AddressLines>;

export const AddressBody = Type.Object({
  address: AddressLines,
  state_id: Type.Integer({ minimum: 1 }),
  city_id: Type.Integer({ minimum: 1 }),
  pincode: Type.Optional(Pincode),
  user_id: Type.Optional(Type.Integer({ description: "must be the caller's own id when sent" })),
  is_default: Type.Optional(DefaultFlag),
});
export type AddressBody = Static<typeof AddressBody>;

export const DefaultAddressBody = Type.Array(Type.Object({ id: Type.Integer({ minimum: 1 }), is_default: DefaultFlag }), { minItems: 1, maxItems: 200 });
export type DefaultAddressBody = Static<typeof DefaultAddressBody>;

/** A saved address with its state and city names. */
export const PatientAddress = Type.Object({
  id: Type.Integer(),
  address: Type.String({ description: 'JSON text: address_line_1, address_line_2, pincode' }),
  state_id: Type.Integer(),
  city_id: Type.Integer(),
  pincode: Type.String(),
  is_default: Type.Integer(),
  user_id: Type.Integer(),
  state_name: Type.String(),
  city_name: Type.String(),
});
export type PatientAddress = Static<typeof PatientAddress>;
