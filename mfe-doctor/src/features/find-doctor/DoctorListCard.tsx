import { Link } from 'react-router-dom';
import type { PublicDoctor } from 'shared-lib/contract';
import { CONSULTATION_MESSAGES, formatIstDay, formatIstTime } from 'shared-lib/domain/consultations';
import { DoctorAvatar } from 'shared-lib/ui';
import { DoctorFacts } from './DoctorFacts';
import styles from './consult.module.css';

/** One doctor on the doctors page: photo, name, stream, specialities, experience, languages, fee, next free slot. */
export function DoctorListCard({ doctor }: { doctor: PublicDoctor }) {
  const page = `/doctors/${doctor.id}`;
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
            {doctor.rating.count ? `★ ${doctor.rating.average?.toFixed(1)} (${doctor.rating.count} ${doctor.rating.count === 1 ? 'rating' : 'ratings'})` : 'No ratings yet'}
          </p>
        </div>
      </div>
      <DoctorFacts doctor={doctor} />
      {doctor.next_slot ? (
        <p className={styles.next}>
          Next available: {formatIstDay(doctor.next_slot.start)}, {formatIstTime(doctor.next_slot.start)}
        </p>
      ) : (
        <p className={styles.noSlots}>{CONSULTATION_MESSAGES.noSlotsYet}</p>
      )}
      <Link to={page} className={styles.button}>
        {doctor.next_slot ? 'Book a consultation' : 'View profile'}
      </Link>
    </li>
  );
}
