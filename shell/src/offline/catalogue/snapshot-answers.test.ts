import { Product, ProductPage, ProductSummary } from 'shared-lib/contract';
import { Value } from 'typebox/value';
import { detailsOf, filterAnswer, listAnswer } from './snapshot-answers';
import { SNAPSHOT_PRODUCTS as products } from './snapshot-fixture';
import { buildSnapshotIndex } from './snapshot-search';
import { filterCacheKey, snapshotRequestOf } from './snapshot-requests';

const at = (path: string) => new URL(path, 'https://shop.example.in');
const ids = (items: { id: number }[]) => items.map((item) => item.id);
const index = buildSnapshotIndex(products);
const search = (text: string) => filterAnswer(products, { search_by_name: text }, index.search(text));

describe('offline answers from the snapshot, in the shapes the storefront reads', () => {
  it('answers the listings in their order, with limit and offset, as ProductSummary', () => {
    const featured = listAnswer(products, 0, 3, 1);
    expect(ids(featured)).toEqual([12, 13, 14]);
    for (const item of featured) expect([...Value.Errors(ProductSummary, item)]).toEqual([]);
    expect(ids(listAnswer(products, 1, 2, 0))).toEqual([13, 15]);
    expect(ids(listAnswer(products, 2, 2, 0))).toEqual([11, 12]);
  });

  it("answers a product's details as Product, its delivery pincodes as locations", () => {
    const details = detailsOf(products[3]);
    expect([...Value.Errors(Product, details)]).toEqual([]);
    expect(details).toMatchObject({ id: 14, name: 'Dabur Amla Juice 1 L', brand: { id: 1, name: 'Dabur' }, composition: 'Emblica officinalis (fruit) juice 100 %' });
    expect(details.locations.map((location) => location.pincode)).toEqual(['560001', '682001']);
    expect(detailsOf(products[4]).seller).toEqual({ id: 7, company_name: 'Kerala Vaidyasala' });
  });

  it('filters by brand, category, price band, rating and prescription-free, then sorts and pages', () => {
    const page = filterAnswer(products, { brand_id: [2], sort: 1 }, null);
    expect([...Value.Errors(ProductPage, page)]).toEqual([]);
    expect(page).toMatchObject({ total: 2, page: 1 });
    expect(ids(page.items)).toEqual([15, 12]);
    expect(ids(filterAnswer(products, { min: 150, max: 300 }, null).items)).toEqual([12, 14]);
    expect(ids(filterAnswer(products, { min_rating: 4, sort: 3 }, null).items)).toEqual([12, 11]);
    expect(filterAnswer(products, { brand_id: [2], prescription_free: true }, null).total).toBe(1);
    const second = filterAnswer(products, { page: 2, pageSize: 2 }, null);
    expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(ids(second.items)).toEqual([13, 14]);
  });
});

describe('offline search over the snapshot', () => {
  it('finds Hinglish spellings of a name', () => {
    expect(ids(search('chyavanprash').items)[0]).toBe(11);
    expect(ids(search('ashvagandha').items)[0]).toBe(12);
    expect(ids(search('trifla').items)[0]).toBe(13);
  });

  it('finds the Hindi name, the brand and the composition, and prefixes as typed', () => {
    expect(ids(search('अश्वगंधा').items)).toEqual([12]);
    expect(ids(search('baidyanath').items)).toEqual([13]);
    expect(ids(search('withania').items)).toEqual([12]);
    expect(ids(search('ashwa').items)).toEqual([12]);
  });

  it('keeps every word of the text when it can, and the filters apply to the matches', () => {
    expect(ids(search('emblica juice').items)).toEqual([14]);
    expect(ids(filterAnswer(products, { search_by_name: 'emblica', brand_id: [3] }, index.search('emblica')).items)).toEqual([13]);
    expect(search('zzzzqqq').total).toBe(0);
  });
});

describe('which requests the snapshot can answer', () => {
  it('reads the listings, the details and the filter from the request', () => {
    expect(snapshotRequestOf('GET', at('/api/product/allProducts?limit=8'))).toEqual({ kind: 'list', sort: 0, limit: 8, offset: 0 });
    expect(snapshotRequestOf('GET', at('/api/product/finAllProductHighToLow?limit=500&offset=3'))).toEqual({ kind: 'list', sort: 2, limit: 100, offset: 3 });
    expect(snapshotRequestOf('GET', at('/api/product/getProductDetails/42'))).toEqual({ kind: 'details', id: 42 });
    expect(snapshotRequestOf('GET', at('/api/product/getByProductId/7'))).toEqual({ kind: 'details', id: 7 });
    expect(snapshotRequestOf('POST', at('/api/product/filterProduct'))).toEqual({ kind: 'filter' });
    expect(snapshotRequestOf('GET', at('/api/product/suggest?q=ash'))).toBeNull();
    expect(snapshotRequestOf('GET', at('/api/brand/all'))).toBeNull();
    expect(snapshotRequestOf('POST', at('/api/product/allProducts'))).toBeNull();
  });

  it('keys a filter by its body, so two searches are kept apart', () => {
    const url = at('/api/product/filterProduct');
    expect(filterCacheKey(url, '{"search_by_name":"amla"}')).not.toBe(filterCacheKey(url, '{"search_by_name":"tulsi"}'));
    expect(new URL(filterCacheKey(url, '{}')).pathname).toBe('/api/product/filterProduct');
  });
});
