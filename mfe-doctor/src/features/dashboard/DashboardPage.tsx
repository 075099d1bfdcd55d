/**
 * Doctor dashboard (doctor/dashboard): the spec's welcome with the doctor's name and Continue to the
 * profile, then the doctor's day: this month's consultations and fees, today's, upcoming and past ones.
 */
import { Link } from 'react-router-dom';
import type { Appointment } from 'shared-lib/contract';
import { formatMoney } from 'shared-lib/domain/core';
import { selectUser, useAppSelector, useGetDoctorQuery } from 'shared-lib/store';
import { useGetDoctorDashboardQuery } from 'shared-lib/store/appointments';
import { DoctorAvatar } from 'shared-lib/ui';
import { LoginPrompt } from '../shared/LoginPrompt';
import { useSessionDoctorId } from '../shared/useSessionDoctor';
import { AppointmentItem } from './AppointmentItem';
import styles from './DashboardPage.module.css';
import { useTranslation } from 'shared-lib/i18n';
import { DOCTOR_NS } from '../../i18n/texts';
import { useFormats } from '../../i18n/useFormats';

function Section({ title, items, empty }: { title: string; items: Appointment[]; empty: string }) {
  return (
    <section className={styles.section} aria-label={title}>
      <h2>{title}</h2>
      {items.length ? (
        <ul className={styles.items}>
          {items.map((appointment) => (
            <AppointmentItem key={appointment.id} appointment={appointment} />
          ))}
        </ul>
      ) : (
        <p className={styles.text}>{empty}</p>
      )}
    </section>
  );
}

export function DashboardPage() {
  const { t } = useTranslation(DOCTOR_NS);
  const { language } = useFormats();
  const doctorId = useSessionDoctorId();
  const user = useAppSelector(selectUser);
  const { data: doctor } = useGetDoctorQuery(doctorId ?? 0, { skip: doctorId === null });
  const { data: day } = useGetDoctorDashboardQuery(undefined, { skip: doctorId === null });
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
          <p className={styles.kicker}>{t('dashboard.kicker')}</p>
          <h1 id="dashboard-title" className={styles.title}>
            {t('dashboard.welcome', { name })}
          </h1>
          <p className={styles.text}>{t('dashboard.complete')}</p>
          <div className={styles.buttons}>
            <Link to="/doctor/my-profile" className={styles.continue}>
              {t('dashboard.continue')}
            </Link>
            <Link to="/doctor/availability" className={styles.secondary}>
              {t('dashboard.hours')}
            </Link>
          </div>
        </div>
      </div>
      {day && (
        <>
          <div className={styles.stats} aria-label={t('dashboard.thisMonth')}>
            <div>
              <strong>{day.month.consultations}</strong>
              <span>{t('dashboard.consultationsThisMonth')}</span>
            </div>
            <div>
              <strong>{formatMoney(day.month.earned_paise / 100, language)}</strong>
              <span>{t('dashboard.feesThisMonth')}</span>
            </div>
            <div>
              <strong>{day.today.length}</strong>
              <span>{t('dashboard.todayCount')}</span>
            </div>
          </div>
          <Section title={t('dashboard.today')} items={day.today} empty={t('dashboard.noneToday')} />
          <Section title={t('dashboard.upcoming')} items={day.upcoming} empty={t('dashboard.noneUpcoming')} />
          <Section title={t('dashboard.past')} items={day.past} empty={t('dashboard.nonePast')} />
        </>
      )}
    </section>
  );
}
