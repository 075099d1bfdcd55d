import type { ComponentType } from 'react';
import type { RemoteModuleProps } from 'shared-lib/contract';
import { ProfilePage } from '../features/profile/ProfilePage';

/** Route patient/my-profile (guarded by the shell). */
function PatientProfile() {
  return <ProfilePage />;
}

const exposed: ComponentType<RemoteModuleProps<'patient', './PatientProfile'>> = PatientProfile;
export default exposed;
