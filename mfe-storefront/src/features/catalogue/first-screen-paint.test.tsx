/**
 * The shell page's boot script (its exact text) paints the first screen from its early answer while the
 * app shell is on screen: the same texts the storefront's page shows, product texts as text, never HTML.
 */
import { render } from '@testing-library/react';
import type { Product, ProductSummary } from 'shared-lib/contract';
import { MESSAGES } from 'shared-lib/domain';
import { Price } from 'shared-lib/ui';
import { answeringWith, envelope, product as sampleProduct, runBootScript } from './boot-script-harness';

// four-digit prices: the painted text must group digits as the page's formatter does (₹1,450)
const product = (id: number, name: string, changes: Partial<Product> = {}) => sampleProduct(id, name, { sales_price: 1450, regular_price: 1500, discount: 3, ...changes });

const APP_SHELL =
  '<div id="root"><div class="boot-header"></div><main class="boot-page"><section id="boot-hero"><h1>Welcome to AyurVeda Bazaar</h1></section></main></div>';

/** Runs the boot script on `hash` with the app shell in the page; resolves once its answer is handled. */
async function boot(hash: string, data: unknown, beforeAnswer?: () => void) {
  document.documentElement.className = '';
  document.body.innerHTML = APP_SHELL;
  let answer!: (body: unknown) => void;
  runBootScript(hash, answeringWith(new Promise((resolve) => (answer = resolve))));
  beforeAnswer?.();
  answer(envelope(data));
  await window.__ayurvedaBoot!.response;
  await Promise.resolve();
}
const main = () => document.querySelector<HTMLElement>('#root > main')!;
const priceText = (p: Pick<Product, 'regular_price' | 'sales_price' | 'discount'>) => render(<Price regular_price={p.regular_price} sales_price={p.sales_price} discount={p.discount} />).container.textContent;

afterEach(() => {
  delete window.__ayurvedaBoot;
  document.body.innerHTML = '';
});

describe('the first screen painted from the early answer', () => {
  it('list: the heading, the count line and a card per product, linking to its details, as the page shows them', async () => {
    const items: ProductSummary[] = [product(1, 'Triphala Churna', { name_hi: 'त्रिफला चूर्ण' }), product(2, 'Brahmi Vati', { discount: 0, regular_price: 250, sales_price: 250, in_stock_quantity: 0 })];
    await boot('#/home/buy-medicine', { items, total: 320, page: 1, pageSize: 24 });
    expect(main().getAttribute('data-first-screen')).toBe('/home/buy-medicine');
    expect(main().querySelector('h1')?.textContent).toBe('Shop Now');
    expect(main().querySelector('#boot-hero')).toBeNull();
    expect(main().textContent).toContain(MESSAGES.listCount(320));
    const cards = [...main().querySelectorAll('article')];
    expect(cards.map((card) => card.querySelector('h3')?.textContent)).toEqual(['Triphala Churna', 'Brahmi Vati']);
    expect(cards.map((card) => card.querySelector('a')?.getAttribute('href'))).toEqual(['#/home/buy-medicine/product-details/1', '#/home/buy-medicine/product-details/2']);
    // the Hindi name under the name where the product has one, as the card shows it
    expect(cards.map((card) => card.querySelector('h3 + p')?.textContent ?? null)).toEqual(['त्रिफला चूर्ण', null]);
    expect(cards[0].querySelector('h3 + p')?.getAttribute('lang')).toBe('hi');
    expect(cards.map((card) => card.querySelector('.fs-price')?.textContent)).toEqual(items.map(priceText));
    expect(cards.map((card) => card.querySelector('.fs-seller')?.textContent)).toEqual(['Herbal Co', 'Herbal Co']);
    expect(cards.map((card) => card.querySelector('.fs-add')?.textContent)).toEqual(['Add to cart', 'Out of stock']);
    const images = cards.map((card) => card.querySelector('img')!);
    expect(images.map((img) => [img.getAttribute('src'), img.getAttribute('alt'), img.getAttribute('fetchpriority')])).toEqual([
      ['/uploads/p1.svg', 'Triphala Churna', 'high'],
      ['/uploads/p2.svg', 'Brahmi Vati', 'high'],
    ]);
  });

  it('list: only the cards the first screen can show, on a phone and on a desktop (React renders the rest)', async () => {
    const items = Array.from({ length: 24 }, (_, index) => product(index + 1, `P${index + 1}`));
    const screens = { phone: [412, 823, 10], desktop: [1280, 800, 24], 'small phone': [320, 568, 6] } as const;
    const painted: Record<string, number> = {};
    const { innerWidth, innerHeight } = window;
    try {
      for (const [name, [width, height]] of Object.entries(screens)) {
        Object.assign(window, { innerWidth: width, innerHeight: height });
        await boot('#/home/buy-medicine', { items, total: 320, page: 1, pageSize: 24 });
        painted[name] = main().querySelectorAll('article').length;
        delete window.__ayurvedaBoot;
      }
    } finally {
      Object.assign(window, { innerWidth, innerHeight });
    }
    expect(painted).toEqual(Object.fromEntries(Object.entries(screens).map(([name, [, , cards]]) => [name, cards])));
    // the first cards in the list's order
    expect([...main().querySelectorAll('article h3')].map((title) => title.textContent).slice(0, 3)).toEqual(['P1', 'P2', 'P3']);
  });

  it('details: the picture, the name and the price', async () => {
    const item = product(7, 'Ashwagandha Tablets');
    await boot('#/home/buy-medicine/product-details/7', item);
    expect(main().getAttribute('data-first-screen')).toBe('/home/buy-medicine/product-details/7');
    expect(main().querySelector('h1')?.textContent).toBe('Ashwagandha Tablets');
    expect(main().querySelector('img')?.getAttribute('src')).toBe('/uploads/p7.svg');
    expect(main().querySelector('.fs-price')?.textContent).toBe(priceText(item));
    expect(main().querySelector('nav')?.textContent).toBe('Home › Products › Ashwagandha Tablets');
  });

  it('writes every size of price as the page does (Indian digit grouping, decimals)', async () => {
    const prices = [0, 7, 999, 1000, 1450, 23456, 123456, 1234567, 12345678, 99.5, 1450.25, 1234.567];
    const items = prices.map((price, index) => product(index + 1, `P${index}`, { sales_price: price, regular_price: price + 1000, discount: 10 }));
    await boot('#/home/buy-medicine', { items, total: items.length, page: 1, pageSize: 24 });
    const painted = [...main().querySelectorAll('article .fs-price')].map((box) => box.textContent);
    expect(painted).toEqual(items.map(priceText));
    expect(painted[8]).toContain('₹1,23,45,678');
  });

  it('a product text is shown as text: markup in it never becomes an element', async () => {
    const name = '<img src=x onerror="window.pwned=1">Neem';
    await boot('#/home/buy-medicine/product-details/7', product(7, name, { seller: { id: 2, company_name: '<b>Co</b>' } }));
    expect(main().querySelector('h1')?.textContent).toBe(name);
    expect(main().querySelectorAll('img')).toHaveLength(1);
    expect(main().querySelector('b')).toBeNull();
  });

  it('nothing is painted once the user has gone elsewhere or the app has replaced the app shell', async () => {
    await boot('#/home/buy-medicine/product-details/7', product(7, 'Moved On'), () => {
      window.location.hash = '#/home/cart';
    });
    expect(main().getAttribute('data-first-screen')).toBeNull();
    expect(main().querySelector('#boot-hero')).not.toBeNull();

    await boot('#/home/buy-medicine/product-details/7', product(7, 'Too Late'), () => {
      document.getElementById('root')!.innerHTML = '<header>app</header><main id="main"></main>';
    });
    expect(document.body.textContent).not.toContain('Too Late');
  });
});

describe('window.__ayurvedaFirstScreen', () => {
  const settled = async () => {
    let done = false;
    void window.__ayurvedaFirstScreen!.then(() => (done = true));
    await jest.runAllTimersAsync();
    return done;
  };
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('settles once the painted screen’s first pictures have loaded and a frame has gone by', async () => {
    await boot('#/home/buy-medicine', { items: [product(1, 'One'), product(2, 'Two'), product(3, 'Three')], total: 3, page: 1, pageSize: 24 });
    const first = [...main().querySelectorAll('img[fetchpriority="high"]')];
    expect(first).toHaveLength(2);
    expect(await settled()).toBe(false);
    first[0].dispatchEvent(new Event('load'));
    expect(await settled()).toBe(false);
    first[1].dispatchEvent(new Event('error'));
    expect(await settled()).toBe(true);
  });

  it('settles at once when there is nothing to paint', async () => {
    await boot('#/home/buy-medicine/product-details/7', product(7, 'Moved On'), () => {
      window.location.hash = '#/home/cart';
    });
    expect(await settled()).toBe(true);
  });
});
