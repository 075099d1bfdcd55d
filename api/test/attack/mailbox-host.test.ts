/** Mailbox and DNS rebinding (issue 24): the local mailbox answers only a Host naming this computer or the configured host. */
import { FOREIGN_HOST_MESSAGE, hostName, isLocalOrConfiguredHost } from '../../src/plugins/loopback-host';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ mailbox: 'local', publicUrl: 'http://shop.example.in:8080' });
});
afterAll(async () => t.close());

const get = (url: string, host: string) => t.app.inject({ url, headers: { host }, remoteAddress: '127.0.0.1' });

describe('the local mailbox', () => {
  it.each(['rebound.attacker.example', 'rebound.attacker.example:8080', '127.0.0.1.nip.io', 'localhost.attacker.example'])(
    'refuses a loopback client whose Host is %j (a rebound DNS name)',
    async (host) => {
      for (const url of ['/mailbox/', '/mailbox/messages.json', '/mailbox/1']) {
        const res = await get(url, host);
        expect(res.statusCode).toBe(403);
        expect(res.body).toBe(FOREIGN_HOST_MESSAGE);
      }
    },
  );

  it.each(['localhost', 'localhost:8080', '127.0.0.1:8080', '[::1]:8080', 'shop.example.in:8080', 'app.localhost'])('answers Host %j', async (host) => {
    expect((await get('/mailbox/messages.json', host)).statusCode).toBe(200);
  });

  it('reads host names without port or brackets, and accepts a HOST naming one interface', () => {
    expect(hostName('[::1]:8080')).toBe('::1');
    expect(hostName('Example.IN:80')).toBe('example.in');
    expect(isLocalOrConfiguredHost('10.0.0.5:8080', { publicUrl: 'http://localhost:8080', host: '10.0.0.5' })).toBe(true);
    expect(isLocalOrConfiguredHost('10.0.0.5:8080', { publicUrl: 'http://localhost:8080', host: '0.0.0.0' })).toBe(false);
  });
});
