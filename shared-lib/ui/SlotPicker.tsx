import { useState } from 'react';
import type { DaySlots } from 'shared-lib/contract';
import { formatIstDay, formatIstTime } from 'shared-lib/domain/consultations';
import { currentLanguage, useTranslation } from 'shared-lib/i18n';
import { UI_NS } from './i18n/texts';
import styles from './consultations.module.css';

/** Free slots by India date: a row of days, then the chosen day's times. */
export function SlotPicker({ days, selected, onSelect }: { days: DaySlots[]; selected: string | null; onSelect: (start: string) => void }) {
  const { t } = useTranslation(UI_NS);
  const language = currentLanguage();
  const initial = days.find((day) => day.slots.some((slot) => slot.start === selected)) ?? days.find((day) => day.slots.length) ?? days[0];
  const [date, setDate] = useState(initial?.date ?? '');
  const current = days.find((day) => day.date === date);
  return (
    <div>
      <div className={styles.days} role="group" aria-label={t('days')}>
        {days.map((day) => (
          <button key={day.date} type="button" className={styles.day} aria-pressed={day.date === date} disabled={!day.slots.length} onClick={() => setDate(day.date)}>
            {formatIstDay(day.date, language)}
            <small>{day.slots.length ? t('slotCount', { count: day.slots.length }) : t('full')}</small>
          </button>
        ))}
      </div>
      {current && current.slots.length ? (
        <div className={styles.slots} role="group" aria-label={t('timesOn', { day: formatIstDay(current.date, language) })}>
          {current.slots.map((slot) => (
            <button key={slot.start} type="button" className={styles.slot} aria-pressed={slot.start === selected} onClick={() => onSelect(slot.start)}>
              {formatIstTime(slot.start, language)}
            </button>
          ))}
        </div>
      ) : (
        <p className={styles.none}>{t('noFreeSlots')}</p>
      )}
    </div>
  );
}
