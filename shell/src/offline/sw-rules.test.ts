import { answerAgeSeconds, CATALOGUE_FRESH_FOR_SECONDS, CATALOGUE_REVALIDATE_EVERY_SECONDS, catalogueStrategy, revalidationDue, isCatalogueAnswer, isForeignClient, isPicture, isReleaseFile, isRemoteManifest, isShopPage, liveEntries, overBudget, releaseFiles } from './sw-rules';

const at = (path: string) => new URL(path, 'https://shop.example.in');

describe('what the service worker serves', () => {
  it('serves the shop page, not the other sites under the origin', () => {
    expect(isShopPage(at('/'))).toBe(true);
    expect(isShopPage(at('/index.html'))).toBe(true);
    expect(isShopPage(at('/seller-dashboard/'))).toBe(false);
    expect(isShopPage(at('/mailbox/'))).toBe(false);
  });

  it('leaves the requests of the seller dashboard, the mailbox and the payment pages to the network', () => {
    const origin = 'https://shop.example.in';
    expect(isForeignClient('https://shop.example.in/seller-dashboard/', origin)).toBe(true);
    expect(isForeignClient('https://shop.example.in/pay/sandbox/abc', origin)).toBe(true);
    expect(isForeignClient('https://shop.example.in/#/home', origin)).toBe(false);
    expect(isForeignClient('', origin)).toBe(false);
  });

  it('treats only immutable release folders as cache-first, never source maps or unversioned folders', () => {
    expect(isReleaseFile(at('/apps/mfe-storefront/1.0.0+7c41d2e/remoteEntry.js'))).toBe(true);
    expect(isReleaseFile(at('/apps/mfe-storefront/1.0.0+7c41d2e/9946.68680ae7.js'))).toBe(true);
    expect(isReleaseFile(at('/apps/mfe-storefront/1.0.0+7c41d2e/9946.68680ae7.js.map'))).toBe(false);
    expect(isReleaseFile(at('/apps/mfe-storefront/1.0.0/remoteEntry.js'))).toBe(false);
    expect(isRemoteManifest(at('/remotes.json'))).toBe(true);
  });

  it('keeps catalogue answers and pictures, not suggestions, carts or orders', () => {
    expect(isCatalogueAnswer(at('/api/product/allProducts?page=1'))).toBe(true);
    expect(isCatalogueAnswer(at('/api/product/getProductDetails/12'))).toBe(true);
    expect(isCatalogueAnswer(at('/api/product/suggest?q=ash'))).toBe(false);
    expect(isCatalogueAnswer(at('/api/cart/getItemsByUserId/3'))).toBe(false);
    expect(isCatalogueAnswer(at('/api/term-and-condition/getByid/1'))).toBe(true);
    expect(isCatalogueAnswer(at('/api/faq/getFaq'))).toBe(true);
    expect(isCatalogueAnswer(at('/api/subscribe/send-email'))).toBe(false);
    expect(isPicture(at('/uploads/products/ashwagandha.webp'))).toBe(true);
    expect(isPicture(at('/uploads/rx/private.pdf'))).toBe(false);
  });
});

describe('catalogue answers: stale-while-revalidate with a cap', () => {
  it('answers a kept answer younger than the cap at once (revalidated behind it), an older one network-first', () => {
    expect(CATALOGUE_FRESH_FOR_SECONDS).toBe(24 * 3600);
    expect(catalogueStrategy(0)).toBe('cache-then-revalidate');
    expect(catalogueStrategy(CATALOGUE_FRESH_FOR_SECONDS - 1)).toBe('cache-then-revalidate');
    expect(catalogueStrategy(CATALOGUE_FRESH_FOR_SECONDS)).toBe('network-first');
    expect(catalogueStrategy(7 * 24 * 3600)).toBe('network-first');
  });

  it('waits for the network without a kept answer, or with one whose age is unknown or in the future', () => {
    expect(catalogueStrategy(null)).toBe('network-first');
    expect(catalogueStrategy(-60)).toBe('network-first');
  });

  it('does not revalidate again for a few seconds an answer the network just changed (the refetch after an update)', () => {
    const now = 1_000_000;
    expect(revalidationDue(undefined, now)).toBe(true);
    expect(revalidationDue(now - 1000, now)).toBe(false);
    expect(revalidationDue(now - CATALOGUE_REVALIDATE_EVERY_SECONDS * 1000, now)).toBe(true);
    expect(revalidationDue(now + 60_000, now)).toBe(true);
  });

  it("reads a kept answer's age from the worker's own stamp (the phone's clock), not the server's", () => {
    const now = Date.UTC(2026, 10, 27, 12, 0, 0);
    expect(answerAgeSeconds(String(now - 90_000), now)).toBe(90);
    expect(answerAgeSeconds(null, now)).toBeNull();
    expect(answerAgeSeconds('Fri, 27 Nov 2026 11:00:00 GMT', now)).toBeNull();
  });
});

describe('warming the live releases', () => {
  it('lists the entry and every exposed module file of a release, in its folder', () => {
    const files = releaseFiles('/apps/mfe-storefront/1.0.0+7c41d2e/remoteEntry.js', {
      exposes: [
        { assets: { js: { sync: ['a.1.js'], async: ['b.2.js'] }, css: { sync: ['a.3.css'], async: [] } } },
        { assets: { js: { sync: ['a.1.js'], async: [] } } },
      ],
    });
    expect(files).toEqual([
      '/apps/mfe-storefront/1.0.0+7c41d2e/remoteEntry.js',
      '/apps/mfe-storefront/1.0.0+7c41d2e/a.1.js',
      '/apps/mfe-storefront/1.0.0+7c41d2e/b.2.js',
      '/apps/mfe-storefront/1.0.0+7c41d2e/a.3.css',
    ]);
  });

  it('reads live entries from either manifest form and skips disabled remotes', () => {
    expect(
      liveEntries({
        storefront: { entry: '/apps/mfe-storefront/1+a/remoteEntry.js', version: '1+a', disabled: false },
        checkout: { entry: '/apps/mfe-checkout/1+b/remoteEntry.js', version: '1+b', disabled: true },
        patient: '/apps/mfe-patient/1+c/remoteEntry.js',
      }),
    ).toEqual(['/apps/mfe-storefront/1+a/remoteEntry.js', '/apps/mfe-patient/1+c/remoteEntry.js']);
  });
});

describe('the pictures byte budget', () => {
  it('drops the oldest pictures until the rest fits', () => {
    const entries = [
      { key: 'old', bytes: 400 },
      { key: 'middle', bytes: 300 },
      { key: 'new', bytes: 500 },
    ];
    expect(overBudget(entries, 1200)).toEqual([]);
    expect(overBudget(entries, 900)).toEqual(['old']);
    expect(overBudget(entries, 500)).toEqual(['old', 'middle']);
  });
});
