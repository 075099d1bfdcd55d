import { noteCatalogueUpdate, queriesToRefetch, takeRefetches, UPDATE_WAIT_MS, type CachedQuery } from './catalogue-updates';

const queries: Record<string, CachedQuery> = {
  'getProductDetails(12)': { endpointName: 'getProductDetails', originalArgs: 12, status: 'fulfilled' },
  'getProductDetails(13)': { endpointName: 'getProductDetails', originalArgs: 13, status: 'fulfilled' },
  'filterProducts({"page":1})': { endpointName: 'filterProducts', originalArgs: { page: 1 }, status: 'fulfilled' },
  'filterProducts({"page":2})': { endpointName: 'filterProducts', originalArgs: { page: 2 }, status: 'pending' },
  'getFeaturedProducts(8)': { endpointName: 'getFeaturedProducts', originalArgs: 8, status: 'fulfilled' },
  'getCart(3)': { endpointName: 'getCart', originalArgs: 3, status: 'fulfilled' },
};

describe('which queries show the data the worker found changed', () => {
  it("refetches a product's details by its id only", () => {
    expect(queriesToRefetch('/api/product/getProductDetails/12', queries)).toEqual([{ endpointName: 'getProductDetails', args: 12 }]);
    expect(queriesToRefetch('/api/product/getByProductId/13', queries)).toEqual([{ endpointName: 'getProductDetails', args: 13 }]);
  });

  it('refetches the fulfilled filter pages and the listings, never a query still on its way or other data', () => {
    expect(queriesToRefetch('/api/product/filterProduct', queries)).toEqual([{ endpointName: 'filterProducts', args: { page: 1 } }]);
    expect(queriesToRefetch('/api/product/finAllProductLowToHigh', queries)).toEqual([{ endpointName: 'getFeaturedProducts', args: 8 }]);
    expect(queriesToRefetch('/api/cart/getItemsByUserId/3', queries)).toEqual([]);
  });
});

describe('an update that arrives before its query', () => {
  it('waits until a query shows its data, refetches it once, and is then forgotten', () => {
    const now = 1_000_000;
    noteCatalogueUpdate('/api/product/getProductDetails/40', now);
    expect(takeRefetches(queries, now + 10)).toEqual([]);
    const later = { ...queries, 'getProductDetails(40)': { endpointName: 'getProductDetails', originalArgs: 40, status: 'fulfilled' } };
    expect(takeRefetches(later, now + 20)).toEqual([{ endpointName: 'getProductDetails', args: 40 }]);
    expect(takeRefetches(later, now + 30)).toEqual([]);
  });

  it('is dropped when no such query comes in time', () => {
    const now = 2_000_000;
    noteCatalogueUpdate('/api/product/getProductDetails/41', now);
    const late = { 'getProductDetails(41)': { endpointName: 'getProductDetails', originalArgs: 41, status: 'fulfilled' } };
    expect(takeRefetches(late, now + UPDATE_WAIT_MS + 1)).toEqual([]);
  });
});
