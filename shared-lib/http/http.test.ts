import { fakeServer } from 'shared-lib/testing';
import { http, setSessionExpiredHandler } from './client';
import { clearSession, decodeToken, readSession, saveSession } from './session-storage';

const tokenFor = (payload: object) => `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.sig`;
const answer = (status: number, message = 'ok') => () => ({ status, data: { success: status < 400, message, data: null } });

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
  afterEach(() => {
    sessionStorage.clear();
    setSessionExpiredHandler(() => undefined);
  });

  it('sends the stored token as a bearer header', async () => {
    const token = tokenFor({ id: 2, type: 'patient', name: 'P' });
    saveSession(token);
    const calls = fakeServer(answer(200));
    await http.get('brand/all');
    expect(calls.map((call) => String(call.headers.Authorization))).toEqual([`Bearer ${token}`]);
  });

  it('raises Session Expired on a 401 while a token is stored, and re-raises the error', async () => {
    const expired = jest.fn();
    setSessionExpiredHandler(expired);
    saveSession(tokenFor({ id: 2, type: 'patient', name: 'P' }));
    fakeServer(answer(401, 'expired'));
    await expect(http.get('cart/cartList')).rejects.toThrow('status code 401');
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('does not raise Session Expired for a 401 without a stored token (a failed login)', async () => {
    const expired = jest.fn();
    setSessionExpiredHandler(expired);
    fakeServer(answer(401, 'Invalid email or password'));
    await expect(http.post('patient/login', {})).rejects.toThrow();
    expect(expired).not.toHaveBeenCalled();
  });
});
