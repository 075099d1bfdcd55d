/** Dashboard home: orders to ship, low-stock products and this month's sales (GET seller/dashboard). */
import { Link } from 'react-router-dom';
import { formatRupees } from 'shared-lib/domain';
import { useGetSellerDashboardQuery } from 'shared-lib/store';
import styles from './dashboard.module.css';

function monthName(month: string): string {
  const [year, number] = month.split('-').map(Number);
  if (!year || !number) return 'This month';
  return new Date(Date.UTC(year, number - 1, 1)).toLocaleDateString('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

export function DashboardHome() {
  const { data: counts, isError } = useGetSellerDashboardQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <section aria-labelledby="dashboard-home-title">
      <h2 id="dashboard-home-title" className={styles.title}>
        Today at a glance
      </h2>
      {isError ? (
        <p className={styles.failure} role="alert">
          The dashboard counts could not be loaded. Please try again.
        </p>
      ) : null}
      <dl className={styles.cards} aria-busy={!counts && !isError}>
        <div className={styles.countCard} data-testid="count-orders-to-ship">
          <dt className={styles.countLabel}>
            Orders to ship · <Link className={styles.countLink} to="/orders">View orders</Link>
          </dt>
          <dd className={styles.countValue}>{counts ? counts.orders_to_ship : '…'}</dd>
        </div>
        <div className={styles.countCard} data-testid="count-low-stock">
          <dt className={styles.countLabel}>
            Low-stock products (under {counts?.low_stock_threshold ?? 5}) · <Link className={styles.countLink} to="/products">View products</Link>
          </dt>
          <dd className={styles.countValue}>{counts ? counts.low_stock_products : '…'}</dd>
        </div>
        <div className={styles.countCard} data-testid="count-month-sales">
          <dt className={styles.countLabel}>Sales in {counts ? monthName(counts.month) : 'this month'}</dt>
          <dd className={styles.countValue}>{counts ? formatRupees(counts.month_sales) : '…'}</dd>
        </div>
      </dl>
      {counts ? (
        <p className={styles.note}>
          {counts.products} product(s) listed · {counts.orders_in_transit} shipment(s) on the way
        </p>
      ) : null}
    </section>
  );
}
