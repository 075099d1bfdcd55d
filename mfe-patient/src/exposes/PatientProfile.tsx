import { ProfilePage } from '../features/profile/ProfilePage';

/** Route patient/my-profile (guarded by the shell). */
export default function PatientProfile() {
  return <ProfilePage />;
}
