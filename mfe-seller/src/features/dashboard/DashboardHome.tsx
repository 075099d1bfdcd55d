/** Dashboard home: orders to ship, low-stock products and this month's sales (GET seller/dashboard). */
import { Link } from 'react-router-dom';
import { formatDate, formatMoney } from 'shared-lib/domain';
import { useGetSellerDashboardQuery } from 'shared-lib/store';
import styles from './dashboard.module.css';
import { currentLanguage, useTranslation } from 'shared-lib/i18n';
import { SELLER_NS } from '../../i18n/texts';

/** '2026-11' → 'November 2026' / 'नवंबर 2026'; null when the month is not readable. */
function monthName(month: string): string | null {
  const [year, number] = month.split('-').map(Number);
  if (!year || !number) return null;
  return formatDate(new Date(Date.UTC(year, number - 1, 1)), 'monthYear', currentLanguage());
}

export function DashboardHome() {
  const { t } = useTranslation(SELLER_NS);
  const { data: counts, isError } = useGetSellerDashboardQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <section aria-labelledby="dashboard-home-title">
      <h2 id="dashboard-home-title" className={styles.title}>
        {t('home.title')}
      </h2>
      {isError ? (
        <p className={styles.failure} role="alert">
          {t('home.failed')}
        </p>
      ) : null}
      <dl className={styles.cards} aria-busy={!counts && !isError}>
        <div className={styles.countCard} data-testid="count-orders-to-ship">
          <dt className={styles.countLabel}>
            {t('home.ordersToShip')} · <Link className={styles.countLink} to="/orders">{t('home.viewOrders')}</Link>
          </dt>
          <dd className={styles.countValue}>{counts ? counts.orders_to_ship : '…'}</dd>
        </div>
        <div className={styles.countCard} data-testid="count-low-stock">
          <dt className={styles.countLabel}>
            {t('home.lowStock', { threshold: counts?.low_stock_threshold ?? 5 })} · <Link className={styles.countLink} to="/products">{t('home.viewProducts')}</Link>
          </dt>
          <dd className={styles.countValue}>{counts ? counts.low_stock_products : '…'}</dd>
        </div>
        <div className={styles.countCard} data-testid="count-month-sales">
          <dt className={styles.countLabel}>{(counts && monthName(counts.month)) ? t('home.salesIn', { month: monthName(counts.month) }) : t('home.salesThisMonth')}</dt>
          <dd className={styles.countValue}>{counts ? formatMoney(counts.month_sales, currentLanguage()) : '…'}</dd>
        </div>
      </dl>
      {counts ? (
        <p className={styles.note}>
          {t('home.note', { products: counts.products, shipments: counts.orders_in_transit })}
        </p>
      ) : null}
    </section>
  );
}
