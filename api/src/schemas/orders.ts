import { Type } from 'typebox';
import { Nullable } from 'shared-lib/contract';

const Money = Type.Number({ minimum: 0 });

export const OrderCartLineSchema = Type.Object({
  id: Type.Optional(Type.Integer()),
  product_id: Type.Integer({ minimum: 1 }),
  quantity: Type.Integer({ minimum: 1, maximum: 10 }),
  product_name: Type.Optional(Type.String({ maxLength: 300 })),
  sales_price: Type.Optional(Money),
  product_image: Type.Optional(Type.String({ maxLength: 1000 })),
  total_price: Type.Optional(Money),
  seller_id: Type.Optional(Nullable(Type.Integer())),
});

const orderFields = {
  cart: Type.Array(OrderCartLineSchema, { minItems: 1, maxItems: 50 }),
  tax: Money,
  shipping_charges: Money,
  total_price: Money,
  order_total_price: Money,
  coupon_id: Type.Integer({ minimum: 0, default: 0 }),
  coupon_code: Type.Optional(Type.String({ maxLength: 40, description: 'the applied coupon by its code (required when coupon_id is not 0)' })),
  discount_price: Type.Number({ minimum: 0, default: 0 }),
  payment_type: Type.Union([Type.Literal('1'), Type.Literal('2')], { default: '2' }),
  // registered user with a saved address
  address_id: Type.Optional(Type.Integer({ minimum: 1 })),
  user_id: Type.Optional(Type.Integer({ minimum: 0 })),
  name: Type.Optional(Type.String({ maxLength: 200 })),
  email: Type.Optional(Type.String({ maxLength: 200 })),
  mobile: Type.Optional(Type.String({ maxLength: 20 })),
  // new address (registered or guest)
  address: Type.Optional(
    Type.Object({
      address_line_1: Type.String({ maxLength: 300 }),
      address_line_2: Type.Optional(Type.String({ maxLength: 300 })),
      pincode: Type.String({ maxLength: 10 }),
    }),
  ),
  state_id: Type.Optional(Type.Integer({ minimum: 1 })),
  city_id: Type.Optional(Type.Integer({ minimum: 1 })),
  // guest
  first_name: Type.Optional(Type.String({ maxLength: 100 })),
  last_name: Type.Optional(Type.String({ maxLength: 100 })),
};

export const PlaceOrderBody = Type.Object(orderFields);
export const CreatePaymentBody = Type.Object({
  ...orderFields,
  number: Type.Optional(Type.String({ maxLength: 20 })),
  MUID: Type.Optional(Type.String({ maxLength: 64 })),
  transactionId: Type.Optional(Type.String({ maxLength: 64 })),
});

export const IdempotencyHeaders = Type.Object({ 'idempotency-key': Type.Optional(Type.String({ maxLength: 100 })) });

export const PlacedOrderSchema = Type.Object({
  id: Type.Integer(),
  unique_id: Type.String(),
  order_date: Type.String(),
  status: Type.Integer(),
  payment_type: Type.String(),
  payment_status: Type.String(),
  total_price: Type.Number(),
  shipping_charges: Type.Number(),
  discount_price: Type.Number(),
  tax: Type.Number(),
  order_total_price: Type.Number(),
  coupon_id: Nullable(Type.Integer()),
  user_id: Nullable(Type.Integer()),
  replayed: Type.Boolean(),
});
