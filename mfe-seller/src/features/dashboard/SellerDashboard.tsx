/** The seller dashboard site: the company header, the tabs and their pages. */
import { Navigate, NavLink, Route, Routes } from 'react-router-dom';
import { ProductsPage } from '../products/ProductsPage';
import { CompanyHeader } from './CompanyHeader';
import { DashboardHome } from './DashboardHome';
import { useTranslation } from 'shared-lib/i18n';
import { SELLER_NS } from '../../i18n/texts';
import styles from './dashboard.module.css';
import { OrdersPage } from '../orders/OrdersPage';
import { ReviewsPage } from '../reviews/ReviewsPage';

const tabClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.tab} ${styles.active}` : styles.tab);

export function SellerDashboard() {
  const { t } = useTranslation(SELLER_NS);
  return (
    <div className={styles.page}>
      <CompanyHeader />
      <nav className={styles.tabs} aria-label={t('dashboard.tabs')}>
        <NavLink to="/" end className={tabClass}>
          {t('dashboard.home')}
        </NavLink>
        <NavLink to="/products" className={tabClass}>
          {t('dashboard.products')}
        </NavLink>
        <NavLink to="/orders" className={tabClass}>
          {t('dashboard.orders')}
        </NavLink>
        <NavLink to="/reviews" className={tabClass}>
          {t('dashboard.reviews')}
        </NavLink>
      </nav>
      <main className={styles.main}>
        <Routes>
          <Route index element={<DashboardHome />} />
          <Route path="products" element={<ProductsPage />} />
          <Route path="orders" element={<OrdersPage />} />
          <Route path="reviews" element={<ReviewsPage />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </main>
    </div>
  );
}
