/** Wishlist schemas (spec section 7). */
import { Type } from 'typebox';
import { Nullable } from './common';

export const WishlistBody = Type.Object({
  product_id: Type.Integer({ minimum: 1 }),
  user_id: Type.Optional(Type.Integer({ minimum: 1, description: 'must be the caller; taken from the token' })),
});

export const WishlistItem = Type.Object({
  id: Type.Integer(),
  product_id: Type.Integer(),
  user_id: Type.Integer(),
  product: Type.Object({ name: Type.String(), image: Type.String(), sales_price: Type.Integer(), seller_id: Nullable(Type.Integer()), in_stock_quantity: Type.Integer() }),
});

export const UserProductParams = Type.Object({ u: Type.Integer({ minimum: 1 }), p: Type.Integer({ minimum: 1 }) });
