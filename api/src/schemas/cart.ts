/** Cart schemas (spec section 7): the body carries product_id, user_id, quantity, price; only product and quantity are trusted. */
import { Type } from 'typebox';
import { Nullable } from './common';

export const CartBody = Type.Object({
  product_id: Type.Integer({ minimum: 1 }),
  user_id: Type.Optional(Type.Integer({ minimum: 1, description: 'must be the caller; taken from the token' })),
  quantity: Type.Optional(Type.Number({ description: 'integer 1..10 and at most the stock; default 1' })),
  price: Type.Optional(Type.Number({ description: 'ignored: the price is the product sales_price from the database' })),
});

export const CartUpdateBody = Type.Object({
  product_id: Type.Optional(Type.Integer({ minimum: 1 })),
  user_id: Type.Optional(Type.Integer({ minimum: 1 })),
  quantity: Type.Number({ description: 'integer 1..10 and at most the stock' }),
  price: Type.Optional(Type.Number()),
});

export const CartItem = Type.Object({
  id: Type.Integer(),
  product_id: Type.Integer(),
  user_id: Type.Integer(),
  quantity: Type.Integer(),
  price: Type.Integer(),
  product: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    image: Type.String(),
    sales_price: Type.Integer(),
    seller_id: Nullable(Type.Integer()),
    in_stock_quantity: Type.Integer(),
  }),
});

export const UserIdParams = Type.Object({ userId: Type.Integer({ minimum: 1 }) });
export const CountData = Type.Object({ count: Type.Integer() });
