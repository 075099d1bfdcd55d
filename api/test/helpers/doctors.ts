/** Helpers for the doctor test files: the four onboarding steps through the real routes. */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { makeJpeg, makePng, multipartBody } from '../support/images';
import type { TestApp } from './test-app';

let counter = 0;

export function accountFields(overrides: Record<string, string> = {}) {
  counter += 1;
  return { name: 'Dr. Kavya Menon', email: `kavya.${Date.now()}.${counter}@example.in`, phone: '9845012345', password: 'Ashwagandha-7', ...overrides };
}

type Files = Parameters<typeof multipartBody>[1];

export async function postMultipart(t: TestApp, url: string, fields: Record<string, string>, files: Files = {}, token?: string) {
  const { payload, headers } = await multipartBody(fields, files);
  return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
}

/** Account step, then the doctor's login (sign-up answers neutrally, without a token); returns the id, the onboarding token and the record. */
export async function createDoctor(t: TestApp, overrides: Record<string, string> = {}, files: Files = {}) {
  const fields = accountFields(overrides);
  const res = await postMultipart(t, '/api/doctor/create', fields, files);
  if (res.statusCode !== 200) throw new Error(`doctor/create failed: ${res.statusCode} ${res.body}`);
  const login = (await t.app.inject({ method: 'POST', url: '/api/doctor/login', payload: { email: fields.email, password: fields.password } })).json();
  if (!login.token) throw new Error(`doctor login after sign-up failed: ${JSON.stringify(login)}`);
  const id = login.data.id as number;
  const record = await t.app.inject({ method: 'GET', url: `/api/doctor/getById/${id}`, headers: { authorization: `Bearer ${login.token}` } });
  return { id, token: login.token as string, email: fields.email, password: fields.password, body: { ...res.json(), data: record.json().data } };
}

export const basicBody = (doctorId: number, overrides: Record<string, unknown> = {}) => ({ govermentId: 'XXXX-XXXX-1234', gender: 'Female', dob: '1988-05-04', doctorId, ...overrides });

export async function workBody(t: TestApp, doctorId: number, overrides: Record<string, unknown> = {}) {
  const stream = await t.db.selectFrom('streams').select('id').where('name', '=', 'Ayurveda').executeTakeFirstOrThrow();
  const specialities = await t.db.selectFrom('specialities').select('id').where('stream_id', '=', stream.id).orderBy('id').limit(2).execute();
  return {
    stream_id: stream.id,
    speciality_id: specialities.map((s) => s.id).join(','),
    exprience: 12,
    hospital_name: 'Charaka Ayurveda Hospital',
    hospital_address: 'MG Road, Pune',
    languages_id: '1,2',
    doctorId,
    ...overrides,
  };
}

export async function otherFields(t: TestApp, doctorId: number, overrides: Record<string, string> = {}) {
  const state = await t.db.selectFrom('states').select('id').where('name', '=', 'Kerala').executeTakeFirstOrThrow();
  return { institute_name: 'Gujarat Ayurved University', year_of_passing: '2010-06-30', license_number: 'AYU/2010/1234', license_state: String(state.id), doctorId: String(doctorId), ...overrides };
}

export const documentFiles = (): Files => ({
  degree_image: { data: makePng(), filename: 'degree.png' },
  license_image: { data: makeJpeg(), filename: 'license.jpg', type: 'image/jpeg' },
  signeture_image: { data: makePng(32, 16), filename: 'signature.png' },
});

export function step(t: TestApp, token: string | null, url: string, payload: unknown) {
  return t.app.inject({ method: 'POST', url, payload: payload as never, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

export function getDoctor(t: TestApp, token: string | null, id: number) {
  return t.app.inject({ method: 'GET', url: `/api/doctor/getById/${id}`, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

export async function stageOf(t: TestApp, id: number): Promise<number> {
  return (await t.db.selectFrom('doctors').select('stage').where('user_id', '=', id).executeTakeFirstOrThrow()).stage;
}

/** Every file stored under a folder (recursive), for "nothing written" checks. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath ?? '', entry.name));
}

export async function doctorCount(t: TestApp): Promise<number> {
  const row = await t.db.selectFrom('doctors').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
