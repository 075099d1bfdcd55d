/** API docs (issue 24): Swagger UI and the OpenAPI document are served in development, and in production only with API_DOCS=on. */
import { loadConfig } from '../../src/config';
import { createTestApp, type TestApp } from '../helpers/test-app';

const docs = async (t: TestApp) => Promise.all(['/api/docs', '/api/docs/json', '/api/docs/static/index.html'].map(async (url) => (await t.app.inject({ url })).statusCode));

describe('API docs', () => {
  it('are not served in production', async () => {
    const t = await createTestApp({ production: true, apiDocs: false });
    try {
      for (const status of await docs(t)) expect(status).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('are served in production with API_DOCS=on, and in development', async () => {
    for (const overrides of [{ production: true, apiDocs: true }, {}]) {
      const t = await createTestApp(overrides);
      try {
        expect((await t.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
      } finally {
        await t.close();
      }
    }
  });

  it('API_DOCS decides from the environment: off in production unless on, on elsewhere unless off', () => {
    const env = { JWT_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://shop.example.in', DATA_DIR: '/tmp/api-docs-test' };
    expect(loadConfig({ ...env, NODE_ENV: 'production' }).apiDocs).toBe(false);
    expect(loadConfig({ ...env, NODE_ENV: 'production', API_DOCS: 'on' }).apiDocs).toBe(true);
    expect(loadConfig({ ...env }).apiDocs).toBe(true);
    expect(loadConfig({ ...env, API_DOCS: 'off' }).apiDocs).toBe(false);
  });
});
