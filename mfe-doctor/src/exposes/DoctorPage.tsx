import type { ComponentType } from 'react';
import type { RemoteModuleProps } from 'shared-lib/contract';
import { DoctorPublicPage } from '../features/doctor-page/DoctorPublicPage';

/** Route doctors/:id. */
function DoctorPage() {
  return <DoctorPublicPage />;
}

const exposed: ComponentType<RemoteModuleProps<'doctor', './DoctorPage'>> = DoctorPage;
export default exposed;
