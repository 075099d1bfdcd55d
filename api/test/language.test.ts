/**
 * Hindi from the API (issue 31): messages in the caller's language (Accept-Language), the language saved on
 * the account (given back at the next login), and mails written in the recipient's saved language.
 */
import { createTestApp, type TestApp } from './helpers/test-app';
import { signUp } from './helpers/patients';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ forgotPasswordMinMs: 1 });
});
afterAll(async () => t.close());

const HINDI = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.5' };
const ENGLISH = { 'accept-language': 'en-IN,en;q=0.9' };
const DEVANAGARI = /[\u0900-\u097F]/;

const badLogin = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/patient/login', headers, payload: { email: 'nobody@example.in', password: 'wrong-password', role: 1 } });
const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/patient/login', payload: { email, password, role: 1 } });
const language = (token: string | null, method: 'GET' | 'PUT', payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: '/api/account/language', payload: payload as never, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

describe('messages in the caller language', () => {
  it('answers a refusal in Hindi to a caller who asks for Hindi, in English otherwise', async () => {
    const hindi = await badLogin(HINDI);
    expect(hindi.statusCode).toBe(401);
    expect(hindi.json().message).toBe('ईमेल या पासवर्ड गलत है');
    expect(String(hindi.headers.vary)).toMatch(/accept-language/i);

    expect((await badLogin(ENGLISH)).json().message).toBe('Invalid email or password');
    expect((await badLogin({})).json().message).toBe('Invalid email or password');
  });

  it('says what is wrong with a request in Hindi, and the session refusal too', async () => {
    const invalid = await t.app.inject({ method: 'POST', url: '/api/patient/login', headers: HINDI, payload: { password: 'x' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toMatch(/^अनुरोध सही नहीं है \(body: email is required\)$/);
    const english = await t.app.inject({ method: 'POST', url: '/api/patient/login', headers: ENGLISH, payload: { password: 'x' } });
    expect(english.json().message).toBe('Invalid body: email is required');

    const expired = await language('not-a-token', 'GET', undefined, HINDI);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe('आपका सेशन खत्म हो गया है। कृपया फिर से लॉगिन करें');
  });

  it('translates a success message too', async () => {
    const patient = await signUp(t);
    const saved = await language(patient.token, 'PUT', { language: 'en' }, HINDI);
    expect(saved.json().message).toBe('भाषा सेव हो गई');
  });
});

describe('the language saved on the account', () => {
  it('is null until chosen, then saved and given back at the next login', async () => {
    const patient = await signUp(t);
    expect((await language(patient.token, 'GET')).json().data).toEqual({ language: null });
    expect((await login(patient.email, patient.password)).json().data.language).toBeNull();

    const saved = await language(patient.token, 'PUT', { language: 'hi' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ language: 'hi' });
    expect((await language(patient.token, 'GET')).json().data).toEqual({ language: 'hi' });
    // another device: the login answer carries it
    expect((await login(patient.email, patient.password)).json().data.language).toBe('hi');
  });

  it('refuses an unknown language and a caller who is not logged in, changing nothing', async () => {
    const patient = await signUp(t);
    await language(patient.token, 'PUT', { language: 'hi' });
    expect((await language(patient.token, 'PUT', { language: 'fr' })).statusCode).toBe(400);
    expect((await language(null, 'PUT', { language: 'en' })).statusCode).toBe(401);
    expect((await language(patient.token, 'GET')).json().data).toEqual({ language: 'hi' });
  });

  it("changes only the caller's own account", async () => {
    const one = await signUp(t);
    const other = await signUp(t);
    await language(one.token, 'PUT', { language: 'hi' });
    expect((await language(other.token, 'GET')).json().data).toEqual({ language: null });
  });
});

describe('mails in the recipient language', () => {
  const mailsTo = (email: string) => t.db.selectFrom('outbox').selectAll().where('recipient', '=', email).where('template', '=', 'password-reset').orderBy('id').execute();
  const forgot = (email: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email, type: 'patient' }, remoteAddress });

  it('writes the password-reset mail wholly in Hindi to an account that chose Hindi', async () => {
    const patient = await signUp(t);
    await language(patient.token, 'PUT', { language: 'hi' });
    expect((await forgot(patient.email, '10.31.0.1')).statusCode).toBe(200);
    const [mail] = await mailsTo(patient.email);
    expect(mail.subject).toBe('अपना पासवर्ड बदलें');
    expect(mail.html_body).toContain('<html lang="hi">');
    expect(mail.html_body).toContain('नया पासवर्ड चुनें');
    expect(mail.html_body).toContain('असली आयुर्वेद, आपके घर तक');
    expect(mail.text_body).toContain('/#/patient/reset-password/');
    // no English sentence of the English template is left
    for (const english of ['Reset your password', 'Choose a new password', 'Namaste', 'You receive this e-mail', 'Genuine Ayurveda']) {
      expect(mail.html_body).not.toContain(english);
    }
    expect(DEVANAGARI.test(mail.text_body)).toBe(true);
  });

  it('keeps English for an account that did not choose Hindi', async () => {
    const patient = await signUp(t);
    await forgot(patient.email, '10.31.0.2');
    const [mail] = await mailsTo(patient.email);
    expect(mail.subject).toBe('Reset your password');
    expect(mail.html_body).toContain('<html lang="en">');
  });
});
