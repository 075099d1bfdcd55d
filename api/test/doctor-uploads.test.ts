/** Doctor uploads through the storage module: real images accepted and served back; bad files refused with nothing written. */
import path from 'node:path';
import sharp from 'sharp';
import { createTestApp, type TestApp } from './helpers/test-app';
import { BAD_UPLOADS, makeJpeg, makePng } from './support/images';
import { accountFields, basicBody, createDoctor, doctorCount, documentFiles, filesUnder, otherFields, postMultipart, stageOf, step, workBody } from './helpers/doctors';

let t: TestApp;
let publicDir: string;
let privateDir: string;
beforeAll(async () => {
  // many sign-ups from one client (every sign-up is rate-limited, issue 24)
  t = await createTestApp({ rateLimits: { signup: 1000 } });
  publicDir = path.join(t.config.uploadsDir, 'doctors');
  privateDir = path.join(t.config.dataDir, 'private');
});
afterAll(async () => t.close());

/** A doctor at stage 3, ready for the other step. */
async function doctorAtStageThree() {
  const d = await createDoctor(t);
  await step(t, d.token, '/api/doctor/savebasic', basicBody(d.id));
  await step(t, d.token, '/api/doctor/savework', await workBody(t, d.id));
  return d;
}

describe('profile image on the account step', () => {
  it.each([
    ['png', makePng(), 'me.png', 'image/png'],
    ['jpeg', makeJpeg(), 'me.jpeg', 'image/jpeg'],
  ])('stores a real %s under a generated name and serves it back with its type and nosniff', async (_kind, data, filename, type) => {
    const d = await createDoctor(t, {}, { profile_image: { data, filename, type } });
    const url = d.body.data.profile_image as string;
    expect(url).toMatch(/^\/uploads\/doctors\/[0-9a-f-]{36}\.(png|jpg)$/);
    expect(url).not.toContain('me.');
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(type);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // public images are published re-encoded (metadata dropped): the same picture, not the same bytes
    expect(await sharp(served.rawPayload).metadata()).toEqual(expect.objectContaining({ width: 64, height: 64, format: type === 'image/png' ? 'png' : 'jpeg' }));
  });

  it.each([
    ['an HTML page renamed .png', { data: BAD_UPLOADS.htmlRenamedPng, filename: 'photo.png' }, 400],
    ['an SVG', { data: BAD_UPLOADS.svg, filename: 'photo.svg', type: 'image/svg+xml' }, 400],
    ['a truncated image', { data: BAD_UPLOADS.truncatedPng(), filename: 'photo.png' }, 400],
    ['a 6 MB file', { data: BAD_UPLOADS.oversized(), filename: 'photo.png' }, 413],
    ['a ../ file name', { data: makePng(), filename: '../../etc/photo.png' }, 400],
  ])('refuses %s and writes no row and no file', async (_name, file, status) => {
    const doctorsBefore = await doctorCount(t);
    const filesBefore = filesUnder(publicDir).length;
    const fields = accountFields();
    const res = await postMultipart(t, '/api/doctor/create', fields, { profile_image: file });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ success: false, message: expect.any(String), data: null });
    expect(await doctorCount(t)).toBe(doctorsBefore);
    expect(await t.db.selectFrom('users').select('id').where('email', '=', fields.email).executeTakeFirst()).toBeUndefined();
    expect(filesUnder(publicDir)).toHaveLength(filesBefore);
  });

  it('removes the stored image when the row cannot be written (duplicate e-mail)', async () => {
    const first = await createDoctor(t);
    const filesBefore = filesUnder(publicDir).length;
    const res = await postMultipart(t, '/api/doctor/create', accountFields({ email: first.email }), { profile_image: { data: makePng(), filename: 'me.png' } });
    // the same answer as a new sign-up (issue 24), and no file left behind
    expect(res.statusCode).toBe(200);
    expect(filesUnder(publicDir)).toHaveLength(filesBefore);
  });
});

describe('documents on the other step', () => {
  it('stores the three images privately, serves them only to their doctor with nosniff, and completes the doctor', async () => {
    const d = await doctorAtStageThree();
    const other = await doctorAtStageThree();
    const res = await postMultipart(t, '/api/doctor/saveother', await otherFields(t, d.id), documentFiles(), d.token);
    expect(res.statusCode).toBe(200);
    expect(await stageOf(t, d.id)).toBe(4);
    expect(filesUnder(path.join(privateDir, 'doctors', String(d.id)))).toHaveLength(3);
    const row = await t.db.selectFrom('doctors').select(['degree_image', 'license_image', 'signeture_image']).where('user_id', '=', d.id).executeTakeFirstOrThrow();
    expect(Object.values(row).every((key) => typeof key === 'string' && /^doctors\/\d+\/[0-9a-f-]{36}\.(png|jpg)$/.test(key))).toBe(true);
    expect(res.body).not.toContain(row.degree_image);

    const license = await t.app.inject({ method: 'GET', url: `/api/doctor/getDocument/${d.id}/license_image`, headers: { authorization: `Bearer ${d.token}` } });
    expect(license.statusCode).toBe(200);
    expect(license.headers['content-type']).toBe('image/jpeg');
    expect(license.headers['x-content-type-options']).toBe('nosniff');
    expect((await t.app.inject({ method: 'GET', url: `/api/doctor/getDocument/${d.id}/license_image`, headers: { authorization: `Bearer ${other.token}` } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${row.license_image}` })).statusCode).toBe(404);
  });

  it.each([
    ['an HTML page renamed .png', { data: BAD_UPLOADS.htmlRenamedPng, filename: 'license.png' }, 400],
    ['an SVG', { data: BAD_UPLOADS.svg, filename: 'license.svg', type: 'image/svg+xml' }, 400],
    ['a truncated image', { data: BAD_UPLOADS.truncatedPng(), filename: 'license.png' }, 400],
    ['a 6 MB file', { data: BAD_UPLOADS.oversized(), filename: 'license.png' }, 413],
    ['a ../ file name', { data: makePng(), filename: '..\\..\\license.png' }, 400],
  ])('refuses %s as one of the three and writes no file and no change', async (_name, file, status) => {
    const d = await doctorAtStageThree();
    const res = await postMultipart(t, '/api/doctor/saveother', await otherFields(t, d.id), { ...documentFiles(), license_image: file }, d.token);
    expect(res.statusCode).toBe(status);
    expect(await stageOf(t, d.id)).toBe(3);
    expect(filesUnder(path.join(privateDir, 'doctors', String(d.id)))).toEqual([]);
    const row = await t.db.selectFrom('doctors').select(['institute_name', 'degree_image']).where('user_id', '=', d.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ institute_name: null, degree_image: null });
  });

  it('refuses a missing image or a bad field before storing anything', async () => {
    const d = await doctorAtStageThree();
    const { signeture_image: _left, ...two } = documentFiles() as Record<string, never>;
    const missing = await postMultipart(t, '/api/doctor/saveother', await otherFields(t, d.id), two, d.token);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please Upload Signature Image');
    const badYear = await postMultipart(t, '/api/doctor/saveother', await otherFields(t, d.id, { year_of_passing: '' }), documentFiles(), d.token);
    expect(badYear.json().message).toBe('Please Enter Year of Passing');
    expect(filesUnder(path.join(privateDir, 'doctors', String(d.id)))).toEqual([]);
    expect(await stageOf(t, d.id)).toBe(3);
  });
});
