/**
 * Offline answers built from the snapshot (issue 32), in the shapes the storefront already reads: a list of
 * `ProductSummary`, a `ProductPage` for the filter (with a search text: the ids the in-browser index
 * found, best first) and a `Product` for the details. Pure: the worker wires them (catalogue-route.ts).
 */
import type { Product, ProductFilterBody, ProductPage, ProductSummary, SnapshotProduct } from 'shared-lib/contract';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, PRICE_FILTER_MAX } from 'shared-lib/domain/core';

export function summaryOf(product: SnapshotProduct): ProductSummary {
  const pincodes = product.availableLocations ? product.availableLocations.split(',') : [];
  return {
    id: product.id,
    name: product.name,
    image: product.image,
    code: product.code,
    sales_price: product.sales_price,
    regular_price: product.regular_price,
    discount: product.discount,
    in_stock_quantity: product.in_stock_quantity,
    short_description: '',
    seller_id: product.seller_id,
    seller: product.seller_id === null ? null : { id: product.seller_id, company_name: product.seller },
    brand_id: product.brand_id,
    brand: product.brand_id === null ? null : { id: product.brand_id, name: product.brand },
    category_id: product.category_id,
    locations: pincodes.map((pincode, index) => ({ id: index + 1, product_id: product.id, pincode })),
    availableLocations: product.availableLocations,
    rating_average: product.rating_average,
    rating_count: product.rating_count,
    name_hi: product.name_hi,
    prescription_class: product.prescription_class,
  };
}

/** The details of a product the snapshot holds (no full description offline). */
export function detailsOf(product: SnapshotProduct): Product {
  return { ...summaryOf(product), full_description: '', composition: product.composition };
}

const byPrice = (direction: 1 | -1) => (a: SnapshotProduct, b: SnapshotProduct) => direction * (a.sales_price - b.sales_price) || a.id - b.id;
const byRating = (a: SnapshotProduct, b: SnapshotProduct) => b.rating_average - a.rating_average || b.rating_count - a.rating_count;

/** The products in a sort order (0 as given: best sellers, or best search matches; 1 price up; 2 price down; 3 rating). */
export function sorted(products: SnapshotProduct[], sort: number): SnapshotProduct[] {
  if (sort === 1) return [...products].sort(byPrice(1));
  if (sort === 2) return [...products].sort(byPrice(-1));
  if (sort === 3) return [...products].sort(byRating);
  return products;
}

/** A listing (allProducts and the price orders): `limit` products from `offset`. */
export function listAnswer(products: SnapshotProduct[], sort: number, limit: number, offset: number): ProductSummary[] {
  return sorted(products, sort).slice(offset, offset + limit).map(summaryOf);
}

/**
 * One page of the filter. `matches`: for a search text, the ids the index found, best first (null: no text).
 * Brand, category, price band, rating and prescription-free filters apply as on the server.
 */
export function filterAnswer(products: SnapshotProduct[], filter: Partial<ProductFilterBody>, matches: number[] | null): ProductPage {
  const brands = new Set(filter.brand_id ?? []);
  const categories = new Set(filter.category_id ?? []);
  const min = filter.min ?? 0;
  const max = filter.max ?? PRICE_FILTER_MAX;
  const minRating = filter.min_rating ?? 0;
  const byId = new Map(products.map((product) => [product.id, product]));
  const candidates = matches === null ? products : matches.flatMap((id) => byId.get(id) ?? []);
  const kept = candidates.filter(
    (p) =>
      (brands.size === 0 || (p.brand_id !== null && brands.has(p.brand_id))) &&
      (categories.size === 0 || (p.category_id !== null && categories.has(p.category_id))) &&
      p.sales_price >= min &&
      p.sales_price <= max &&
      p.rating_average >= minRating &&
      (!filter.prescription_free || p.prescription_class === 'otc'),
  );
  const page = Math.max(1, filter.page ?? 1);
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, filter.pageSize ?? DEFAULT_PAGE_SIZE));
  const items = sorted(kept, filter.sort ?? 0)
    .slice((page - 1) * pageSize, page * pageSize)
    .map(summaryOf);
  return { items, total: kept.length, page, pageSize };
}
