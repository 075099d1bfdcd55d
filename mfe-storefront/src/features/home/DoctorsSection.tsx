/** The doctors who completed onboarding. */
import { Link } from 'react-router-dom';
import { useGetDoctorsQuery } from '../catalogue/catalogue-api';
import { DoctorAvatar } from 'shared-lib/ui';
import styles from './home.module.css';
import doctorStyles from './DoctorsSection.module.css';
import { useTranslation } from 'shared-lib/i18n';
import { STOREFRONT_NS } from '../../i18n/texts';

export function DoctorsSection() {
  const { t } = useTranslation(STOREFRONT_NS);
  const { data: doctors = [] } = useGetDoctorsQuery();
  if (doctors.length === 0) return null;
  return (
    <section aria-labelledby="home-doctors">
      <h2 id="home-doctors" className={styles.heading}>
        {t('home.doctors')}
      </h2>
      <div className={doctorStyles.doctors}>
        {doctors.slice(0, 8).map((doctor) => (
          <article key={doctor.id} className={doctorStyles.doctor} data-testid="doctor-card">
            <Link to={`/doctors/${doctor.id}`} className={doctorStyles.doctorLink}>
              <DoctorAvatar name={doctor.name} image={doctor.profile_image} className={doctorStyles.avatar} loading="lazy" />
              <h3>{doctor.name}</h3>
            </Link>
            <p>{doctor.stream?.name ?? ''}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
