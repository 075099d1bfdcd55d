/** Products (spec section 7): listings, details, the paginated filter and the delivery locations. */
import { type Static, Type } from 'typebox';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, PRICE_FILTER_MAX, SORT_OPTIONS } from 'shared-lib/domain/core';
import { Nullable } from './envelope';
import { SearchCorrection } from './search';

export const ProductLocation = Type.Object({ id: Type.Integer(), product_id: Type.Integer(), pincode: Type.String() });
export type ProductLocation = Static<typeof ProductLocation>;

/** A product as listings answer it: everything but the full HTML description (the details carry it). */
export const ProductSummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  image: Type.String(),
  code: Type.String(),
  sales_price: Type.Integer(),
  regular_price: Type.Integer(),
  discount: Type.Integer({ description: 'percent' }),
  in_stock_quantity: Type.Integer(),
  short_description: Type.String(),
  seller_id: Nullable(Type.Integer()),
  seller: Nullable(Type.Object({ id: Type.Integer(), company_name: Type.String() })),
  brand_id: Nullable(Type.Integer()),
  brand: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  category_id: Nullable(Type.Integer()),
  locations: Type.Array(ProductLocation),
  availableLocations: Type.String({ description: 'pincodes joined with commas; empty when deliverable everywhere' }),
  rating_average: Type.Number({ description: 'average stars of the published reviews (0 without any); shown with one decimal' }),
  rating_count: Type.Integer({ description: 'published reviews' }),
  name_hi: Type.String({ description: 'the Devanagari name ("" when the seller gave none)' }),
  prescription_class: Type.Optional(Type.String({ description: 'otc | asu_e1 | schedule_h | schedule_h1; every class but otc needs a prescription' })),
});
export type ProductSummary = Static<typeof ProductSummary>;

/** One product as the details answer it: the summary plus the full description (HTML stored sanitised). */
export const Product = Type.Object({
  ...ProductSummary.properties,
  full_description: Type.String({ description: 'sanitised HTML' }),
  composition: Type.String({ description: 'botanical or classical ingredients, plain text ("" when none given)' }),
  return_window_days: Type.Optional(Type.Integer({ description: 'days after delivery it may be returned (unopened); 0: not returnable (issue 33)' })),
});
export type Product = Static<typeof Product>;

const [featured, lowToHigh, highToLow, byRating] = SORT_OPTIONS;
const Sort = Type.Union([Type.Literal(featured.value), Type.Literal(lowToHigh.value), Type.Literal(highToLow.value), Type.Literal(byRating.value)], {
  default: featured.value,
  description: SORT_OPTIONS.map((option) => `${option.value} ${option.label}`).join(', '),
});

/** Body of POST product/filterProduct, plus sort and page (our additions for a paginated list). */
export const ProductFilterBody = Type.Object({
  brand_id: Type.Array(Type.Integer({ minimum: 1 }), { default: [], maxItems: 200 }),
  category_id: Type.Array(Type.Integer({ minimum: 1 }), { default: [], maxItems: 200 }),
  min: Type.Integer({ minimum: 0, default: 0 }),
  max: Type.Integer({ minimum: 0, default: PRICE_FILTER_MAX }),
  search_by_name: Type.String({ default: '', maxLength: 200 }),
  sort: Type.Optional(Sort),
  /** issue 34: only products whose stored rating average is at least this (0: no filter); the list offers 4 */
  min_rating: Type.Optional(Type.Integer({ minimum: 0, maximum: 5, default: 0, description: 'products rated at least this many stars on average (0: all)' })),
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })),
  /** true: the name search as typed only, no respelling or correction ("Search instead for ...") */
  exact: Type.Optional(Type.Boolean()),
  /** true: only products sold without a prescription (class otc) */
  prescription_free: Type.Optional(Type.Boolean()),
});
export type ProductFilterBody = Static<typeof ProductFilterBody>;

/** A page of a list: `items` of `T`, the total count, and where the page is. */
export const Page = <T extends ReturnType<typeof Type.Object>>(item: T) =>
  Type.Object({ items: Type.Array(item), total: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer() });
export interface Paginated<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** `search`: present when the name search found nothing as typed and answers for a respelling, synonym or correction. */
export const ProductPage = Type.Object({ ...Page(ProductSummary).properties, search: Type.Optional(SearchCorrection) });
export type ProductPage = Static<typeof ProductPage>;

/** One delivery location entry of a product; `deliverable` says whether it is the asked pincode. */
export const LocationEntry = Type.Object({ id: Type.Integer(), product_id: Type.Integer(), pincode: Type.String(), deliverable: Type.Boolean() });
export type LocationEntry = Static<typeof LocationEntry>;
export const ProductLocationParams = Type.Object({
  productIds: Type.String({ pattern: '^\\d+(,\\d+){0,99}$', description: 'comma-joined product ids' }),
  location: Type.String({ pattern: '^\\d{6}$', description: '6-digit pincode' }),
});
export type ProductLocationParams = Static<typeof ProductLocationParams>;
