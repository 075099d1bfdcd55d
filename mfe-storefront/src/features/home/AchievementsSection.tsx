/** Specialities, doctors and users in numbers; the doctors are counted by the server (those who finished onboarding). */
import { useGetAchievementsQuery, useGetDoctorCountQuery } from '../catalogue/catalogue-api';
import styles from './home.module.css';

export function AchievementsSection() {
  const { data: achievements = [] } = useGetAchievementsQuery();
  const { data: doctorCount, isLoading: countLoading } = useGetDoctorCountQuery();
  const achievement = achievements[0];
  if (!achievement || countLoading) return null;
  return (
    <section className={styles.achievements} aria-label="Our achievements">
      <div>
        <img src={achievement.speciality_icon} alt="" width={48} height={48} />
        <strong>{achievement.specialities}+</strong>
        <span>Specialities</span>
      </div>
      {doctorCount !== undefined && doctorCount > 0 && (
        <div data-testid="doctor-count">
          <img src={achievement.doctor_icon} alt="" width={48} height={48} />
          <strong>{doctorCount}</strong>
          <span>{doctorCount === 1 ? 'Doctor' : 'Doctors'}</span>
        </div>
      )}
      <div>
        <img src={achievement.user_icon} alt="" width={48} height={48} />
        <strong>{achievement.users}+</strong>
        <span>Happy users</span>
      </div>
    </section>
  );
}
