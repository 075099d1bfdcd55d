/** Sign-ups answer neutrally (issue 24): a new account logs in with its own credentials; a known address gets the neutral message. */
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { http } from 'shared-lib/http';
import { createAppStore, patientsApi } from 'shared-lib/store';

/** Answers the shared axios instance's requests; a status of 400 or more is a failed request. */
function fakeServer(answer: (config: InternalAxiosRequestConfig) => { status?: number; data: unknown } | undefined): InternalAxiosRequestConfig[] {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const { status = 200, data } = answer(config) ?? { status: 404, data: null };
    const response = { data, status, statusText: String(status), headers: {}, config };
    if (status >= 400) throw Object.assign(new Error(`Request failed with status code ${status}`), { isAxiosError: true, response, config });
    return response;
  };
  http.defaults.adapter = adapter;
  return calls;
}

const body = { first_name: 'Meera', last_name: 'Iyer', email: 'meera@example.in', password: 'Tulsi-Leaf-2024', phone: '9123456780', gender: 'Female' as const, dob: '1994-02-11', role: 1, type: 'patient' as const };
const NEUTRAL = 'Thank you for signing up. Please check your e-mail: we have sent you a link to continue.';
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6NywidHlwZSI6InBhdGllbnQiLCJuYW1lIjoiTWVlcmEifQ.c2ln';

it('a new account: signs up, then logs in and answers the login (token and id)', async () => {
  const calls = fakeServer((config) => {
    if (config.url === 'patient/create') return { data: { success: true, message: NEUTRAL, data: null } };
    if (config.url === 'patient/login') return { data: { success: true, message: 'Login successful', token: TOKEN, data: { id: 7, name: 'Meera Iyer', type: 'patient' } } };
    return undefined;
  });
  const result = await createAppStore().dispatch(patientsApi.endpoints.createPatient.initiate(body)).unwrap();
  expect(result).toEqual(expect.objectContaining({ token: TOKEN, data: expect.objectContaining({ id: 7 }) }));
  expect(JSON.parse(String(calls[1].data))).toEqual({ email: body.email, password: body.password });
});

it('a known address: the login fails, and the neutral message is what the screen shows', async () => {
  fakeServer((config) => {
    if (config.url === 'patient/create') return { data: { success: true, message: NEUTRAL, data: null } };
    if (config.url === 'patient/login') return { status: 401, data: { success: false, message: 'Invalid email or password', data: null } };
    return undefined;
  });
  await expect(createAppStore().dispatch(patientsApi.endpoints.createPatient.initiate(body)).unwrap()).rejects.toEqual(expect.objectContaining({ message: NEUTRAL }));
});
