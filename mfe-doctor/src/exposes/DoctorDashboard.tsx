import { DashboardPage } from '../features/dashboard/DashboardPage';

/** Route doctor/dashboard. */
export default function DoctorDashboard() {
  return <DashboardPage />;
}
