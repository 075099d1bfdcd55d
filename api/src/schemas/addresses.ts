/** Request and response schemas of the address book routes. */
import { Type } from 'typebox';

export const AddressLinesBody = Type.Object({
  address_line_1: Type.String({ minLength: 1, maxLength: 200 }),
  address_line_2: Type.String({ minLength: 1, maxLength: 200 }),
  pincode: Type.String({ pattern: '^[0-9]{6}$' }),
});

export const AddressBody = Type.Object({
  address: AddressLinesBody,
  state_id: Type.Integer({ minimum: 1 }),
  city_id: Type.Integer({ minimum: 1 }),
  pincode: Type.Optional(Type.String({ pattern: '^[0-9]{6}$' })),
  user_id: Type.Optional(Type.Integer({ description: "must be the caller's own id when sent" })),
  is_default: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 1 }), Type.Boolean()])),
});

export const DefaultAddressBody = Type.Array(
  Type.Object({ id: Type.Integer({ minimum: 1 }), is_default: Type.Union([Type.Integer({ minimum: 0, maximum: 1 }), Type.Boolean()]) }),
  { minItems: 1, maxItems: 200 },
);

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

export const PincodeParams = Type.Object({ pincode: Type.String({ maxLength: 20 }) });
export const PostOfficeSchema = Type.Object(
  { Name: Type.String(), District: Type.String(), Division: Type.String(), State: Type.String(), Pincode: Type.String() },
  { additionalProperties: true },
);
export const PincodeResponse = Type.Array(
  Type.Object({ Status: Type.String(), Message: Type.String(), PostOffice: Type.Union([Type.Array(PostOfficeSchema), Type.Null()]) }),
);
