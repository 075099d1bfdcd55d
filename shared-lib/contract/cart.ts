/** Server cart (spec section 7): patients only; only product and quantity are trusted, the price is the database's. */
import { type Static, Type } from 'typebox';
import { CART_QUANTITY_MAX, CART_QUANTITY_MIN } from 'shared-lib/domain/core';
import { Nullable } from './envelope';

const quantityRule = `integer ${CART_QUANTITY_MIN}..${CART_QUANTITY_MAX} and at most the stock`;

export const CartBody = Type.Object({
  product_id: Type.Integer({ minimum: 1 }),
  user_id: Type.Optional(Type.Integer({ minimum: 1, description: 'must be the caller; taken from the token' })),
  quantity: Type.Optional(Type.Number({ description: `${quantityRule}; default ${CART_QUANTITY_MIN}` })),
  price: Type.Optional(Type.Number({ description: 'ignored: the price is the product sales_price from the database' })),
});
export type CartBody = Static<typeof CartBody>;

export const CartUpdateBody = Type.Object({
  product_id: Type.Optional(Type.Integer({ minimum: 1 })),
  user_id: Type.Optional(Type.Integer({ minimum: 1 })),
  quantity: Type.Number({ description: quantityRule }),
  price: Type.Optional(Type.Number()),
});
export type CartUpdateBody = Static<typeof CartUpdateBody>;

export const CartProduct = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  image: Type.String(),
  sales_price: Type.Integer(),
  seller_id: Nullable(Type.Integer()),
  in_stock_quantity: Type.Integer(),
  prescription_class: Type.Optional(Type.String({ description: 'otc | asu_e1 | schedule_h | schedule_h1' })),
});
export type CartProduct = Static<typeof CartProduct>;

export const CartItem = Type.Object({
  id: Type.Integer(),
  product_id: Type.Integer(),
  user_id: Type.Integer(),
  quantity: Type.Integer(),
  price: Type.Integer(),
  product: CartProduct,
});
export type CartItem = Static<typeof CartItem>;
