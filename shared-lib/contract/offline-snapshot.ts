/**
 * The offline snapshot (issue 32): the best sellers on sale in a compact form, enough for the shop's list
 * cards, its details page and an in-browser search when the network is gone. The shell's service worker
 * keeps it in IndexedDB and answers product lists, details and searches from it offline. Tagged by the
 * catalogue version (ETag `W/"catalogue-<version>"`; a matching If-None-Match gets 304).
 */
import { type Static, Type } from 'typebox';
import { Nullable } from './envelope';

/** At most this many products: the best sellers (units ordered), then the featured order. */
export const OFFLINE_SNAPSHOT_MAX = 2000;

/** One product of the snapshot: the fields of `ProductSummary` a card and the details show, plus the composition. */
export const SnapshotProduct = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  name_hi: Type.String({ description: 'the Devanagari name ("" when none)' }),
  image: Type.String(),
  code: Type.String(),
  sales_price: Type.Integer({ description: 'as ProductSummary.sales_price' }),
  regular_price: Type.Integer(),
  discount: Type.Integer({ description: 'percent' }),
  in_stock_quantity: Type.Integer(),
  brand_id: Nullable(Type.Integer()),
  brand: Type.String({ description: 'the brand name ("" when none)' }),
  category_id: Nullable(Type.Integer()),
  seller_id: Nullable(Type.Integer()),
  seller: Type.String({ description: 'the seller company name ("" when sold by the house)' }),
  rating_average: Type.Number(),
  rating_count: Type.Integer(),
  composition: Type.String({ description: 'plain text ("" when none)' }),
  prescription_class: Type.String({ description: 'otc | asu_e1 | schedule_h | schedule_h1' }),
  availableLocations: Type.String({ description: 'pincodes joined with commas; empty when deliverable everywhere' }),
});
export type SnapshotProduct = Static<typeof SnapshotProduct>;

export const OfflineSnapshot = Type.Object({
  version: Type.Integer({ description: 'the catalogue version it was built under' }),
  generated_at: Type.String({ description: 'UTC, ISO 8601' }),
  products: Type.Array(SnapshotProduct, { maxItems: OFFLINE_SNAPSHOT_MAX, description: 'best sellers first' }),
});
export type OfflineSnapshot = Static<typeof OfflineSnapshot>;

/** The snapshot's ETag for a catalogue version (weak: the body may be sent compressed). */
export const snapshotEtag = (version: number) => `W/"catalogue-${version}"`;
