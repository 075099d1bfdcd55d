/** Image bombs and metadata (issue 24): dimensions and decoded size checked at upload; public images re-encoded. */
import { IMAGE_MESSAGES } from 'shared-lib/domain';
import { accountFields, postMultipart } from '../helpers/doctors';
import { registeredSeller, written } from '../helpers/sellers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { pngBomb, pngChunk as chunk } from '../support/image-bomb';
import { makeJpeg, makePng, multipartBody } from '../support/images';
import { expectRefused } from './support';

let t: TestApp;
let seller: { id: number; token: string };
let ids: { brand_id: string; category_id: string };
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { signup: 1000 } });
  seller = await registeredSeller(t);
  const brand = await t.db.selectFrom('brands').select('id').orderBy('id').executeTakeFirstOrThrow();
  const category = await t.db.selectFrom('categories').select('id').orderBy('id').executeTakeFirstOrThrow();
  ids = { brand_id: String(brand.id), category_id: String(category.id) };
});
afterAll(async () => t.close());

/** A real PNG with a text chunk before its end, and a JPEG with an EXIF segment after its start. */
const SECRET = 'GPS 12.9716N 77.5946E secret-comment';
const pngWithText = () => {
  const png = makePng();
  return Buffer.concat([png.subarray(0, png.length - 12), chunk('tEXt', Buffer.from(`Comment\0${SECRET}`, 'latin1')), png.subarray(png.length - 12)]);
};
const jpegWithExif = () => {
  const jpeg = makeJpeg();
  const payload = Buffer.from(`Exif\0\0${SECRET}`, 'latin1');
  const segment = Buffer.concat([Buffer.from([0xff, 0xe1, (payload.length + 2) >> 8, (payload.length + 2) & 0xff]), payload]);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
};

let counter = 0;
async function uploadProduct(image: { data: Buffer; filename: string; type?: string }) {
  counter += 1;
  const fields = { name: `Bomb probe ${counter}`, code: `BMB-${Date.now()}-${counter}`, ...ids, regular_price: '100', discount: '0', in_stock_quantity: '5', short_description: 'Probe.', full_description: '<p>Probe.</p>', pincodes: '' };
  const { payload, headers } = await multipartBody(fields, { image });
  return t.app.inject({ method: 'POST', url: '/api/product/create', payload, headers: { ...headers, authorization: `Bearer ${seller.token}` } });
}

describe('image bombs are refused at upload, with nothing written', () => {
  it.each([
    ['a PNG declaring 60000×60000 pixels', () => pngBomb(60000, 60000, 1000)],
    ['a PNG of 3900×3900 RGBA (61 MB decoded)', () => pngBomb(3900, 3900, 1000)],
    ['a small PNG whose data inflates to 75 MB', () => pngBomb(100, 100, 75 * 1024 * 1024)],
  ])('%s (product image and doctor profile image)', async (_label, make) => {
    const data = make();
    const before = await written(t);
    const started = Date.now();
    expectRefused(await uploadProduct({ data, filename: 'bomb.png' }), 400, IMAGE_MESSAGES.tooBig);
    expectRefused(await postMultipart(t, '/api/doctor/create', accountFields(), { profile_image: { data, filename: 'bomb.png' } }), 400, IMAGE_MESSAGES.tooBig);
    expect(await written(t)).toEqual(before);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('public images are re-encoded', () => {
  it.each([
    ['PNG text chunk', () => pngWithText(), 'p.png', 'image/png'],
    ['JPEG EXIF segment', () => jpegWithExif(), 'p.jpg', 'image/jpeg'],
  ])('drops the %s and still serves a valid image of the same kind', async (_label, make, filename, type) => {
    const data = make();
    expect(data.toString('latin1')).toContain(SECRET);
    const res = await uploadProduct({ data, filename, type });
    expect(res.statusCode).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: res.json().data.image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(type);
    expect(served.rawPayload.toString('latin1')).not.toContain(SECRET);
    expect(served.rawPayload.length).toBeGreaterThan(100);
  });
});
