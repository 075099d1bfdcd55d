import type { ComponentType } from 'react';
import type { RemoteModuleProps } from 'shared-lib/contract';
import { DashboardPage } from '../features/dashboard/DashboardPage';

/** Route doctor/dashboard. */
function DoctorDashboard() {
  return <DashboardPage />;
}

const exposed: ComponentType<RemoteModuleProps<'doctor', './DoctorDashboard'>> = DoctorDashboard;
export default exposed;
