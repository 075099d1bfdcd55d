import { render, screen, waitFor } from '@testing-library/react';
import type { Product } from 'shared-lib/contract';
import { LOW_STOCK_THRESHOLD, MESSAGES } from 'shared-lib/domain/core';
import { renderWithStore } from 'shared-lib/testing';
import { StockBadge } from 'shared-lib/ui';
import { ProductCard } from './ProductCard';

const product = (overrides: Partial<Product> = {}): Product => ({
  id: 1, name: 'Ashwagandha Tablets', image: '/img.png', code: 'A1', sales_price: 450, regular_price: 500, discount: 10,
  in_stock_quantity: 8, short_description: '', full_description: '', seller_id: 2, seller: { id: 2, company_name: 'Herbal Co' },
  brand_id: 1, brand: { id: 1, name: 'Brandy' }, category_id: 1, locations: [], availableLocations: '', rating_average: 0, rating_count: 0, name_hi: '', composition: '', ...overrides,
});
const renderCard = (p: Product) => renderWithStore(<ProductCard product={p} />);

describe('product card', () => {
  it('shows regular price, percent and sales price when discounted', () => {
    renderCard(product());
    expect(screen.getByTestId('price').textContent).toBe('₹50010% off₹450');
    expect(screen.getByText('Herbal Co')).toBeTruthy();
  });
  it('shows only the regular price without a discount', () => {
    renderCard(product({ discount: 0, sales_price: 500 }));
    expect(screen.getByTestId('price').textContent).toBe('₹500');
  });
  it('shows the Hindi name under the name, marked as Hindi, only when the product has one', () => {
    const { unmount } = renderCard(product({ name_hi: 'अश्वगंधा टैबलेट' }));
    const hindi = screen.getByText('अश्वगंधा टैबलेट');
    expect(hindi.getAttribute('lang')).toBe('hi');
    expect(screen.getByRole('heading', { name: 'Ashwagandha Tablets' }).nextElementSibling).toBe(hindi);
    unmount();
    renderCard(product());
    expect(screen.queryByTestId('card-name-hi')).toBeNull();
  });
  it('falls back to the brand name when there is no seller', () => {
    renderCard(product({ seller: null, seller_id: null }));
    expect(screen.getByText('Brandy')).toBeTruthy();
  });
  it('disables Add to cart at stock 0', () => {
    renderCard(product({ in_stock_quantity: 0 }));
    expect((screen.getByRole('button', { name: 'Add Ashwagandha Tablets to cart' }) as HTMLButtonElement).disabled).toBe(true);
  });
  it('adds to the guest cart with the spec toast fields', async () => {
    sessionStorage.clear();
    renderCard(product());
    screen.getByRole('button', { name: 'Add Ashwagandha Tablets to cart' }).click();
    await waitFor(() => expect(JSON.parse(sessionStorage.getItem('cart') ?? '[]')).toEqual([
      { id: 1, product_name: 'Ashwagandha Tablets', sales_price: 450, product_image: '/img.png', seller_id: 2, quantity: 1 },
    ]));
  });
});

describe('stock badge', () => {
  it.each([
    [0, MESSAGES.outOfStock],
    [1, MESSAGES.itemsLeft(1)],
    [LOW_STOCK_THRESHOLD - 1, MESSAGES.itemsLeft(LOW_STOCK_THRESHOLD - 1)],
    [LOW_STOCK_THRESHOLD, MESSAGES.inStock],
  ])('stock %p reads %p', (quantity, text) => {
    render(<StockBadge quantity={quantity} />);
    expect(screen.getByTestId('stock-badge').textContent).toBe(text);
  });
});
