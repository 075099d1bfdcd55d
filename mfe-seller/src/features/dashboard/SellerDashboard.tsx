/** The seller dashboard site: the company header, the tabs and their pages (Coupons and Search synonyms for the house seller only). */
import { Navigate, NavLink, Route, Routes } from 'react-router-dom';
import { useGetSellerProfileQuery } from 'shared-lib/store';
import { CouponsPage } from '../coupons/CouponsPage';
import { ProductsPage } from '../products/ProductsPage';
import { CompanyHeader } from './CompanyHeader';
import { DashboardHome } from './DashboardHome';
import styles from './dashboard.module.css';
import { OrdersPage } from '../orders/OrdersPage';
import { ReviewsPage } from '../reviews/ReviewsPage';
import { SynonymsPage } from '../synonyms/SynonymsPage';
import { RxReviewsPage } from '../prescriptions/RxReviewsPage';
import { PaymentsPage } from '../payments/PaymentsPage';

const tabClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.tab} ${styles.active}` : styles.tab);

export function SellerDashboard() {
  const { data: profile } = useGetSellerProfileQuery();
  const house = profile?.is_house === true;
  return (
    <div className={styles.page}>
      <CompanyHeader />
      <nav className={styles.tabs} aria-label="Seller dashboard">
        <NavLink to="/" end className={tabClass}>
          Dashboard
        </NavLink>
        <NavLink to="/products" className={tabClass}>
          Products
        </NavLink>
        <NavLink to="/orders" className={tabClass}>
          Orders
        </NavLink>
        <NavLink to="/prescriptions" className={tabClass}>
          Prescriptions to review
        </NavLink>
        <NavLink to="/reviews" className={tabClass}>
          Reviews
        </NavLink>
        <NavLink to="/payments" className={tabClass}>
          Payments
        </NavLink>
        {house ? (
          <NavLink to="/coupons" className={tabClass}>
            Coupons
          </NavLink>
        ) : null}
        {house ? (
          <NavLink to="/synonyms" className={tabClass}>
            Search synonyms
          </NavLink>
        ) : null}
      </nav>
      <main className={styles.main}>
        <Routes>
          <Route index element={<DashboardHome />} />
          <Route path="products" element={<ProductsPage />} />
          <Route path="orders" element={<OrdersPage />} />
          <Route path="reviews" element={<ReviewsPage />} />
          <Route path="payments" element={<PaymentsPage />} />
          <Route path="coupons" element={profile ? house ? <CouponsPage /> : <Navigate to="/" replace /> : null} />
          <Route path="synonyms" element={profile ? house ? <SynonymsPage /> : <Navigate to="/" replace /> : null} />
          <Route path="prescriptions" element={<RxReviewsPage />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </main>
    </div>
  );
}
