/** The product details page as a shopper sees it: its product from the API, the price, stock, quantity, delivery check and add to cart. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import DOMPurify from 'dompurify';
import type { Product } from 'shared-lib/contract';
import { ok } from 'shared-lib/contract';
import { productPaths, urlOf } from 'shared-lib/contract/paths';
import { CART_QUANTITY_MAX, formatRupees, MESSAGES } from 'shared-lib/domain';
import { registerStoreFeedback } from 'shared-lib/store';
import { renderWithStore } from 'shared-lib/testing';
import { notify, Toasts } from 'shared-lib/ui';
import { product } from '../catalogue/boot-script-harness';
import { ProductDetailsPage } from './ProductDetailsPage';

function renderDetails(item: Product | null) {
  return renderWithStore(
    <>
      <ProductDetailsPage />
      <Toasts />
    </>,
    {
      route: `/home/buy-medicine/product-details/${item?.id ?? 404}`,
      path: '/home/buy-medicine/product-details/:id',
      api: (config) => (item && config.url === urlOf(productPaths.details, { id: item.id }) ? { data: ok(item) } : undefined),
    },
  );
}
const guestCart = () => JSON.parse(sessionStorage.getItem('cart') ?? '[]') as Array<{ id: number; quantity: number }>;

// the store's toasts go to the page's toast host, as the storefront's bootstrap wires them
beforeAll(() => registerStoreFeedback(notify));
beforeEach(() => sessionStorage.clear());

describe('product details page', () => {
  it('shows the name, seller, price, stock and description of the product', async () => {
    renderDetails(product(7, 'Ashwagandha Tablets', { sales_price: 1450, regular_price: 1500, discount: 3, full_description: '<p>Calms the mind.</p>' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ashwagandha Tablets' })).toBeInTheDocument();
    expect(screen.getByTestId('details-price')).toHaveTextContent(formatRupees(1450));
    expect(screen.getByText('Sold by:')).toHaveTextContent('Herbal Co');
    expect(screen.getByTestId('stock-badge')).toHaveTextContent(MESSAGES.inStock);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Calms the mind.');
  });

  it('sanitises the description once, not again on each change of the page (DOMPurify parses the whole text)', async () => {
    const sanitize = jest.spyOn(DOMPurify, 'sanitize');
    try {
      renderDetails(product(7, 'Ashwagandha Tablets', { in_stock_quantity: 20, full_description: '<p onclick="steal()">Calms the mind.</p><script>steal()</script>' }));
      const more = await screen.findByRole('button', { name: 'Increase quantity' });
      for (let click = 0; click < 3; click += 1) fireEvent.click(more);
      expect(screen.getByTestId('details-quantity')).toHaveTextContent('4');
      expect(screen.getByRole('tabpanel').innerHTML).toBe('<p>Calms the mind.</p>');
      expect(sanitize.mock.calls.filter(([html]) => String(html).includes('Calms the mind.'))).toHaveLength(1);
    } finally {
      sanitize.mockRestore();
    }
  });

  it('adds the chosen quantity to the cart, never more than the cart takes or the stock holds', async () => {
    const stock = CART_QUANTITY_MAX + 5;
    renderDetails(product(7, 'Ashwagandha Tablets', { in_stock_quantity: stock }));
    const more = await screen.findByRole('button', { name: 'Increase quantity' });
    for (let click = 0; click < stock; click += 1) fireEvent.click(more);
    expect(screen.getByTestId('details-quantity')).toHaveTextContent(String(CART_QUANTITY_MAX));
    expect(more).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText(MESSAGES.guestCartAdded)).toBeInTheDocument();
    expect(guestCart()).toEqual([expect.objectContaining({ id: 7, quantity: CART_QUANTITY_MAX })]);
  });

  it('cannot be added when out of stock', async () => {
    renderDetails(product(7, 'Ashwagandha Tablets', { in_stock_quantity: 0 }));
    expect(await screen.findByRole('button', { name: 'Add to cart' })).toBeDisabled();
    expect(screen.getByTestId('stock-badge')).toHaveTextContent(MESSAGES.outOfStock);
    expect(screen.queryByRole('group', { name: 'Quantity' })).toBeNull();
  });

  it('checks delivery of a product sold in some pincodes only, and adds it once the pincode is served', async () => {
    renderDetails(product(7, 'Brahmi Vati', { locations: [{ id: 1, product_id: 7, pincode: '560001' }], availableLocations: '560001' }));
    const form = await screen.findByRole('form', { name: 'Delivery check' });
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    const refusal = await screen.findByRole('dialog', { name: MESSAGES.cartErrorTitle });
    expect(refusal).toHaveTextContent(MESSAGES.locationNotAllowed);
    fireEvent.click(within(refusal).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(guestCart()).toEqual([]);

    fireEvent.change(within(form).getByLabelText('Deliver to'), { target: { value: '110001' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Check' }));
    expect(within(form).getByTestId('delivery-result')).toHaveTextContent(MESSAGES.deliveryNotAvailable);
    expect(within(form).getByTestId('delivery-result')).toHaveTextContent('560001');

    fireEvent.change(within(form).getByLabelText('Deliver to'), { target: { value: '560001' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Check' }));
    expect(within(form).getByTestId('delivery-result')).toHaveTextContent(MESSAGES.deliveryAvailable);
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText(MESSAGES.guestCartAdded)).toBeInTheDocument();
    expect(guestCart()).toEqual([expect.objectContaining({ id: 7, quantity: 1 })]);
  });

  it('says so when the product does not exist, with a way back to the products', async () => {
    renderDetails(null);
    expect(await screen.findByText(MESSAGES.noData)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to products' })).toBeInTheDocument();
  });
});
