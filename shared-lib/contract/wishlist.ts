/** Wishlist (spec section 7): patients only; the user is the token's. */
import { type Static, Type } from 'typebox';
import { Nullable } from './envelope';

export const WishlistBody = Type.Object({
  product_id: Type.Integer({ minimum: 1 }),
  user_id: Type.Optional(Type.Integer({ minimum: 1, description: 'must be the caller; taken from the token' })),
});
export type WishlistBody = Static<typeof WishlistBody>;

export const WishlistProduct = Type.Object({
  name: Type.String(),
  image: Type.String(),
  sales_price: Type.Integer(),
  seller_id: Nullable(Type.Integer()),
  in_stock_quantity: Type.Integer(),
  prescription_class: Type.Optional(Type.String({ description: 'otc | asu_e1 | schedule_h | schedule_h1' })),
});
export type WishlistProduct = Static<typeof WishlistProduct>;

export const WishlistItem = Type.Object({
  id: Type.Integer(),
  product_id: Type.Integer(),
  user_id: Type.Integer(),
  product: WishlistProduct,
});
export type WishlistItem = Static<typeof WishlistItem>;

export const UserProductParams = Type.Object({ u: Type.Integer({ minimum: 1 }), p: Type.Integer({ minimum: 1 }) });
export type UserProductParams = Static<typeof UserProductParams>;
