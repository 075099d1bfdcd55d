/**
 * The doctor's consultation hours (route `doctor/availability`): fee in rupees (0 is free), slot length,
 * weekly ranges in India time, days off and extra hours. Saving never drops a booking: the page names the
 * booked consultations the new hours no longer cover.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { AvailabilityBody, ExtraHours, TimeRange } from 'shared-lib/contract';
import { SLOT_LENGTHS, availabilityError, formatIstDay, formatIstTime } from 'shared-lib/domain/consultations';
import { errorMessage } from 'shared-lib/http';
import { useGetAvailabilityQuery, useSaveAvailabilityMutation } from 'shared-lib/store/appointments';
import { notify } from 'shared-lib/ui';
import { LoginPrompt } from '../shared/LoginPrompt';
import { useSessionDoctorId } from '../shared/useSessionDoctor';
import consult from '../find-doctor/consult.module.css';
import styles from './availability.module.css';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export function AvailabilityPage() {
  const doctorId = useSessionDoctorId();
  const { data } = useGetAvailabilityQuery(undefined, { skip: doctorId === null });
  const [save, saving] = useSaveAvailabilityMutation();
  const [form, setForm] = useState<AvailabilityBody | null>(null);
  const [feeRupees, setFeeRupees] = useState('0');
  const [error, setError] = useState<string | null>(null);
  const [newDayOff, setNewDayOff] = useState('');

  useEffect(() => {
    if (data && !form) {
      setForm({ fee_paise: data.fee_paise, slot_minutes: data.slot_minutes, weekly: data.weekly, days_off: data.days_off, extra: data.extra });
      setFeeRupees(String(data.fee_paise / 100));
    }
  }, [data, form]);

  if (doctorId === null) return <section className={consult.page}><LoginPrompt /></section>;
  if (!form) return <p className={consult.page}>Loading…</p>;

  const setDay = (weekday: number, ranges: TimeRange[]) => setForm({ ...form, weekly: form.weekly.map((day, index) => (index === weekday ? ranges : day)) });
  const setExtra = (extra: ExtraHours[]) => setForm({ ...form, extra });
  const submit = async () => {
    const fee = Number(feeRupees);
    const body = { ...form, fee_paise: Number.isFinite(fee) ? Math.round(fee * 100) : -1 };
    const problem = availabilityError(body);
    if (problem) return setError(problem);
    setError(null);
    try {
      const saved = await save(body).unwrap();
      notify.success(saved.outside_hours.length ? 'Saved. Some bookings are now outside your hours; they stay booked.' : 'Your consultation hours were saved');
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <section className={consult.page} aria-labelledby="availability-title">
      <p className={consult.meta}>
        <Link to="/doctor/dashboard">Dashboard</Link>
      </p>
      <h1 id="availability-title" className={consult.title}>
        Consultation hours
      </h1>
      <p className={consult.lead}>All times are India time (IST). Patients see the free slots of the next 14 days.</p>
      {data && data.outside_hours.length > 0 && (
        <div className={styles.warning} role="status">
          <strong>These booked consultations are outside your hours.</strong> They stay booked; cancel them from the dashboard if you cannot attend.
          <ul>
            {data.outside_hours.map((booking) => (
              <li key={booking.id}>
                {formatIstDay(booking.start)}, {formatIstTime(booking.start)} · {booking.patient_name}
              </li>
            ))}
          </ul>
        </div>
      )}
      <form
        className={consult.panel}
        aria-label="Consultation hours"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className={styles.row}>
          <label className={consult.field}>
            Fee (₹, 0 for free)
            <input type="number" min={0} step={1} inputMode="numeric" value={feeRupees} onChange={(event) => setFeeRupees(event.target.value)} />
          </label>
          <label className={consult.field}>
            Slot length
            <select value={form.slot_minutes} onChange={(event) => setForm({ ...form, slot_minutes: Number(event.target.value) })}>
              {SLOT_LENGTHS.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {minutes} minutes
                </option>
              ))}
            </select>
          </label>
        </div>
        <h2>Weekly hours</h2>
        <div className={styles.week}>
          {WEEKDAYS.map((name, weekday) => (
            <div key={name} className={styles.day}>
              <span className={styles.dayName}>{name}</span>
              <div className={styles.ranges}>
                {form.weekly[weekday].map((range, index) => (
                  <div key={index} className={styles.range}>
                    <input type="time" aria-label={`${name} from`} value={range.start} onChange={(event) => setDay(weekday, form.weekly[weekday].map((r, i) => (i === index ? { ...r, start: event.target.value } : r)))} />
                    to
                    <input type="time" aria-label={`${name} to`} value={range.end} onChange={(event) => setDay(weekday, form.weekly[weekday].map((r, i) => (i === index ? { ...r, end: event.target.value } : r)))} />
                    <button type="button" className={`${styles.link} ${styles.remove}`} onClick={() => setDay(weekday, form.weekly[weekday].filter((_r, i) => i !== index))}>
                      Remove
                    </button>
                  </div>
                ))}
                <button type="button" className={styles.link} onClick={() => setDay(weekday, [...form.weekly[weekday], { start: '10:00', end: '13:00' }])}>
                  + Add hours{form.weekly[weekday].length ? '' : ` (closed on ${name})`}
                </button>
              </div>
            </div>
          ))}
        </div>
        <h2>Days off</h2>
        <div className={styles.range}>
          <input type="date" aria-label="Day off" value={newDayOff} onChange={(event) => setNewDayOff(event.target.value)} />
          <button type="button" className={styles.link} disabled={!newDayOff} onClick={() => newDayOff && setForm({ ...form, days_off: [...new Set([...form.days_off, newDayOff])].sort() })}>
            + Add day off
          </button>
        </div>
        <ul>
          {form.days_off.map((date) => (
            <li key={date}>
              {formatIstDay(date)}{' '}
              <button type="button" className={`${styles.link} ${styles.remove}`} onClick={() => setForm({ ...form, days_off: form.days_off.filter((d) => d !== date) })}>
                Remove
              </button>
            </li>
          ))}
        </ul>
        <h2>Extra hours on a date</h2>
        <div className={styles.ranges}>
          {form.extra.map((extra, index) => (
            <div key={index} className={styles.range}>
              <input type="date" aria-label="Extra hours date" value={extra.date} onChange={(event) => setExtra(form.extra.map((e, i) => (i === index ? { ...e, date: event.target.value } : e)))} />
              <input type="time" aria-label="Extra hours from" value={extra.start} onChange={(event) => setExtra(form.extra.map((e, i) => (i === index ? { ...e, start: event.target.value } : e)))} />
              to
              <input type="time" aria-label="Extra hours to" value={extra.end} onChange={(event) => setExtra(form.extra.map((e, i) => (i === index ? { ...e, end: event.target.value } : e)))} />
              <button type="button" className={`${styles.link} ${styles.remove}`} onClick={() => setExtra(form.extra.filter((_e, i) => i !== index))}>
                Remove
              </button>
            </div>
          ))}
          <button type="button" className={styles.link} onClick={() => setExtra([...form.extra, { date: new Date().toISOString().slice(0, 10), start: '18:00', end: '20:00' }])}>
            + Add extra hours
          </button>
        </div>
        {error && (
          <p className={consult.error} role="alert">
            {error}
          </p>
        )}
        <div className={consult.actions}>
          <button type="submit" className={consult.button} disabled={saving.isLoading}>
            {saving.isLoading ? 'Saving…' : 'Save hours'}
          </button>
        </div>
      </form>
    </section>
  );
}
