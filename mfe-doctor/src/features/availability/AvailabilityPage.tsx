/**
 * The doctor's consultation hours (route `doctor/availability`): fee in rupees (0 is free), slot length,
 * weekly ranges in India time, days off and extra hours. Saving never drops a booking: the page names the
 * booked consultations the new hours no longer cover.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { AvailabilityBody } from 'shared-lib/contract';
import { SLOT_LENGTHS, availabilityError } from 'shared-lib/domain/consultations';
import { errorMessage } from 'shared-lib/http';
import { useTranslation } from 'shared-lib/i18n';
import { useGetAvailabilityQuery, useSaveAvailabilityMutation } from 'shared-lib/store/appointments';
import { NeedsNetworkNotice, notify, useOnline } from 'shared-lib/ui';
import { localizeConsultationText, useConsultationMessages } from '../../i18n/consultation-messages';
import { DOCTOR_NS } from '../../i18n/texts';
import { useFormats } from '../../i18n/useFormats';
import { LoginPrompt } from '../shared/LoginPrompt';
import { useSessionDoctorId } from '../shared/useSessionDoctor';
import consult from '../find-doctor/consult.module.css';
import { DaysOff, ExtraHoursList } from './DatedHours';
import { WeeklyHours } from './WeeklyHours';
import styles from './availability.module.css';

export function AvailabilityPage() {
  const { t } = useTranslation(DOCTOR_NS);
  const online = useOnline();
  const messages = useConsultationMessages();
  const { when } = useFormats();
  const doctorId = useSessionDoctorId();
  const { data } = useGetAvailabilityQuery(undefined, { skip: doctorId === null });
  const [save, saving] = useSaveAvailabilityMutation();
  const [form, setForm] = useState<AvailabilityBody | null>(null);
  const [feeRupees, setFeeRupees] = useState('0');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (data && !form) {
      setForm({ fee_paise: data.fee_paise, slot_minutes: data.slot_minutes, weekly: data.weekly, days_off: data.days_off, extra: data.extra });
      setFeeRupees(String(data.fee_paise / 100));
    }
  }, [data, form]);

  if (doctorId === null)
    return (
      <section className={consult.page}>
        <LoginPrompt />
      </section>
    );
  if (!form) return <p className={consult.page}>{t('common.loading')}</p>;

  const submit = async () => {
    const fee = Number(feeRupees);
    const body = { ...form, fee_paise: Number.isFinite(fee) ? Math.round(fee * 100) : -1 };
    const problem = availabilityError(body);
    if (problem) return setError(localizeConsultationText(problem));
    setError(null);
    try {
      const saved = await save(body).unwrap();
      notify.success(saved.outside_hours.length ? t('hours.savedOutside') : messages.availabilitySaved);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <section className={consult.page} aria-labelledby="availability-title">
      <p className={consult.meta}>
        <Link to="/doctor/dashboard">{t('hours.dashboard')}</Link>
      </p>
      <h1 id="availability-title" className={consult.title}>
        {t('hours.title')}
      </h1>
      <p className={consult.lead}>{t('hours.lead')}</p>
      {data && data.outside_hours.length > 0 && (
        <div className={styles.warning} role="status">
          <strong>{t('hours.outsideTitle')}</strong> {t('hours.outsideText')}
          <ul>
            {data.outside_hours.map((booking) => (
              <li key={booking.id}>{`${when(booking.start)} · ${booking.patient_name}`}</li>
            ))}
          </ul>
        </div>
      )}
      <form
        className={consult.panel}
        aria-label={t('hours.title')}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className={styles.row}>
          <label className={consult.field}>
            {t('hours.fee')}
            <input type="number" min={0} step={1} inputMode="numeric" value={feeRupees} onChange={(event) => setFeeRupees(event.target.value)} />
          </label>
          <label className={consult.field}>
            {t('hours.slotLength')}
            <select value={form.slot_minutes} onChange={(event) => setForm({ ...form, slot_minutes: Number(event.target.value) })}>
              {SLOT_LENGTHS.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {t('common.minutes', { count: minutes })}
                </option>
              ))}
            </select>
          </label>
        </div>
        <h2>{t('hours.weekly')}</h2>
        <WeeklyHours weekly={form.weekly} onChange={(weekday, ranges) => setForm({ ...form, weekly: form.weekly.map((day, index) => (index === weekday ? ranges : day)) })} />
        <DaysOff days={form.days_off} onChange={(days_off) => setForm({ ...form, days_off })} />
        <ExtraHoursList extra={form.extra} onChange={(extra) => setForm({ ...form, extra })} />
        {error && (
          <p className={consult.error} role="alert">
            {error}
          </p>
        )}
        <NeedsNetworkNotice />
        <div className={consult.actions}>
          <button type="submit" className={consult.button} disabled={saving.isLoading || !online}>
            {saving.isLoading ? t('common.saving') : t('hours.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
