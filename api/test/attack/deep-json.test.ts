/** Deep JSON (issue 24): the nesting is bounded before anything parses or walks the body: 400 with a clear message, quickly. */
import { ACCOUNT_SAFETY_MESSAGES } from 'shared-lib/domain';
import { JSON_DEPTH_MAX, jsonDepth } from '../../src/plugins/json-depth';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { expectRefused, unchanged } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { signup: 1000 } });
});
afterAll(async () => t.close());

const nested = (levels: number, inner = '1') => `{"a":${'['.repeat(levels - 1)}${inner}${']'.repeat(levels - 1)}}`;
const post = (url: string, payload: string) => t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });

describe('deeply nested JSON bodies', () => {
  it.each([
    ['a 10 KB body nested 5,000 deep', nested(5000)],
    ['a 900 KB body nested 450,000 deep', nested(450_000)],
    [`one level past the limit (${JSON_DEPTH_MAX + 1})`, nested(JSON_DEPTH_MAX + 1)],
  ])('%s is refused with 400 before it is walked', async (_name, body) => {
    const started = Date.now();
    for (const url of ['/api/patient/create', '/api/order/placeOrder', '/api/subscribe/send-email']) {
      expectRefused(await unchanged(t, () => post(url, body)), 400, ACCOUNT_SAFETY_MESSAGES.jsonTooDeep(JSON_DEPTH_MAX));
    }
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('brackets inside strings do not count, and ordinary bodies pass the check', async () => {
    expect(jsonDepth(`{"note":"${'['.repeat(1000)}"}`)).toBe(1);
    expect(jsonDepth('{"a":"\\"[[[","b":[{"c":[1]}]}')).toBe(4);
    const res = await post('/api/subscribe/send-email', JSON.stringify({ email: `[[[[${'x'.repeat(3)}@example.in` }));
    expect(res.statusCode).not.toBe(500);
    expect(res.json().message).not.toBe(ACCOUNT_SAFETY_MESSAGES.jsonTooDeep(JSON_DEPTH_MAX));
  });

  it('malformed and empty JSON still get a 400', async () => {
    expect((await post('/api/subscribe/send-email', '{"email": ')).statusCode).toBe(400);
    expect((await post('/api/subscribe/send-email', '{"__proto__": {"x": 1}}')).statusCode).toBe(400);
  });
});
