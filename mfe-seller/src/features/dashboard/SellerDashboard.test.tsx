import { fireEvent, screen, within } from '@testing-library/react';
import { ok } from 'shared-lib/contract';
import { fakeServer, renderWithStore } from 'shared-lib/testing';
import { SellerDashboard } from './SellerDashboard';

const profile = { id: 1, seller_id: 7, company_name: 'Sahyadri Herbals', company_type: 'LLP', office_address: '', company_regd_no: '', first_name: 'P', last_name: 'K', email: 'p@s.in', phone: '', state_id: 15, city_id: 501, state_name: 'Maharashtra', city_name: 'Mumbai', postal_code: '400001' };
const counts = { orders_to_ship: 3, orders_in_transit: 1, low_stock_products: 2, low_stock_threshold: 5, products: 9, month_sales: 125400, month: '2026-11' };

function renderAt(path: string) {
  const calls = fakeServer((config) => {
    if (config.url === 'seller/profile') return { data: ok(profile) };
    if (config.url === 'seller/dashboard') return { data: ok(counts) };
    if (config.url === 'seller/orders') return { data: ok({ items: [], total: 0, page: 1, pageSize: 10 }) };
    return undefined;
  });
  renderWithStore(<SellerDashboard />, { route: path });
  return calls;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('seller dashboard', () => {
  it('shows the company and the counts: orders to ship, low stock under 5, this month in rupees', async () => {
    renderAt('/');
    expect(await screen.findByText('Sahyadri Herbals')).toHaveAttribute('data-testid', 'company-name');
    expect(await screen.findByText('Mumbai, Maharashtra, 400001')).toBeInTheDocument();
    expect(await within(screen.getByTestId('count-orders-to-ship')).findByText('3')).toBeInTheDocument();
    expect(within(screen.getByTestId('count-low-stock')).getByText(/under 5/)).toBeInTheDocument();
    expect(within(screen.getByTestId('count-low-stock')).getByText('2')).toBeInTheDocument();
    expect(within(screen.getByTestId('count-month-sales')).getByText('₹1,25,400')).toBeInTheDocument();
    expect(within(screen.getByTestId('count-month-sales')).getByText(/November 2026/)).toBeInTheDocument();
  });

  it('moves between the tabs', async () => {
    renderAt('/');
    fireEvent.click(screen.getByRole('link', { name: 'Orders' }));
    expect(await screen.findByRole('heading', { name: 'Orders to fulfil' })).toBeInTheDocument();
    expect(await screen.findByText('No orders here yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  });
});
