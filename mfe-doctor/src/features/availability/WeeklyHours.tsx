/** The weekly hours of the availability form: for each weekday its ranges in India time, added and removed. */
import type { TimeRange } from 'shared-lib/contract';
import { useTranslation } from 'shared-lib/i18n';
import { DOCTOR_NS } from '../../i18n/texts';
import styles from './availability.module.css';

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

export function WeeklyHours({ weekly, onChange }: { weekly: TimeRange[][]; onChange: (weekday: number, ranges: TimeRange[]) => void }) {
  const { t } = useTranslation(DOCTOR_NS);
  return (
    <div className={styles.week}>
      {WEEKDAYS.map((key, weekday) => {
        const name = t(`hours.weekday.${key}`);
        const ranges = weekly[weekday];
        const setRange = (index: number, change: Partial<TimeRange>) => onChange(weekday, ranges.map((range, i) => (i === index ? { ...range, ...change } : range)));
        return (
          <div key={key} className={styles.day}>
            <span className={styles.dayName}>{name}</span>
            <div className={styles.ranges}>
              {ranges.map((range, index) => (
                <div key={index} className={styles.range}>
                  <input type="time" aria-label={t('hours.dayFrom', { day: name })} value={range.start} onChange={(event) => setRange(index, { start: event.target.value })} />
                  {t('hours.to')}
                  <input type="time" aria-label={t('hours.dayTo', { day: name })} value={range.end} onChange={(event) => setRange(index, { end: event.target.value })} />
                  <button type="button" className={`${styles.link} ${styles.remove}`} onClick={() => onChange(weekday, ranges.filter((_r, i) => i !== index))}>
                    {t('hours.remove')}
                  </button>
                </div>
              ))}
              <button type="button" className={styles.link} onClick={() => onChange(weekday, [...ranges, { start: '10:00', end: '13:00' }])}>
                {ranges.length ? t('hours.addHours') : t('hours.addHoursClosed', { day: name })}
              </button>
            </div>
          </div>
        );
      })}
    </div>
  );
}
