/** The product list as a shopper sees it: the API's products with their prices, the filters, the pages and add to cart. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ProductFilterBody, ProductSummary } from 'shared-lib/contract';
import { ok } from 'shared-lib/contract';
import { cataloguePaths, productPaths, urlOf } from 'shared-lib/contract/paths';
import { DEFAULT_PAGE_SIZE, formatRupees, MESSAGES, PRICE_BANDS, priceRangeForBands, RATING_FILTER } from 'shared-lib/domain';
import { registerStoreFeedback } from 'shared-lib/store';
import { renderWithStore } from 'shared-lib/testing';
import { notify, Toasts } from 'shared-lib/ui';
import { product } from '../catalogue/boot-script-harness';
import { ProductListPage } from './ProductListPage';

const HERBAL = { id: 1, name: 'Himalaya', image: '/h.png' };
const VEDIC = { id: 2, name: 'Dabur', image: '/d.png' };
const PRODUCTS: ProductSummary[] = [
  product(1, 'Triphala Churna', { brand_id: HERBAL.id, brand: { id: HERBAL.id, name: HERBAL.name }, sales_price: 180, regular_price: 200, discount: 10 }),
  product(2, 'Brahmi Vati', { brand_id: VEDIC.id, brand: { id: VEDIC.id, name: VEDIC.name }, sales_price: 1250, regular_price: 1250, discount: 0 }),
  product(3, 'Neem Capsules', { brand_id: VEDIC.id, brand: { id: VEDIC.id, name: VEDIC.name }, in_stock_quantity: 0 }),
];

/** A catalogue that filters by brand and pages like the API; `total` pretends a longer list. */
function renderList(route = '/home/buy-medicine', { products = PRODUCTS, total }: { products?: ProductSummary[]; total?: number } = {}) {
  const { calls } = renderWithStore(
    <>
      <ProductListPage />
      <Toasts />
    </>,
    {
      route,
      path: '/home/buy-medicine',
      api: (config) => {
        if (config.url === urlOf(cataloguePaths.brands)) return { data: ok([HERBAL, VEDIC]) };
        if (config.url === urlOf(cataloguePaths.parentCategories)) return { data: ok([]) };
        if (config.url !== urlOf(productPaths.filter)) return undefined;
        const filter = JSON.parse(String(config.data)) as ProductFilterBody;
        const items = products.filter((item) => !filter.brand_id?.length || filter.brand_id.includes(item.brand_id ?? 0));
        return { data: ok({ items, total: total ?? items.length, page: filter.page ?? 1, pageSize: filter.pageSize ?? DEFAULT_PAGE_SIZE }) };
      },
    },
  );
  const filters = () => calls.filter((call) => call.url === urlOf(productPaths.filter)).map((call) => JSON.parse(String(call.data)) as ProductFilterBody);
  return { filters };
}
const names = () => screen.getAllByTestId('product-card').map((card) => within(card).getByRole('heading').textContent);

beforeAll(() => registerStoreFeedback(notify));
beforeEach(() => sessionStorage.clear());

describe('product list page', () => {
  it('shows every product with its price and the count line', async () => {
    renderList();
    expect(await screen.findByText('Triphala Churna')).toBeInTheDocument();
    expect(names()).toEqual(['Triphala Churna', 'Brahmi Vati', 'Neem Capsules']);
    expect(screen.getByTestId('product-count')).toHaveTextContent(MESSAGES.listCount(PRODUCTS.length));
    const [triphala, brahmi, neem] = screen.getAllByTestId('product-card');
    expect(within(triphala).getByTestId('price')).toHaveTextContent(formatRupees(180));
    expect(within(brahmi).getByTestId('price')).toHaveTextContent(formatRupees(1250));
    expect(within(neem).getByRole('button', { name: 'Add Neem Capsules to cart' })).toBeDisabled();
  });

  it('adds a product to the cart from its card', async () => {
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Triphala Churna to cart' }));
    expect(await screen.findByText(MESSAGES.guestCartAdded)).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('cart') ?? '[]')).toEqual([expect.objectContaining({ id: 1, quantity: 1, sales_price: 180 })]);
  });

  it("asks for a ticked brand's products only, and shows all again once the filters are cleared", async () => {
    const { filters } = renderList();
    fireEvent.click(await screen.findByRole('checkbox', { name: VEDIC.name }));
    expect(await screen.findByText(MESSAGES.listCount(2))).toBeInTheDocument();
    // the grid may follow the count line by a render (a busy machine showed it): wait for it, do not race it
    await waitFor(() => expect(names()).toEqual(['Brahmi Vati', 'Neem Capsules']));
    expect(filters().at(-1)).toMatchObject({ brand_id: [VEDIC.id], page: 1 });

    fireEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(await screen.findByText(MESSAGES.listCount(PRODUCTS.length))).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: VEDIC.name })).not.toBeChecked();
  });

  it('sorts by rating and asks for 4 stars and up, cleared with the other filters', async () => {
    const { filters } = renderList();
    await screen.findByText('Triphala Churna');
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: '3' } });
    fireEvent.click(await screen.findByRole('checkbox', { name: RATING_FILTER.label }));
    expect(await screen.findByRole('checkbox', { name: RATING_FILTER.label })).toBeChecked();
    expect(filters().at(-1)).toMatchObject({ sort: 3, min_rating: RATING_FILTER.stars, page: 1 });
    expect(screen.getByRole('option', { name: 'Rating: High to Low' })).toHaveProperty('selected', true);
    fireEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(await screen.findByRole('checkbox', { name: RATING_FILTER.label })).not.toBeChecked();
    // the list without the filter (still by rating) is the one shown: its count line is back
    expect(await screen.findByText(MESSAGES.listCount(PRODUCTS.length))).toBeInTheDocument();
    expect(filters().some((body) => body.sort === 3 && body.min_rating === undefined)).toBe(true);
  });

  it('asks for the price range of a ticked price band', async () => {
    const { filters } = renderList();
    const [band] = PRICE_BANDS;
    fireEvent.click(await screen.findByRole('checkbox', { name: band.label }));
    expect(await screen.findByRole('checkbox', { name: band.label })).toBeChecked();
    expect(filters().at(-1)).toMatchObject(priceRangeForBands([band.id]));
  });

  it('pages through a long list', async () => {
    const total = DEFAULT_PAGE_SIZE * 2 + 1;
    const { filters } = renderList('/home/buy-medicine', { total });
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(pages).toHaveTextContent('Page 1 of 3');
    expect(within(pages).getByRole('button', { name: '‹ Previous' })).toBeDisabled();
    fireEvent.click(within(pages).getByRole('button', { name: 'Next ›' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(filters().at(-1)).toMatchObject({ page: 2, pageSize: DEFAULT_PAGE_SIZE });
  });

  it('says so when nothing matches the search, with a way to clear it', async () => {
    const { filters } = renderList('/home/buy-medicine?search=saffron', { products: [] });
    expect(await screen.findByTestId('no-products')).toHaveTextContent(MESSAGES.noProducts);
    expect(screen.getByText(/Results for “saffron”/)).toBeInTheDocument();
    expect(filters()[0]).toMatchObject({ search_by_name: 'saffron' });
    expect(screen.getByRole('button', { name: 'Clear search' })).toBeInTheDocument();
  });
});
