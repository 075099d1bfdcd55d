import { screen } from '@testing-library/react';
import { MESSAGES } from 'shared-lib/domain';
import { fakeServer, renderWithStore } from 'shared-lib/testing';
import { SupplementsPage } from './SupplementsPage';
import { categoryIdsOf, findParentCategory, fullListPath } from './supplements';

const parents = [
  { id: 1, name: 'Ayurvedic Medicine', name_hi: '', image: '', categories: [{ id: 1, name: 'Digestive Care', name_hi: '', image: '', parent_category_id: 1 }] },
  {
    id: 2,
    name: ' supplements ',
    name_hi: '',
    image: '',
    categories: [
      { id: 5, name: 'Herbal Supplements', name_hi: '', image: '', parent_category_id: 2 },
      { id: 6, name: 'Churna & Powders', name_hi: '', image: '', parent_category_id: 2 },
    ],
  },
];
const product = (id: number, name: string) => ({
  id, name, image: '/img.svg', code: `P${id}`, sales_price: 300, regular_price: 300, discount: 0, in_stock_quantity: 9, short_description: '',
  full_description: '', seller_id: null, seller: null, brand_id: 1, brand: { id: 1, name: 'Herbal Co' }, category_id: 5, locations: [], availableLocations: '', rating_average: 0, rating_count: 0, name_hi: '', composition: '',
});

describe('supplements categories', () => {
  it('finds the parent category by name and lists its category ids', () => {
    expect(categoryIdsOf(findParentCategory(parents))).toEqual([5, 6]);
    expect(findParentCategory(parents, 'Skin Care')).toBeNull();
    expect(categoryIdsOf(null)).toEqual([]);
    expect(fullListPath([5, 6])).toBe('/home/buy-medicine?category=5%2C6');
    expect(fullListPath([])).toBe('/home/buy-medicine');
  });
});

describe('SupplementsPage', () => {
  function serve(total: number) {
    const filters: unknown[] = [];
    const reply = (data: unknown) => ({ data: { success: true, message: '', data } });
    fakeServer((config) => {
      if (config.url === 'parent-category/all') return reply(parents);
      if (config.url === 'product/filterProduct') {
        filters.push(JSON.parse(config.data as string));
        return reply({ items: total ? [product(11, 'Moringa Capsules'), product(12, 'Triphala Churna')] : [], total, page: 1, pageSize: 24 });
      }
      return undefined;
    });
    return filters;
  }
  const renderPage = () => renderWithStore(<SupplementsPage />);

  it('shows the products of the Supplements categories, the count line and a link to the full list', async () => {
    const filters = serve(30);
    renderPage();
    expect(await screen.findByText(MESSAGES.listCount(30))).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /Moringa Capsules/ }).length).toBeGreaterThan(0);
    expect(filters).toEqual([expect.objectContaining({ category_id: [5, 6], brand_id: [], search_by_name: '', page: 1 })]);
    expect(screen.getByRole('link', { name: 'View all 30 in the shop ›' }).getAttribute('href')).toBe('/home/buy-medicine?category=5%2C6');
    expect(screen.getByRole('link', { name: 'Shop all supplements' }).getAttribute('href')).toBe('/home/buy-medicine?category=5%2C6');
  });

  it('says No Products Found when the categories are empty', async () => {
    serve(0);
    renderPage();
    expect(await screen.findByTestId('no-products')).toBeTruthy();
    expect(screen.getByTestId('product-count').textContent).toBe(MESSAGES.listCount(0));
  });
});
