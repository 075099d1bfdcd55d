import { filterCacheKey } from './snapshot-requests';
import { FIRST_SCREEN_PICTURES_MAX, firstScreenPictures, warmableRequest } from './first-screen-rules';

const origin = 'https://shop.example.in';

describe("the first screen's answer the worker keeps after a load", () => {
  it('warms the list, a product and a policy document of this origin', () => {
    const body = '{"page":1,"pageSize":24}';
    expect(warmableRequest({ method: 'POST', url: `${origin}/api/product/filterProduct`, body }, origin)?.key).toBe(filterCacheKey(new URL(`${origin}/api/product/filterProduct`), body));
    expect(warmableRequest({ method: 'GET', url: `${origin}/api/product/getProductDetails/12` }, origin)?.key).toBe(`${origin}/api/product/getProductDetails/12`);
    expect(warmableRequest({ method: 'GET', url: `${origin}/api/term-and-condition/getByid/1` }, origin)).not.toBeNull();
  });

  it('refuses another origin, what is not a catalogue answer, and anything malformed', () => {
    expect(warmableRequest({ method: 'GET', url: 'https://elsewhere.example/api/product/getProductDetails/12' }, origin)).toBeNull();
    expect(warmableRequest({ method: 'GET', url: `${origin}/api/cart/getItemsByUserId/3` }, origin)).toBeNull();
    expect(warmableRequest({ method: 'POST', url: `${origin}/api/order/place`, body: '{}' }, origin)).toBeNull();
    expect(warmableRequest({ method: 'POST', url: `${origin}/api/product/filterProduct` }, origin)).toBeNull();
    expect(warmableRequest({ method: 'DELETE', url: `${origin}/api/product/allProducts` }, origin)).toBeNull();
    expect(warmableRequest(null, origin)).toBeNull();
    expect(warmableRequest({ method: 'GET', url: 'not a url' }, origin)).toBeNull();
  });

  it("keeps the pictures the answer shows first: a list's first cards, a product's own, uploads of this origin only", () => {
    const items = Array.from({ length: 12 }, (_, i) => ({ id: i, image: `/uploads/seed/products/p-${i}.svg` }));
    const list = firstScreenPictures({ data: { items } }, origin);
    expect(list).toHaveLength(FIRST_SCREEN_PICTURES_MAX);
    expect(list[0]).toBe(`${origin}/uploads/seed/products/p-0.svg`);
    expect(firstScreenPictures({ data: { id: 3, image: '/uploads/products/ashwagandha.webp' } }, origin)).toEqual([`${origin}/uploads/products/ashwagandha.webp`]);
    expect(firstScreenPictures({ data: { items: [{ image: 'https://cdn.example/x.png' }, { image: '/uploads/rx/private.pdf' }, { image: null }] } }, origin)).toEqual([]);
    expect(firstScreenPictures({ data: { title: 'Terms', content: '<p>…</p>' } }, origin)).toEqual([]);
    expect(firstScreenPictures(null, origin)).toEqual([]);
  });
});
