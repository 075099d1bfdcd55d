/** Doctor dashboard (doctor/dashboard): a welcome with the doctor's name and Continue to the profile. */
import { Link } from 'react-router-dom';
import { selectUser, useAppSelector, useGetDoctorQuery } from 'shared-lib/store';
import { LoginPrompt } from '../shared/LoginPrompt';
import { useSessionDoctorId } from '../shared/useSessionDoctor';
import { DoctorAvatar } from 'shared-lib/ui';
import styles from './DashboardPage.module.css';

export function DashboardPage() {
  const doctorId = useSessionDoctorId();
  const user = useAppSelector(selectUser);
  const { data: doctor } = useGetDoctorQuery(doctorId ?? 0, { skip: doctorId === null });
  if (doctorId === null) {
    return (
      <section className={styles.page}>
        <LoginPrompt />
      </section>
    );
  }
  const name = doctor?.name ?? user?.name ?? '';
  return (
    <section className={styles.page} aria-labelledby="dashboard-title">
      <div className={styles.card}>
        <DoctorAvatar name={name} image={doctor?.profile_image ?? null} size={112} />
        <div>
          <p className={styles.kicker}>Ayurvedic Consultant</p>
          <h1 id="dashboard-title" className={styles.title}>
            Welcome, {name}
          </h1>
          <p className={styles.text}>Your onboarding is complete. Patients can now find you among our team of consultants.</p>
          <Link to="/doctor/my-profile" className={styles.continue}>
            Continue
          </Link>
        </div>
      </div>
    </section>
  );
}
