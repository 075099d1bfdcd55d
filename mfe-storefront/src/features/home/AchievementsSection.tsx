/** Specialities, doctors and users in numbers; the doctors are counted by the server (those who finished onboarding). */
import { useGetAchievementsQuery, useGetDoctorCountQuery } from '../catalogue/catalogue-api';
import styles from './home.module.css';
import { useTranslation } from 'shared-lib/i18n';
import { STOREFRONT_NS } from '../../i18n/texts';

export function AchievementsSection() {
  const { t } = useTranslation(STOREFRONT_NS);
  const { data: achievements = [] } = useGetAchievementsQuery();
  const { data: doctorCount, isLoading: countLoading } = useGetDoctorCountQuery();
  const achievement = achievements[0];
  if (!achievement || countLoading) return null;
  return (
    <section className={styles.achievements} aria-label={t('home.achievements')}>
      <div>
        <img src={achievement.speciality_icon} alt="" width={48} height={48} />
        <strong>{achievement.specialities}+</strong>
        <span>{t('home.specialities')}</span>
      </div>
      {doctorCount !== undefined && doctorCount > 0 && (
        <div data-testid="doctor-count">
          <img src={achievement.doctor_icon} alt="" width={48} height={48} />
          <strong>{doctorCount}</strong>
          <span>{t('home.doctorCount', { count: doctorCount })}</span>
        </div>
      )}
      <div>
        <img src={achievement.user_icon} alt="" width={48} height={48} />
        <strong>{achievement.users}+</strong>
        <span>{t('home.happyUsers')}</span>
      </div>
    </section>
  );
}
