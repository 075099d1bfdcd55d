/** Product and product-filter schemas (shape of shared-lib/domain Product). */
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, PRICE_FILTER_MAX } from 'shared-lib/domain';
import { Type } from 'typebox';
import { Nullable } from 'shared-lib/contract';

export const ProductLocation = Type.Object({ id: Type.Integer(), product_id: Type.Integer(), pincode: Type.String() });

export const Product = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  image: Type.String(),
  code: Type.String(),
  sales_price: Type.Integer(),
  regular_price: Type.Integer(),
  discount: Type.Integer({ description: 'percent' }),
  in_stock_quantity: Type.Integer(),
  short_description: Type.String(),
  full_description: Type.String({ description: 'sanitised HTML' }),
  seller_id: Nullable(Type.Integer()),
  seller: Nullable(Type.Object({ id: Type.Integer(), company_name: Type.String() })),
  brand_id: Nullable(Type.Integer()),
  brand: Type.Optional(Nullable(Type.Object({ id: Type.Integer(), name: Type.String() }))),
  category_id: Nullable(Type.Integer()),
  locations: Type.Array(ProductLocation),
  availableLocations: Type.String({ description: 'pincodes joined with commas; empty when deliverable everywhere' }),
});

export const ProductFilterBody = Type.Object({
  brand_id: Type.Array(Type.Integer({ minimum: 1 }), { default: [], maxItems: 200 }),
  category_id: Type.Array(Type.Integer({ minimum: 1 }), { default: [], maxItems: 200 }),
  min: Type.Integer({ minimum: 0, default: 0 }),
  max: Type.Integer({ minimum: 0, default: PRICE_FILTER_MAX }),
  search_by_name: Type.String({ default: '', maxLength: 200 }),
  sort: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)], { default: 0, description: '0 featured, 1 price low to high, 2 price high to low' }),
  page: Type.Integer({ minimum: 1, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE }),
});

export const ProductPage = Type.Object({
  items: Type.Array(Product),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
