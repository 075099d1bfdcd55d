/**
 * A policy page's first screen (issue 29): the shell page's boot script (its exact text) asks for the policy
 * before any bundle runs and paints its heading and text into the app shell; the storefront's PolicyPage then
 * takes that answer instead of asking again. The policy's HTML is copied tag by tag: nothing in it can run.
 */
import { screen } from '@testing-library/react';
import { LANGUAGE_STORAGE_KEY } from 'shared-lib/domain/core';
import { renderWithStore } from 'shared-lib/testing';
import { answeringWith, envelope, runBootScript } from '../catalogue/boot-script-harness';
import { PolicyPage } from './PolicyPage';

const APP_SHELL = '<div id="root"><div class="boot-header"></div><main class="boot-page"><section id="boot-hero"></section></main></div>';
const TERMS = { id: 1, description: '<h2>Terms and Conditions</h2><p>These terms govern your use.</p><h3>1. Products</h3><p>All products are <strong>genuine</strong>. <a href="/#/home">Shop</a></p>' };

let fetchMock: jest.Mock;
async function boot(hash: string, document: unknown) {
  window.document.body.innerHTML = APP_SHELL;
  fetchMock = jest.fn(answeringWith(Promise.resolve(envelope(document))));
  runBootScript(hash, fetchMock);
  await window.__ayurvedaBoot!.response;
  await Promise.resolve();
}
const main = () => document.querySelector<HTMLElement>('#root > main')!;

afterEach(() => {
  delete window.__ayurvedaBoot;
  delete (window as { __policyRan?: number }).__policyRan;
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('a policy page painted by the boot script', () => {
  it('asks for the policy document at once and paints its heading and text, as the page shows them', async () => {
    await boot('#/terms-and-conditions', TERMS);
    expect(fetchMock).toHaveBeenCalledWith('/api/term-and-condition/getByid/1', expect.objectContaining({ method: 'GET' }));
    expect(main().getAttribute('data-first-screen')).toBe('/terms-and-conditions');
    expect(main().querySelector('h1')?.textContent).toBe('Terms and Conditions');
    const article = main().querySelector('article')!;
    expect(article.innerHTML).toBe(TERMS.description);
  });

  it('each policy route asks for its own document; the heading is in the remembered language', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hi');
    await boot('#/order-cancelation-return-policy', { id: 1, description: '<p>Cancel</p>' });
    expect(fetchMock).toHaveBeenCalledWith('/api/order-cancelletion-policy/getByid/1', expect.anything());
    expect(main().querySelector('h1')?.textContent).toBe('ऑर्डर कैंसिल और रिटर्न पॉलिसी');
  });

  it('keeps text and the tags a policy uses, never anything that runs or loads', async () => {
    const description =
      '<p onclick="window.__policyRan=1" style="color:red">Read<script>window.__policyRan=2</script><img src="x" onerror="window.__policyRan=3"> <a href="javascript:window.__policyRan=4">this</a> <a href="https://example.com/t">that</a></p><iframe src="/x"></iframe><font>plain</font>';
    await boot('#/privacy-policy', { id: 1, description });
    const article = main().querySelector('article')!;
    expect(article.innerHTML).toBe('<p>Read <a>this</a> <a href="https://example.com/t">that</a></p>plain');
    expect((window as { __policyRan?: number }).__policyRan).toBeUndefined();
  });

  it('the storefront takes the early answer instead of asking again', async () => {
    await boot('#/terms-and-conditions', TERMS);
    const { calls } = renderWithStore(<PolicyPage policy="terms" />, { route: '/terms-and-conditions', path: '/terms-and-conditions', api: () => undefined });
    expect((await screen.findByTestId('policy-text')).textContent).toContain('These terms govern your use.');
    expect(calls.filter((call) => call.url?.includes('getByid'))).toHaveLength(0);
  });
});
