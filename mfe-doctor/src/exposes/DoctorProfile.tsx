import type { ComponentType } from 'react';
import type { RemoteModuleProps } from 'shared-lib/contract';
import { ProfilePage } from '../features/profile/ProfilePage';

/** Route doctor/my-profile. */
function DoctorProfile() {
  return <ProfilePage />;
}

const exposed: ComponentType<RemoteModuleProps<'doctor', './DoctorProfile'>> = DoctorProfile;
export default exposed;
