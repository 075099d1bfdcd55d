import type { ComponentType } from 'react';
import type { RemoteModuleProps } from 'shared-lib/contract';
import { SellerDashboard as Dashboard } from '../features/dashboard/SellerDashboard';

/** The seller dashboard site (SELLER_DASHBOARD_URL), loaded by its own host page; needs a router and the store. */
function SellerDashboard() {
  return <Dashboard />;
}

const exposed: ComponentType<RemoteModuleProps<'seller', './SellerDashboard'>> = SellerDashboard;
export default exposed;
