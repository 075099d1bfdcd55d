/**
 * The shell page's boot script (its exact text, as the page embeds it) starts the page's API request; the
 * storefront's query takes that answer instead of asking again, only when it is the same request.
 */
import { screen } from '@testing-library/react';
import type { ProductSummary } from 'shared-lib/contract';
import { renderWithStore } from 'shared-lib/testing';
import { ProductDetailsPage } from '../details/ProductDetailsPage';
import { ProductListPage } from '../list/ProductListPage';
import { BOOT_ANSWER_MAX_AGE_MS } from './boot-handoff';
import { answeringWith, envelope, product, runBootScript } from './boot-script-harness';

/** The product's own request (its reviews, issue 34, and same-composition products, issue 30, are asked for separately). */
const detailsCalls = (calls: Array<{ url?: string }>) => calls.filter((call) => call.url?.includes('getProductDetails'));
/** Answers the product's own request with `answer`; every other request of the page gets a 404. */
const detailsAnswer = (answer: unknown) => (config: { url?: string }) => (config.url?.includes('getProductDetails') ? { data: answer } : undefined);


const page = (items: ProductSummary[]) => ({ items, total: items.length, page: 1, pageSize: 24 });

let fetchMock: jest.Mock;
function boot(hash: string, answer: Promise<unknown>) {
  fetchMock = jest.fn(answeringWith(answer));
  runBootScript(hash, fetchMock);
}
const preloadedImages = () =>
  [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => [link.getAttribute('href'), link.getAttribute('fetchpriority')]);

afterEach(() => {
  delete window.__ayurvedaBoot;
  jest.useRealTimers();
});

describe('the boot script hands the page its data', () => {
  it('details: one request, started before the storefront, and the picture preloaded with high priority', async () => {
    boot('#/home/buy-medicine/product-details/7', Promise.resolve(envelope(product(7, 'Early Tablets'))));
    expect(fetchMock).toHaveBeenCalledWith('/api/product/getProductDetails/7', expect.objectContaining({ method: 'GET' }));
    const { calls } = renderWithStore(<ProductDetailsPage />, { route: '/home/buy-medicine/product-details/7', path: '/home/buy-medicine/product-details/:id', api: () => undefined });
    expect(await screen.findByRole('heading', { name: 'Early Tablets' })).toBeTruthy();
    expect(detailsCalls(calls)).toHaveLength(0);
    expect(preloadedImages()).toEqual([['/uploads/p7.svg', 'high']]);
    expect(screen.getByRole('img', { name: 'Early Tablets' }).getAttribute('fetchpriority')).toBe('high');
  });

  it('list: the unfiltered first page comes from the early request; the first cards load at once', async () => {
    const items = [1, 2, 3, 4, 5].map((id) => product(id, `Product ${id}`));
    boot('#/home/buy-medicine', Promise.resolve(envelope(page(items))));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/product/filterProduct');
    expect(JSON.parse(String(init.body))).toEqual({ brand_id: [], category_id: [], min: 0, max: 100000, search_by_name: '', sort: 0, page: 1, pageSize: 24 });
    const { calls } = renderWithStore(<ProductListPage />, { route: '/home/buy-medicine', path: '/home/buy-medicine', api: (config) => (config.url?.includes('filterProduct') ? undefined : { data: envelope([]) }) });
    expect(await screen.findByText('Product 5')).toBeTruthy();
    expect(calls.filter((call) => call.url?.includes('filterProduct'))).toHaveLength(0);
    const images = screen.getAllByRole('img');
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy']);
    expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', 'high', 'auto', 'auto', 'auto']);
    expect(preloadedImages().map(([href]) => href)).toEqual(['/uploads/p1.svg', '/uploads/p2.svg', '/uploads/p3.svg', '/uploads/p4.svg']);
  });

  it('a different request (the user went elsewhere first) asks the API and drops the early answer', async () => {
    boot('#/home/buy-medicine/product-details/7', Promise.resolve(envelope(product(7, 'Early Tablets'))));
    const api = detailsAnswer(envelope(product(8, 'Asked Syrup')));
    const { calls } = renderWithStore(<ProductDetailsPage />, { route: '/home/buy-medicine/product-details/8', path: '/home/buy-medicine/product-details/:id', api });
    expect(await screen.findByRole('heading', { name: 'Asked Syrup' })).toBeTruthy();
    expect(detailsCalls(calls)).toHaveLength(1);
    expect(window.__ayurvedaBoot).toBeUndefined();
  });

  it('a failed early request is harmless: the page asks the API', async () => {
    boot('#/home/buy-medicine/product-details/7', Promise.reject(new Error('offline')));
    const { calls } = renderWithStore(<ProductDetailsPage />, { route: '/home/buy-medicine/product-details/7', path: '/home/buy-medicine/product-details/:id', api: detailsAnswer(envelope(product(7, 'Asked Tablets'))) });
    expect(await screen.findByRole('heading', { name: 'Asked Tablets' })).toBeTruthy();
    expect(detailsCalls(calls)).toHaveLength(1);
  });

  it('an answer older than its time limit is not used', async () => {
    boot('#/home/buy-medicine/product-details/7', Promise.resolve(envelope(product(7, 'Old Tablets'))));
    window.__ayurvedaBoot!.at -= BOOT_ANSWER_MAX_AGE_MS + 1;
    const { calls } = renderWithStore(<ProductDetailsPage />, { route: '/home/buy-medicine/product-details/7', path: '/home/buy-medicine/product-details/:id', api: detailsAnswer(envelope(product(7, 'Fresh Tablets'))) });
    expect(await screen.findByRole('heading', { name: 'Fresh Tablets' })).toBeTruthy();
    expect(detailsCalls(calls)).toHaveLength(1);
  });

  it('a filtered list or another route starts no request', () => {
    boot('#/home/buy-medicine?brand=3', Promise.resolve(envelope(page([]))));
    boot('#/home/cart', Promise.resolve(envelope(page([]))));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.__ayurvedaBoot).toBeUndefined();
  });
});
