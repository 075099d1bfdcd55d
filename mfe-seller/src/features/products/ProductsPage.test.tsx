import { act, fireEvent, screen, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { ok, type SellerProduct } from 'shared-lib/contract';
import { fakeServer, renderWithStore } from 'shared-lib/testing';
import { Toasts } from 'shared-lib/ui';
import { ProductsPage } from './ProductsPage';

const product = (id: number, overrides: Partial<SellerProduct> = {}): SellerProduct => ({
  id,
  name: `Ashwagandha Churna ${id}`,
  code: `ASH-${id}`,
  image: `/uploads/p${id}.png`,
  regular_price: 400,
  discount: 10,
  sales_price: 360,
  in_stock_quantity: 12,
  return_window_days: 7,
  short_description: 'Calm and strength',
  full_description: '<p>Root powder</p>',
  brand_id: 1,
  category_id: 2,
  seller_id: 7,
  pincodes: ['560001'],
  on_sale: true,
  composition: 'Withania somnifera (root) 500 mg',
  name_hi: 'अश्वगंधा चूर्ण',
  ...overrides,
});

function serve(save: (config: InternalAxiosRequestConfig) => { status?: number; data: unknown } = () => ({ data: ok(product(99)) })) {
  return fakeServer((config) => {
    if (config.url === 'seller/products') {
      const search = (config.params as { search?: string }).search;
      const items = search ? [product(2, { name: 'Triphala Tablets', code: 'TRI-2', in_stock_quantity: 0 })] : [product(1), product(2, { in_stock_quantity: 3 })];
      return { data: ok({ items, total: search ? 1 : 23, page: (config.params as { page: number }).page, pageSize: 10 }) };
    }
    if (config.url === 'brand/all') return { data: ok([{ id: 1, name: 'Dabur', image: '' }]) };
    if (config.url === 'Category/all') return { data: ok([{ id: 2, name: 'Churna', image: '', parent_category_id: null }]) };
    if (config.url === 'seller/products/1/sale') return { data: ok(product(1, { on_sale: (JSON.parse(config.data as string) as { on_sale: boolean }).on_sale })) };
    if (config.url === 'product/create' || config.url?.startsWith('product/update/')) return save(config);
    return undefined;
  });
}

function renderPage() {
  return renderWithStore(
    <>
      <ProductsPage />
      <Toasts />
    </>,
  );
}

const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input, select, textarea' });
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

async function fillNewProduct() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add product' }));
  type('Product name', 'Brahmi Ghrita');
  type('Product code', 'BRA-1');
  await screen.findByRole('option', { name: 'Dabur' });
  fireEvent.change(field('Brand'), { target: { value: '1' } });
  await screen.findByRole('option', { name: 'Churna' });
  fireEvent.change(field('Category'), { target: { value: '2' } });
  type('Regular price', '499');
  type('Discount', '15');
  type('Stock', '40');
  type('Short description', 'For memory');
  type('Full description', '<p>Ghee with Brahmi</p>');
  type('Delivery pincodes', '560001, 110001');
  fireEvent.change(field('Product image'), { target: { files: [new File(['png'], 'brahmi.png', { type: 'image/png' })] } });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('seller products', () => {
  it('lists own products with stock badges, pages and searches', async () => {
    const calls = serve();
    renderPage();
    const rows = await screen.findAllByTestId('seller-product-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[1]).getByTestId('stock-badge')).toHaveTextContent(/low|only|left|stock/i);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');
    expect(calls.at(-1)?.params).toMatchObject({ page: 2, pageSize: 10 });

    type('Search your products', 'tri');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('Triphala Tablets');
    expect(calls.at(-1)?.params).toMatchObject({ page: 1, search: 'tri' });
    expect(screen.queryByRole('navigation', { name: 'Product pages' })).not.toBeInTheDocument();
  });

  it('computes the sales price from price and discount, checks pincodes, and sends the multipart form', async () => {
    const calls = serve();
    renderPage();
    await fillNewProduct();
    expect(screen.getByTestId('product-sales-price')).toHaveTextContent('424');
    type('Delivery pincodes', '560001, 11001');
    fireEvent.blur(field('Delivery pincodes'));
    expect(await screen.findByText('Delivery pincodes must be 6-digit pincodes separated by commas')).toBeInTheDocument();
    type('Delivery pincodes', '560001, 110001');

    fireEvent.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await screen.findByText('Product saved')).toBeInTheDocument();
    const sent = calls.find((call) => call.url === 'product/create')!;
    const form = sent.data as FormData;
    expect(form.get('name')).toBe('Brahmi Ghrita');
    expect(form.get('discount')).toBe('15');
    expect(form.get('pincodes')).toBe('560001,110001');
    expect(form.has('sales_price')).toBe(false);
    expect((form.get('image') as File).name).toBe('brahmi.png');
    expect(await screen.findByRole('heading', { name: 'Your products' })).toBeInTheDocument();
  });

  it('shows the server message when the save is refused and keeps the form', async () => {
    serve(() => ({ status: 409, data: { success: false, message: 'A product with this code already exists', data: null } }));
    renderPage();
    await fillNewProduct();
    fireEvent.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await screen.findByRole('alert', { name: '' })).toHaveTextContent('A product with this code already exists');
    expect(field('Product name')).toHaveValue('Brahmi Ghrita');
    await act(async () => jest.runOnlyPendingTimers());
  });

  it('edits a product without a new image: the form starts from its values', async () => {
    const calls = serve();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Ashwagandha Churna 1' }));
    expect(field('Product name')).toHaveValue('Ashwagandha Churna 1');
    expect(screen.getByTestId('product-sales-price')).toHaveTextContent('360');
    type('Stock', '3');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Product saved');
    const sent = calls.find((call) => call.url === 'product/update/1')!;
    expect(sent.method).toBe('put');
    expect((sent.data as FormData).get('in_stock_quantity')).toBe('3');
    expect((sent.data as FormData).has('image')).toBe(false);
  });

  it('takes a product off sale and tells the seller', async () => {
    const calls = serve();
    renderPage();
    const [first] = await screen.findAllByTestId('seller-product-row');
    expect(within(first).getByText('On sale')).toBeInTheDocument();
    fireEvent.click(within(first).getByRole('button', { name: 'Take off sale: Ashwagandha Churna 1' }));
    expect(await screen.findByText('Product taken off sale')).toBeInTheDocument();
    const sent = calls.find((call) => call.url === 'seller/products/1/sale')!;
    expect(sent.method).toBe('put');
    expect(JSON.parse(sent.data as string)).toEqual({ on_sale: false });
  });
});
