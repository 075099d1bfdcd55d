import type { ComponentType } from 'react';
import type { RemoteModuleProps } from 'shared-lib/contract';
import { FindDoctorPage } from '../features/find-doctor/FindDoctorPage';

/** Route doctors. */
function FindDoctor() {
  return <FindDoctorPage />;
}

const exposed: ComponentType<RemoteModuleProps<'doctor', './FindDoctor'>> = FindDoctor;
export default exposed;
