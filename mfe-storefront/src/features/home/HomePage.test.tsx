/** The home page as a shopper sees it: the welcome and search, the API's banners, popular products, brands, doctors and FAQs. */
import { fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import type { DoctorCard } from 'shared-lib/contract';
import { ok } from 'shared-lib/contract';
import { cataloguePaths, contentPaths, productPaths, urlOf } from 'shared-lib/contract/paths';
import { formatRupees, MESSAGES, PRODUCT_NAME } from 'shared-lib/domain';
import { registerStoreFeedback } from 'shared-lib/store';
import { renderWithStore } from 'shared-lib/testing';
import { notify, Toasts } from 'shared-lib/ui';
import { product } from '../catalogue/boot-script-harness';
import { HomePage } from './HomePage';

const POPULAR = [product(1, 'Triphala Churna', { sales_price: 180, regular_price: 200, discount: 10 }), product(2, 'Brahmi Vati', { sales_price: 1250, regular_price: 1250, discount: 0 })];
const DOCTOR: DoctorCard = { id: 4, name: 'Dr. Ananya Rao', profile_image: null, stage: 4, stream_id: 1, stream: { id: 1, name: 'Kayachikitsa' }, exprience: 12 };
const ANSWERS: Record<string, unknown> = {
  [urlOf(cataloguePaths.banners)]: [{ id: 1, image: '/b1.png', title: 'Monsoon care', link: null }],
  [urlOf(productPaths.all)]: POPULAR,
  [urlOf(cataloguePaths.brands)]: [{ id: 3, name: 'Himalaya', image: '/h.png' }],
  [urlOf(cataloguePaths.doctorList)]: [DOCTOR],
  [urlOf(contentPaths.faqs)]: [{ id: 1, question: 'Are the products genuine?', answer: 'Yes, from the makers.', status: 1 }],
};

/** Where a link or the search took the shopper. */
function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{`${location.pathname}${location.search}`}</p>;
}

function renderHome() {
  return renderWithStore(
    <>
      <HomePage />
      <Toasts />
    </>,
    {
      route: '/home',
      path: '/home',
      routes: { '/home/buy-medicine': <Landed /> },
      api: (config) => (config.url && config.url in ANSWERS ? { data: ok(ANSWERS[config.url]) } : { data: ok([]) }),
    },
  );
}

beforeAll(() => {
  registerStoreFeedback(notify);
  // jsdom has no layout: every section counts as near the viewport (BelowTheFold), the carousel's embla sees no resize
  class NearObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      this.callback([{ target, isIntersecting: true, boundingClientRect: target.getBoundingClientRect() } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  class QuietObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(globalThis, { IntersectionObserver: NearObserver, ResizeObserver: QuietObserver });
});
afterAll(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
});
beforeEach(() => sessionStorage.clear());

describe('home page', () => {
  it('welcomes the shopper and shows the banners, popular products with their prices, brands, doctors and FAQs', async () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`Welcome to ${PRODUCT_NAME}`);
    expect(await screen.findByRole('img', { name: 'Monsoon care' })).toBeInTheDocument();

    const popular = await screen.findByRole('region', { name: 'Popular products' });
    const cards = within(popular).getAllByTestId('product-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Triphala Churna', 'Brahmi Vati']);
    expect(within(cards[0]).getByTestId('price')).toHaveTextContent(formatRupees(180));
    expect(within(cards[1]).getByTestId('price')).toHaveTextContent(formatRupees(1250));

    expect(await screen.findByTestId('brand-tile')).toHaveTextContent('Himalaya');
    expect(within(await screen.findByTestId('doctor-card')).getByRole('heading')).toHaveTextContent(DOCTOR.name);
    expect(await screen.findByText('Are the products genuine?')).toBeInTheDocument();
  });

  it('adds a popular product to the cart', async () => {
    renderHome();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Brahmi Vati to cart' }));
    expect(await screen.findByText(MESSAGES.guestCartAdded)).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('cart') ?? '[]')).toEqual([expect.objectContaining({ id: 2, quantity: 1, sales_price: 1250 })]);
  });

  it('searches the products by name', async () => {
    renderHome();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by product name' }), { target: { value: ' brahmi vati ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/home/buy-medicine?search=brahmi%20vati');
  });

  it('opens the product list filtered by a brand from its tile', async () => {
    renderHome();
    fireEvent.click(await screen.findByTestId('brand-tile'));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/home/buy-medicine?brand=3');
  });
});
