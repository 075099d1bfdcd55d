/**
 * A doctor's public page (route `doctors/:id`): profile and the free slots of the next 14 days. Booking needs
 * a patient login: a guest is sent to it and comes back to the same slot.
 */
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'shared-lib/i18n';
import { selectUserType, useAppSelector } from 'shared-lib/store';
import { rememberReturnPath, useGetConsultDoctorQuery } from 'shared-lib/store/appointments';
import { SlotPicker } from 'shared-lib/ui/SlotPicker';
import { DoctorAvatar } from 'shared-lib/ui';
import { useConsultationMessages } from '../../i18n/consultation-messages';
import { DOCTOR_NS } from '../../i18n/texts';
import { DoctorFacts } from '../find-doctor/DoctorFacts';
import { BookingForm } from './BookingForm';
import styles from '../find-doctor/consult.module.css';

export function DoctorPublicPage() {
  const { t } = useTranslation(DOCTOR_NS);
  const messages = useConsultationMessages();
  const id = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const userType = useAppSelector(selectUserType);
  const { data: doctor, isLoading, isError, refetch } = useGetConsultDoctorQuery(id, { skip: !Number.isInteger(id) || id < 1 });
  const [selected, setSelected] = useState<string | null>(params.get('slot'));
  const offered = doctor?.days.some((day) => day.slots.some((slot) => slot.start === selected)) ?? false;

  if (isLoading) return <p className={styles.page}>{t('common.loading')}</p>;
  if (isError || !doctor) {
    return (
      <section className={styles.page}>
        <p role="alert">{messages.doctorNotFound}</p>
        <Link to="/doctors">{t('page.seeAll')}</Link>
      </section>
    );
  }
  const choose = (start: string) => {
    setSelected(start);
    setParams({ slot: start }, { replace: true });
  };
  const loginToBook = () => {
    rememberReturnPath(`/doctors/${doctor.id}?slot=${encodeURIComponent(selected ?? '')}`);
    navigate('/patient/login');
  };
  const hasSlots = doctor.days.some((day) => day.slots.length);

  return (
    <section className={styles.page} aria-labelledby="doctor-title">
      <p className={styles.meta}>
        <Link to="/doctors">{t('page.allDoctors')}</Link>
      </p>
      <div className={styles.profile}>
        <div className={styles.panel}>
          <div className={styles.head}>
            <DoctorAvatar name={doctor.name} image={doctor.profile_image} size={96} />
            <div>
              <h1 id="doctor-title" className={styles.title}>
                {doctor.name}
              </h1>
              <p className={styles.meta}>{doctor.stream?.name}</p>
            </div>
          </div>
          <DoctorFacts doctor={doctor} style={{ marginTop: 16 }} />
          {doctor.specialities.length > 0 && <p className={styles.meta}>{t('page.specialities', { list: doctor.specialities.join(', ') })}</p>}
          {doctor.hospital_name && <p className={styles.meta}>{t('page.practises', { hospital: doctor.hospital_name })}</p>}
        </div>
        <div className={styles.panel}>
          <h2>{t('page.chooseSlot')}</h2>
          {hasSlots ? <SlotPicker days={doctor.days} selected={selected} onSelect={choose} /> : <p className={styles.noSlots}>{messages.noSlotsYet}</p>}
          {selected && offered && userType === 'patient' && <BookingForm doctor={doctor} start={selected} onTaken={() => void refetch()} />}
          {selected && offered && userType === null && (
            <div className={styles.actions}>
              <button type="button" className={styles.button} onClick={loginToBook}>
                {t('page.logInToBook')}
              </button>
            </div>
          )}
          {selected && offered && userType !== null && userType !== 'patient' && <p className={styles.noSlots}>{t('page.patientsOnly')}</p>}
        </div>
      </div>
    </section>
  );
}
