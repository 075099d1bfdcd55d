/** The list when the API respelt or corrected the search (issue 30): "Showing results for", "Search instead for". */
import { fireEvent, screen } from '@testing-library/react';
import type { ProductFilterBody, ProductSummary } from 'shared-lib/contract';
import { ok } from 'shared-lib/contract';
import { cataloguePaths, productPaths, urlOf } from 'shared-lib/contract/paths';
import { DEFAULT_PAGE_SIZE, MESSAGES } from 'shared-lib/domain';
import { renderWithStore } from 'shared-lib/testing';
import { product } from '../catalogue/boot-script-harness';
import { ProductListPage } from './ProductListPage';

const TRIPHALA: ProductSummary[] = [product(1, 'Dabur Triphala Churna 100 g'), product(2, 'Zandu Triphala Churna 100 g')];

function renderList(route: string) {
  const { calls } = renderWithStore(<ProductListPage />, {
    route,
    path: '/home/buy-medicine',
    api: (config) => {
      if (config.url === urlOf(cataloguePaths.brands) || config.url === urlOf(cataloguePaths.parentCategories)) return { data: ok([]) };
      if (config.url !== urlOf(productPaths.filter)) return undefined;
      const filter = JSON.parse(String(config.data)) as ProductFilterBody;
      const page = { page: filter.page ?? 1, pageSize: filter.pageSize ?? DEFAULT_PAGE_SIZE };
      if (filter.exact) return { data: ok({ items: [], total: 0, ...page }) };
      return { data: ok({ items: TRIPHALA, total: TRIPHALA.length, ...page, search: { showing: 'triphala', original: filter.search_by_name } }) };
    },
  });
  return { filters: () => calls.filter((call) => call.url === urlOf(productPaths.filter)).map((call) => JSON.parse(String(call.data)) as ProductFilterBody) };
}

describe('product list search corrections', () => {
  it('says which spelling it shows, and searches as typed on request, keeping the URL state', async () => {
    const { filters } = renderList('/home/buy-medicine?search=trifla&sort=1');
    const note = await screen.findByTestId('search-correction');
    expect(note).toHaveTextContent('Showing results for triphala');
    expect(screen.getByText('Dabur Triphala Churna 100 g')).toBeInTheDocument();
    expect(filters()[0]).toMatchObject({ search_by_name: 'trifla', sort: 1 });
    expect(filters()[0].exact).toBeUndefined();

    fireEvent.click(screen.getByRole('button', { name: 'Search instead for trifla' }));
    expect(await screen.findByTestId('no-products')).toHaveTextContent(MESSAGES.noProducts);
    expect(filters().at(-1)).toMatchObject({ search_by_name: 'trifla', exact: true, sort: 1, page: 1 });
    expect(screen.queryByTestId('search-correction')).not.toBeInTheDocument();
    expect(screen.getByText(/Results for “trifla”/)).toBeInTheDocument();
  });

  it('reads "exact" from the URL only together with a search', async () => {
    const { filters } = renderList('/home/buy-medicine?search=trifla&exact=1');
    expect(await screen.findByTestId('no-products')).toBeInTheDocument();
    expect(filters()[0]).toMatchObject({ exact: true });
  });
});
