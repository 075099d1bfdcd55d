/** Helpers for the patient test files: sign up, log in, call with a bearer token. */
import type { TestApp } from './test-app';

export const decodeToken = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));

let counter = 0;
export function signupPayload(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    first_name: 'Meera',
    last_name: 'Iyer',
    email: `meera.${Date.now()}.${counter}@example.in`,
    password: 'Tulsi-Leaf-2024',
    phone: '9123456780',
    gender: 'Female',
    dob: '1994-02-11',
    ...overrides,
  };
}

export async function signUp(t: TestApp, overrides: Record<string, unknown> = {}) {
  const payload = signupPayload(overrides);
  const res = await t.app.inject({ method: 'POST', url: '/api/patient/create', payload });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  // the sign-up answers neutrally (no token): the new patient logs in
  const login = (await t.app.inject({ method: 'POST', url: '/api/patient/login', payload: { email: payload.email, password: payload.password, role: 1 } })).json();
  return { token: login.token as string, id: login.data.id as number, email: payload.email, password: payload.password };
}

export async function loginPatient(t: TestApp, email: string, password: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/patient/login', payload: { email, password, role: 1 } });
  const body = res.json();
  return { status: res.statusCode, token: body.token as string, id: body.data?.id as number };
}

export function call(t: TestApp, token: string | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  return t.app.inject({ method, url, payload: payload as never, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

/** State and city ids by name, for address payloads. */
export async function placeIds(t: TestApp, state: string, city: string) {
  const s = await t.db.selectFrom('states').select('id').where('name', '=', state).executeTakeFirstOrThrow();
  const c = await t.db.selectFrom('cities').select('id').where('state_id', '=', s.id).where('name', '=', city).executeTakeFirstOrThrow();
  return { state_id: s.id, city_id: c.id };
}
