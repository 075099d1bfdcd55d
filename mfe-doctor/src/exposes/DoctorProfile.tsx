import { ProfilePage } from '../features/profile/ProfilePage';

/** Route doctor/my-profile. */
export default function DoctorProfile() {
  return <ProfilePage />;
}
