/**
 * Review photos (issue 34): up to 3 per review, recognised by their bytes (a renamed HTML page and an SVG
 * are refused), image bombs refused before anything is stored, published re-encoded; only the author adds
 * them; they show on the review and go (rows and files) when moderation removes the review.
 */
import { IMAGE_MESSAGES } from 'shared-lib/domain';
import { REVIEW_MESSAGES as M } from 'shared-lib/domain/reviews';
import { expectRefused } from './attack/support';
import { call } from './helpers/patients';
import { newPatient, postPhotos, purchase } from './helpers/reviews';
import { sellerLogin } from './helpers/fulfilment';
import { createTestApp, type TestApp } from './helpers/test-app';
import { pngBomb } from './support/image-bomb';
import { BAD_UPLOADS, makeJpeg, makePng } from './support/images';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { signup: 1000 } });
});
afterAll(async () => t.close());

const png = (name = 'leaf.png') => ({ data: makePng(), filename: name, type: 'image/png' });
const photoRows = async (reviewId: number) => t.db.selectFrom('review_photos').select('storage_key').where('review_id', '=', reviewId).execute();

/** A fresh product reviewed by a new buyer: the buyer and the review's id. */
async function reviewed() {
  const product = await t.db.selectFrom('products').select('id').where('on_sale', '=', 1).where('id', 'not in', t.db.selectFrom('reviews').select('product_id')).orderBy('id', 'desc').executeTakeFirstOrThrow();
  const buyer = await newPatient(t, 'Photo', 'Taker');
  await purchase(t, buyer.id, product.id);
  const res = await call(t, buyer.token, 'POST', '/api/reviews', { product_id: product.id, rating: 5, title: 'See the colour' });
  expect(res.statusCode).toBe(200);
  return { buyer, id: res.json().data.id as number, productId: product.id };
}

describe('review photos', () => {
  it('adds up to 3 photos, re-encoded, shown on the review in the public list; a 4th is refused', async () => {
    const { buyer, id, productId } = await reviewed();
    const auth = { authorization: `Bearer ${buyer.token}` };
    const first = await postPhotos(t, `/api/reviews/${id}/photos`, [png(), { data: makeJpeg(), filename: 'jar.jpg', type: 'image/jpeg' }], auth);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(M.photosAdded);
    expect(first.json().data.photos).toHaveLength(2);
    const served = await t.app.inject({ method: 'GET', url: first.json().data.photos[1] });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect((await postPhotos(t, `/api/reviews/${id}/photos`, [png()], auth)).statusCode).toBe(200);
    expectRefused(await postPhotos(t, `/api/reviews/${id}/photos`, [png('fourth.png')], auth), 400, M.tooManyPhotos);
    expect(await photoRows(id)).toHaveLength(3);
    const listed = (await call(t, null, 'GET', `/api/products/${productId}/reviews`)).json().data.items[0];
    expect(listed.photos).toHaveLength(3);
    expect(listed.photos.every((url: string) => url.startsWith(`/uploads/reviews/${id}/`))).toBe(true);
  });

  it('refuses 4 photos in one go, with nothing stored', async () => {
    const { buyer, id } = await reviewed();
    expectRefused(await postPhotos(t, `/api/reviews/${id}/photos`, [png('1.png'), png('2.png'), png('3.png'), png('4.png')], { authorization: `Bearer ${buyer.token}` }), 400, M.tooManyPhotos);
    expect(await photoRows(id)).toHaveLength(0);
  });

  it.each([
    ['an HTML page renamed .png', { data: BAD_UPLOADS.htmlRenamedPng, filename: 'x.png', type: 'image/png' }, 'Only jpg, jpeg and png images are accepted'],
    ['an SVG with script', { data: BAD_UPLOADS.svg, filename: 'x.svg', type: 'image/svg+xml' }, 'Only jpg, jpeg and png images are accepted'],
    ['a PNG with an HTML page appended', { data: BAD_UPLOADS.polyglot(), filename: 'x.png', type: 'image/png' }, 'Only jpg, jpeg and png images are accepted'],
    ['an image bomb (a PNG declaring 60000×60000 pixels)', { data: pngBomb(60000, 60000, 1000), filename: 'bomb.png', type: 'image/png' }, IMAGE_MESSAGES.tooBig],
    ['an image bomb (data inflating to 75 MB)', { data: pngBomb(100, 100, 75 * 1024 * 1024), filename: 'bomb.png', type: 'image/png' }, IMAGE_MESSAGES.tooBig],
  ])('refuses %s, with nothing stored', async (_label, file, message) => {
    const { buyer, id } = await reviewed();
    expectRefused(await postPhotos(t, `/api/reviews/${id}/photos`, [png('good.png'), file], { authorization: `Bearer ${buyer.token}` }), 400, message);
    expect(await photoRows(id)).toHaveLength(0);
  });

  it('refuses a photo too large (413), and photos by anyone but the author', async () => {
    const { buyer, id } = await reviewed();
    expect((await postPhotos(t, `/api/reviews/${id}/photos`, [{ data: BAD_UPLOADS.oversized(), filename: 'big.png' }], { authorization: `Bearer ${buyer.token}` })).statusCode).toBe(413);
    const other = await newPatient(t, 'Other', 'Person');
    expectRefused(await postPhotos(t, `/api/reviews/${id}/photos`, [png()], { authorization: `Bearer ${other.token}` }), 403, M.notYourReview);
    expect((await postPhotos(t, `/api/reviews/${id}/photos`, [png()], {})).statusCode).toBe(401);
    expect(await photoRows(id)).toHaveLength(0);
  });

  it('a review removed by moderation loses its photos: rows and files', async () => {
    const { buyer, id } = await reviewed();
    const added = await postPhotos(t, `/api/reviews/${id}/photos`, [png()], { authorization: `Bearer ${buyer.token}` });
    const url = added.json().data.photos[0];
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    for (const name of ['A', 'B', 'C']) {
      const reporter = await newPatient(t, `Reporter${name}`, 'Lal');
      expect((await call(t, reporter.token, 'POST', `/api/reviews/${id}/report`, { reason: 'Not about the product' })).statusCode).toBe(200);
    }
    const house = await sellerLogin(t, 'house.seller@demo.in', 'House@123');
    expect((await call(t, house.token, 'PUT', `/api/seller/reviews/${id}/moderate`, { action: 'remove', reason: 'Photo of a person' })).statusCode).toBe(200);
    expect(await photoRows(id)).toHaveLength(0);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await postPhotos(t, `/api/reviews/${id}/photos`, [png()], { authorization: `Bearer ${buyer.token}` })).statusCode).toBe(409);
  });
});
