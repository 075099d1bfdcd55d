import { APP_CONFIG_ID, appConfig } from './config';

function inlineConfig(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = APP_CONFIG_ID;
  block.textContent = text;
  document.head.appendChild(block);
}

afterEach(() => {
  document.getElementById(APP_CONFIG_ID)?.remove();
  delete window.__APP_CONFIG__;
});

describe('appConfig', () => {
  it('reads the JSON data block the server inlines into the shell page', () => {
    inlineConfig('{"apiBase":"/shop/api","manifestRevalidateSeconds":0}');
    expect(appConfig()).toEqual({ apiBase: '/shop/api', sellerDashboardUrl: '/seller-dashboard/', manifestRevalidateSeconds: 0 });
  });

  it('prefers window.__APP_CONFIG__ (pages that load /app-config.js)', () => {
    inlineConfig('{"apiBase":"/inline/api"}');
    window.__APP_CONFIG__ = { apiBase: '/script/api' };
    expect(appConfig().apiBase).toBe('/script/api');
  });

  it('falls back to the defaults when the block is empty or not JSON (an SSI error text)', () => {
    expect(appConfig().manifestRevalidateSeconds).toBe(30);
    delete window.__APP_CONFIG__;
    inlineConfig('[an error occurred while processing the directive]');
    expect(appConfig()).toEqual({ apiBase: '/api', sellerDashboardUrl: '/seller-dashboard/', manifestRevalidateSeconds: 30 });
  });
});
