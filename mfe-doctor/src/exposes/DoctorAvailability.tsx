import type { ComponentType } from 'react';
import type { RemoteModuleProps } from 'shared-lib/contract';
import { AvailabilityPage } from '../features/availability/AvailabilityPage';

/** Route doctor/availability. */
function DoctorAvailability() {
  return <AvailabilityPage />;
}

const exposed: ComponentType<RemoteModuleProps<'doctor', './DoctorAvailability'>> = DoctorAvailability;
export default exposed;
