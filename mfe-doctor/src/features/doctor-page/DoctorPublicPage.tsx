/**
 * A doctor's public page (route `doctors/:id`): profile and the free slots of the next 14 days. Booking needs
 * a patient login: a guest is sent to it and comes back to the same slot.
 */
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { CONSULTATION_MESSAGES } from 'shared-lib/domain/consultations';
import { selectUserType, useAppSelector } from 'shared-lib/store';
import { rememberReturnPath, useGetConsultDoctorQuery } from 'shared-lib/store/appointments';
import { SlotPicker } from 'shared-lib/ui/SlotPicker';
import { DoctorAvatar } from 'shared-lib/ui';
import { DoctorFacts } from '../find-doctor/DoctorFacts';
import { BookingForm } from './BookingForm';
import styles from '../find-doctor/consult.module.css';

export function DoctorPublicPage() {
  const id = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const userType = useAppSelector(selectUserType);
  const { data: doctor, isLoading, isError, refetch } = useGetConsultDoctorQuery(id, { skip: !Number.isInteger(id) || id < 1 });
  const [selected, setSelected] = useState<string | null>(params.get('slot'));
  const offered = doctor?.days.some((day) => day.slots.some((slot) => slot.start === selected)) ?? false;

  if (isLoading) return <p className={styles.page}>Loading…</p>;
  if (isError || !doctor) {
    return (
      <section className={styles.page}>
        <p role="alert">{CONSULTATION_MESSAGES.doctorNotFound}</p>
        <Link to="/doctors">See all doctors</Link>
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
        <Link to="/doctors">All doctors</Link>
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
          {doctor.specialities.length > 0 && <p className={styles.meta}>Specialities: {doctor.specialities.join(', ')}</p>}
          {doctor.hospital_name && <p className={styles.meta}>Practises at {doctor.hospital_name}</p>}
        </div>
        <div className={styles.panel}>
          <h2>Choose a slot (India time)</h2>
          {hasSlots ? <SlotPicker days={doctor.days} selected={selected} onSelect={choose} /> : <p className={styles.noSlots}>{CONSULTATION_MESSAGES.noSlotsYet}</p>}
          {selected && offered && userType === 'patient' && <BookingForm doctor={doctor} start={selected} onTaken={() => void refetch()} />}
          {selected && offered && userType === null && (
            <div className={styles.actions}>
              <button type="button" className={styles.button} onClick={loginToBook}>
                Log in to book
              </button>
            </div>
          )}
          {selected && offered && userType !== null && userType !== 'patient' && <p className={styles.noSlots}>Please log in as a patient to book a consultation.</p>}
        </div>
      </div>
    </section>
  );
}
