/** The seller dashboard site: the company header, the tabs and their pages. */
import { Navigate, NavLink, Route, Routes } from 'react-router-dom';
import { ProductsPage } from '../products/ProductsPage';
import { CompanyHeader } from './CompanyHeader';
import { DashboardHome } from './DashboardHome';
import styles from './dashboard.module.css';
import { OrdersPage } from '../orders/OrdersPage';
import { ReviewsPage } from '../reviews/ReviewsPage';
import { RxReviewsPage } from '../prescriptions/RxReviewsPage';

const tabClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.tab} ${styles.active}` : styles.tab);

export function SellerDashboard() {
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
      </nav>
      <main className={styles.main}>
        <Routes>
          <Route index element={<DashboardHome />} />
          <Route path="products" element={<ProductsPage />} />
          <Route path="orders" element={<OrdersPage />} />
          <Route path="reviews" element={<ReviewsPage />} />
          <Route path="prescriptions" element={<RxReviewsPage />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </main>
    </div>
  );
}
