/** Specialities, doctors and users in numbers. */
import { useGetAchievementsQuery } from '../catalogue/catalogue-api';
import styles from './home.module.css';

export function AchievementsSection() {
  const { data: achievements = [] } = useGetAchievementsQuery();
  const achievement = achievements[0];
  if (!achievement) return null;
  return (
    <section className={styles.achievements} aria-label="Our achievements">
      <div>
        <img src={achievement.speciality_icon} alt="" width={48} height={48} />
        <strong>{achievement.specialities}+</strong>
        <span>Specialities</span>
      </div>
      <div>
        <img src={achievement.doctor_icon} alt="" width={48} height={48} />
        <strong>{achievement.doctors}+</strong>
        <span>Doctors</span>
      </div>
      <div>
        <img src={achievement.user_icon} alt="" width={48} height={48} />
        <strong>{achievement.users}+</strong>
        <span>Happy users</span>
      </div>
    </section>
  );
}
