/** The dated part of the availability form: days off, and extra hours on a date. */
import { useState } from 'react';
import type { ExtraHours } from 'shared-lib/contract';
import { useTranslation } from 'shared-lib/i18n';
import { DOCTOR_NS } from '../../i18n/texts';
import { useFormats } from '../../i18n/useFormats';
import styles from './availability.module.css';

export function DaysOff({ days, onChange }: { days: string[]; onChange: (days: string[]) => void }) {
  const { t } = useTranslation(DOCTOR_NS);
  const { day } = useFormats();
  const [newDayOff, setNewDayOff] = useState('');
  return (
    <>
      <h2>{t('hours.daysOff')}</h2>
      <div className={styles.range}>
        <input type="date" aria-label={t('hours.dayOff')} value={newDayOff} onChange={(event) => setNewDayOff(event.target.value)} />
        <button type="button" className={styles.link} disabled={!newDayOff} onClick={() => newDayOff && onChange([...new Set([...days, newDayOff])].sort())}>
          {t('hours.addDayOff')}
        </button>
      </div>
      <ul>
        {days.map((date) => (
          <li key={date}>
            {day(date)}{' '}
            <button type="button" className={`${styles.link} ${styles.remove}`} onClick={() => onChange(days.filter((d) => d !== date))}>
              {t('hours.remove')}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

export function ExtraHoursList({ extra, onChange }: { extra: ExtraHours[]; onChange: (extra: ExtraHours[]) => void }) {
  const { t } = useTranslation(DOCTOR_NS);
  const set = (index: number, change: Partial<ExtraHours>) => onChange(extra.map((e, i) => (i === index ? { ...e, ...change } : e)));
  return (
    <>
      <h2>{t('hours.extra')}</h2>
      <div className={styles.ranges}>
        {extra.map((hours, index) => (
          <div key={index} className={styles.range}>
            <input type="date" aria-label={t('hours.extraDate')} value={hours.date} onChange={(event) => set(index, { date: event.target.value })} />
            <input type="time" aria-label={t('hours.extraFrom')} value={hours.start} onChange={(event) => set(index, { start: event.target.value })} />
            {t('hours.to')}
            <input type="time" aria-label={t('hours.extraTo')} value={hours.end} onChange={(event) => set(index, { end: event.target.value })} />
            <button type="button" className={`${styles.link} ${styles.remove}`} onClick={() => onChange(extra.filter((_e, i) => i !== index))}>
              {t('hours.remove')}
            </button>
          </div>
        ))}
        <button type="button" className={styles.link} onClick={() => onChange([...extra, { date: new Date().toISOString().slice(0, 10), start: '18:00', end: '20:00' }])}>
          {t('hours.addExtra')}
        </button>
      </div>
    </>
  );
}
