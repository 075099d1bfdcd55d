import { SellerDashboard as Dashboard } from '../features/dashboard/SellerDashboard';

/** The seller dashboard site (SELLER_DASHBOARD_URL), loaded by its own host page; needs a router and the store. */
export default function SellerDashboard() {
  return <Dashboard />;
}
