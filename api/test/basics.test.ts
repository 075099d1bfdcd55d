import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('envelope, errors and docs', () => {
  it('answers health with the database kind and the payment sandbox off by default', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'ok', data: { db: process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite', paymentSandbox: false } });
  });

  it('answers unknown routes with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/x?y=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Route GET /api/x not found', data: null });
  });

  it('refuses bad input with 400 and a clear message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/patient/login', payload: { email: 'not-an-email', password: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Invalid body: email must match format "email"', data: null });
    const missing = await t.app.inject({ method: 'POST', url: '/api/patient/login', payload: { email: 'a@b.in' } });
    expect(missing.json().message).toBe('Invalid body: password is required');
    const badId = await t.app.inject({ method: 'GET', url: '/api/product/getProductDetails/abc' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toMatch(/^Invalid params: id must be integer/);
  });

  it('serves the OpenAPI docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(expect.arrayContaining(['/api/product/filterProduct', '/api/doctor/login']));
  });

  it('serves seeded pictures as WebP, never sniffed', async () => {
    const brands = (await t.app.inject({ method: 'GET', url: '/api/brand/all' })).json().data;
    expect(brands.length).toBeGreaterThanOrEqual(20);
    const res = await t.app.inject({ method: 'GET', url: brands[0].image });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves an SVG of the public area (an older seed drew its artwork as SVG) under a policy that runs nothing', async () => {
    await t.app.storage.put('public', 'seed/brands/older.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml');
    const res = await t.app.inject({ method: 'GET', url: '/uploads/seed/brands/older.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
  });
});

describe('catalogue and content', () => {
  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/${url}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    return body.data;
  };

  it('lists parent categories with their categories', async () => {
    const parents = await get('parent-category/all');
    expect(parents.length).toBeGreaterThanOrEqual(4);
    for (const parent of parents) expect(parent.categories.length).toBeGreaterThan(0);
    expect((await get('Category/all')).length).toBe(parents.reduce((n: number, p: { categories: unknown[] }) => n + p.categories.length, 0));
    expect((await get('sub-category/all'))[0].parent_category).toEqual({ id: expect.any(Number), name: expect.any(String) });
  });

  it('gives each category, parent category and health concern its Devanagari name (issue 31)', async () => {
    const parents: Array<{ name: string; name_hi: string; categories: Array<{ name: string; name_hi: string }> }> = await get('parent-category/all');
    expect(parents.find((parent) => parent.name === 'Wellness')?.name_hi).toBe('वेलनेस');
    const everyCategory = parents.flatMap((parent) => parent.categories);
    expect(everyCategory.find((category) => category.name === 'Joint Care')?.name_hi).toBe('जोड़ों की देखभाल');
    for (const named of [...parents, ...everyCategory]) expect(named.name_hi).toMatch(/^[\u0900-\u097F][\u0900-\u097F\s]*$/);
    const flat: Array<{ name: string; name_hi: string }> = await get('Category/all');
    expect(flat.find((category) => category.name === 'Immunity')?.name_hi).toBe('इम्यूनिटी');
    expect((await get('sub-category/all')).every((category: { name_hi: string }) => category.name_hi.length > 0)).toBe(true);
    const concerns: Array<{ name: string; name_hi: string }> = await get('health_issues/all');
    expect(concerns.find((concern) => concern.name === 'Dental/Oral')?.name_hi).toBe('दांत और मुंह');
    expect(concerns.every((concern) => concern.name_hi.length > 0)).toBe(true);
  });

  it('gives adverts with category arrays, only active ones', async () => {
    const adverts = await get('advertisement/getAllActiveAdvertisement');
    expect(adverts.every((a: { is_active: number }) => a.is_active === 1)).toBe(true);
    expect(adverts.some((a: { type: number; category: number[] }) => a.type === 1 && a.category.length === 1)).toBe(true);
    expect(adverts.some((a: { type: number; link: string }) => a.type === 0 && a.link.startsWith('https://'))).toBe(true);
  });

  it('serves the remaining lists', async () => {
    expect((await get('banner/all')).length).toBeGreaterThan(0);
    expect((await get('offer/all')).length).toBeGreaterThan(0);
    const faqs = await get('faq/getFaq');
    expect(faqs.some((f: { status: number }) => f.status === 0)).toBe(true);
    expect((await get('contact-us/getContactUs'))[0]).toEqual(expect.objectContaining({ phone: expect.any(String), email: expect.any(String) }));
    expect((await get('health_issues/all')).length).toBe((await get('health_issues/getAll')).length);
    expect((await get('achivement/getAchivement')).length).toBe(1);
    const states = await get('getstates');
    expect(states.length).toBe(36);
    const karnataka = states.find((s: { name: string }) => s.name === 'Karnataka');
    const cities = await get(`getCitiesByState/${karnataka.id}`);
    expect(cities.map((c: { name: string }) => c.name)).toContain('Bangalore');
    expect(await get(`state/getById/${karnataka.id}`)).toEqual({ id: karnataka.id, name: 'Karnataka' });
    const streams = await get('stream/all');
    const specialities = await get(`speciality/getByStreamId/${streams[0].id}`);
    expect(specialities.every((s: { stream_id: number }) => s.stream_id === streams[0].id)).toBe(true);
  });

  it('lists stage 4 doctors without emails or hashes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/doctor/getAllDoctorList' });
    const doctors = res.json().data;
    expect(doctors.length).toBeGreaterThanOrEqual(6);
    expect(doctors.every((d: { stage: number }) => d.stage === 4)).toBe(true);
    expect(doctors[0].stream).toEqual({ id: expect.any(Number), name: expect.any(String) });
    expect(res.body).not.toMatch(/@demo\.in|password|\$argon2/);
  });
});
