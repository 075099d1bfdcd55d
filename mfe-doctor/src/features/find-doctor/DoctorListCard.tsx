import { Link } from 'react-router-dom';
import type { PublicDoctor } from 'shared-lib/contract';
import { useTranslation } from 'shared-lib/i18n';
import { DoctorAvatar } from 'shared-lib/ui';
import { DOCTOR_NS } from '../../i18n/texts';
import { useConsultationMessages } from '../../i18n/consultation-messages';
import { useFormats } from '../../i18n/useFormats';
import { DoctorFacts } from './DoctorFacts';
import styles from './consult.module.css';

/** One doctor on the doctors page: photo, name, stream, specialities, experience, languages, fee, next free slot. */
export function DoctorListCard({ doctor }: { doctor: PublicDoctor }) {
  const { t } = useTranslation(DOCTOR_NS);
  const { when } = useFormats();
  const messages = useConsultationMessages();
  const page = `/doctors/${doctor.id}`;
  const { average, count } = doctor.rating;
  return (
    <li className={styles.card} data-testid="consult-doctor">
      <div className={styles.head}>
        <DoctorAvatar name={doctor.name} image={doctor.profile_image} size={72} />
        <div>
          <h2 className={styles.name}>
            <Link to={page}>{doctor.name}</Link>
          </h2>
          <p className={styles.meta}>{[doctor.stream?.name, ...doctor.specialities].filter(Boolean).join(' · ')}</p>
          <p className={styles.meta} data-testid="doctor-rating">
            {count ? t('card.rating', { average: average?.toFixed(1), count }) : t('card.noRatings')}
          </p>
        </div>
      </div>
      <DoctorFacts doctor={doctor} />
      {doctor.next_slot ? (
        <p className={styles.next}>{t('card.next', { when: when(doctor.next_slot.start) })}</p>
      ) : (
        <p className={styles.noSlots}>{messages.noSlotsYet}</p>
      )}
      <Link to={page} className={styles.button}>
        {doctor.next_slot ? t('card.book') : t('card.viewProfile')}
      </Link>
    </li>
  );
}
