/** The seller dashboard site: the company header, the tabs and their pages (Coupons and Search synonyms for the house seller only). */
import { Navigate, NavLink, Route, Routes } from 'react-router-dom';
import { useGetSellerProfileQuery } from 'shared-lib/store';
import { CouponsPage } from '../coupons/CouponsPage';
import { ProductsPage } from '../products/ProductsPage';
import { CompanyHeader } from './CompanyHeader';
import { DashboardHome } from './DashboardHome';
import { useTranslation } from 'shared-lib/i18n';
import { SELLER_NS } from '../../i18n/texts';
import styles from './dashboard.module.css';
import { OrdersPage } from '../orders/OrdersPage';
import { ReviewsPage } from '../reviews/ReviewsPage';
import { SynonymsPage } from '../synonyms/SynonymsPage';
import { RxReviewsPage } from '../prescriptions/RxReviewsPage';

const tabClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.tab} ${styles.active}` : styles.tab);

export function SellerDashboard() {
  const { t } = useTranslation(SELLER_NS);
  const { data: profile } = useGetSellerProfileQuery();
  const house = profile?.is_house === true;
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
        <NavLink to="/prescriptions" className={tabClass}>
          {t('dashboard.prescriptions')}
        </NavLink>
        <NavLink to="/reviews" className={tabClass}>
          {t('dashboard.reviews')}
        </NavLink>
        {house ? (
          <NavLink to="/coupons" className={tabClass}>
            {t('dashboard.coupons')}
          </NavLink>
        ) : null}
        {house ? (
          <NavLink to="/synonyms" className={tabClass}>
            {t('dashboard.synonyms')}
          </NavLink>
        ) : null}
      </nav>
      <main className={styles.main}>
        <Routes>
          <Route index element={<DashboardHome />} />
          <Route path="products" element={<ProductsPage />} />
          <Route path="orders" element={<OrdersPage />} />
          <Route path="reviews" element={<ReviewsPage />} />
          <Route path="coupons" element={profile ? house ? <CouponsPage /> : <Navigate to="/" replace /> : null} />
          <Route path="synonyms" element={profile ? house ? <SynonymsPage /> : <Navigate to="/" replace /> : null} />
          <Route path="prescriptions" element={<RxReviewsPage />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </main>
    </div>
  );
}
