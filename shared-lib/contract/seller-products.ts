/**
 * A seller's own products (spec section 7: POST product/create, PUT product/update/{id}; plus the
 * seller-scoped list). Create and update are multipart: the text fields below and the file `image`
 * (required on create, optional on update). The sales price is computed by the server.
 */
import { type Static, Type } from 'typebox';
import { PRODUCT_LIMITS } from 'shared-lib/domain';
import { DEFAULT_RETURN_WINDOW_DAYS, RETURN_WINDOW_MAX } from 'shared-lib/domain/returns';
import { Nullable } from './envelope';

const Text = (maxLength: number, description?: string) => Type.String({ maxLength, ...(description ? { description } : {}) });

/** Text fields of the product form (multipart values are strings). */
export const SellerProductFields = Type.Object({
  name: Text(PRODUCT_LIMITS.nameMax),
  code: Text(PRODUCT_LIMITS.codeMax, 'unique; letters, digits, - and _'),
  brand_id: Text(10, 'id of a brand'),
  category_id: Text(10, 'id of a category'),
  regular_price: Text(9, `whole rupees, 1..${PRODUCT_LIMITS.priceMax}`),
  discount: Text(3, `whole percent, 0..${PRODUCT_LIMITS.discountMax}; the sales price is computed from it`),
  in_stock_quantity: Text(9, `0..${PRODUCT_LIMITS.stockMax}`),
  short_description: Text(PRODUCT_LIMITS.shortDescriptionMax),
  full_description: Text(PRODUCT_LIMITS.fullDescriptionMax, 'HTML; sanitised once on save'),
  pincodes: Type.Optional(Text(PRODUCT_LIMITS.pincodesMax * 8, 'delivery pincodes, comma-separated, each exactly 6 digits; empty: everywhere')),
  composition: Type.Optional(Text(PRODUCT_LIMITS.compositionMax, 'botanical or classical ingredients, plain text, e.g. "Withania somnifera (root) 500 mg"; the first is the main ingredient')),
  name_hi: Type.Optional(Text(PRODUCT_LIMITS.nameHiMax, 'the Devanagari name, e.g. "अश्वगंधा टैबलेट"')),
  prescription_class: Type.Optional(Text(20, 'otc (default) | asu_e1 | schedule_h | schedule_h1; schedule X and narcotics are refused')),
  return_window_days: Type.Optional(Text(2, `days after delivery an unopened item may be returned, 0..${RETURN_WINDOW_MAX}; 0: not returnable; prescription classes: 0 only (create default: ${DEFAULT_RETURN_WINDOW_DAYS} for otc)`)),
});
export type SellerProductFields = Static<typeof SellerProductFields>;
export type SellerProductField = keyof SellerProductFields;

export const SellerProduct = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  code: Type.String(),
  image: Type.String(),
  regular_price: Type.Integer(),
  discount: Type.Integer(),
  sales_price: Type.Integer(),
  in_stock_quantity: Type.Integer(),
  short_description: Type.String(),
  full_description: Type.String(),
  brand_id: Nullable(Type.Integer()),
  category_id: Nullable(Type.Integer()),
  seller_id: Type.Integer(),
  pincodes: Type.Array(Type.String()),
  on_sale: Type.Boolean({ description: 'false: hidden from the shop and not orderable' }),
  composition: Type.String(),
  name_hi: Type.String(),
  prescription_class: Type.Optional(Type.String({ description: 'otc | asu_e1 | schedule_h | schedule_h1' })),
  return_window_days: Type.Integer({ description: '0: not returnable' }),
});
export type SellerProduct = Static<typeof SellerProduct>;

export const SellerProductsQuery = Type.Object({
  page: Type.Integer({ minimum: 1, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  search: Type.Optional(Type.String({ maxLength: 100, description: 'part of the name or code' })),
});
export type SellerProductsQuery = Static<typeof SellerProductsQuery>;

export const SellerProductPage = Type.Object({
  items: Type.Array(SellerProduct),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export type SellerProductPage = Static<typeof SellerProductPage>;

export const ProductSaleBody = Type.Object({ on_sale: Type.Boolean() });
export type ProductSaleBody = Static<typeof ProductSaleBody>;

export const StockChangeBody = Type.Object({
  change: Type.Integer({ minimum: -PRODUCT_LIMITS.stockMax, maximum: PRODUCT_LIMITS.stockMax, description: 'added to the stock (negative takes away); the result stays within 0..stockMax' }),
});
export type StockChangeBody = Static<typeof StockChangeBody>;
