import type { AxiosAdapter } from 'axios';
import { http, setSessionExpiredHandler } from './client';
import { clearSession, decodeToken, readSession, saveSession } from './session-storage';

const tokenFor = (payload: object) => `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.sig`;

function respondWith(status: number, data: unknown = {}): AxiosAdapter {
  return async (config) => {
    const response = { status, data, statusText: String(status), headers: {}, config };
    if (status >= 400) throw Object.assign(new Error(`status ${status}`), { isAxiosError: true, config, response });
    return response;
  };
}

describe('session storage', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps each role under its spec key and mirrors the active token', () => {
    const token = tokenFor({ id: 3, type: 'patient', name: 'Aarav' });
    saveSession(token);
    expect(sessionStorage.getItem('p-token')).toBe(token);
    expect(JSON.parse(sessionStorage.getItem('patient')!)).toMatchObject({ id: 3, type: 'patient' });
    expect(sessionStorage.getItem('token')).toBe(token);
  });

  it('looks tokens up in the order doctor, patient, seller', () => {
    saveSession(tokenFor({ id: 1, type: 'seller', name: 'S' }));
    saveSession(tokenFor({ id: 2, type: 'patient', name: 'P' }));
    expect(readSession()?.user.type).toBe('patient');
    saveSession(tokenFor({ id: 3, type: 'doctor', name: 'D' }));
    expect(readSession()?.user.type).toBe('doctor');
  });

  it('decodes unicode names and refuses unreadable tokens', () => {
    expect(decodeToken(tokenFor({ id: 9, type: 'doctor', name: 'डॉ. शर्मा' }))?.name).toBe('डॉ. शर्मा');
    expect(decodeToken('not-a-token')).toBeNull();
    expect(decodeToken('a.bm90IGpzb24.c')).toBeNull();
  });

  it('clears everything on logout', () => {
    saveSession(tokenFor({ id: 2, type: 'patient', name: 'P' }));
    sessionStorage.setItem('cart', '[]');
    clearSession();
    expect(sessionStorage.length).toBe(0);
  });
});

describe('the shared axios instance', () => {
  const original = http.defaults.adapter;
  afterEach(() => {
    http.defaults.adapter = original;
    sessionStorage.clear();
    setSessionExpiredHandler(() => undefined);
  });

  it('sends the stored token as a bearer header', async () => {
    const token = tokenFor({ id: 2, type: 'patient', name: 'P' });
    saveSession(token);
    let sent: string | undefined;
    http.defaults.adapter = async (config) => {
      sent = String(config.headers.Authorization);
      return respondWith(200)(config);
    };
    await http.get('brand/all');
    expect(sent).toBe(`Bearer ${token}`);
  });

  it('raises Session Expired on a 401 while a token is stored, and re-raises the error', async () => {
    const expired = jest.fn();
    setSessionExpiredHandler(expired);
    saveSession(tokenFor({ id: 2, type: 'patient', name: 'P' }));
    http.defaults.adapter = respondWith(401, { message: 'expired' });
    await expect(http.get('cart/cartList')).rejects.toThrow('status 401');
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('does not raise Session Expired for a 401 without a stored token (a failed login)', async () => {
    const expired = jest.fn();
    setSessionExpiredHandler(expired);
    http.defaults.adapter = respondWith(401, { message: 'Invalid email or password' });
    await expect(http.post('patient/login', {})).rejects.toThrow();
    expect(expired).not.toHaveBeenCalled();
  });
});
