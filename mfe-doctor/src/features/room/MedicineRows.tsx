/** The medicines of the e-prescription form: a catalogue search that adds a sold item, and one row per medicine. */
import { useState } from 'react';
import type { PrescribedMedicine } from 'shared-lib/contract';
import { MEDICINE_TIMINGS, type MedicineTiming } from 'shared-lib/domain/consultations';
import { useTranslation } from 'shared-lib/i18n';
import { useSearchMedicinesQuery } from 'shared-lib/store/appointments';
import { DOCTOR_NS } from '../../i18n/texts';
import styles from './room.module.css';

export type MedicineRow = PrescribedMedicine & { key: number };

export function MedicineSearch({ onPick }: { onPick: (item: { id: number; name: string }) => void }) {
  const { t } = useTranslation(DOCTOR_NS);
  const [term, setTerm] = useState('');
  const { data: found = [] } = useSearchMedicinesQuery(term.trim(), { skip: term.trim().length < 2 });
  return (
    <div className={styles.search}>
      <label>
        {t('rxForm.find')}
        <input value={term} onChange={(event) => setTerm(event.target.value)} placeholder={t('rxForm.findHint')} data-testid="medicine-search" />
      </label>
      {term.trim().length >= 2 && (
        <ul className={styles.results} aria-label={t('rxForm.results')}>
          {found.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => {
                  onPick(item);
                  setTerm('');
                }}
              >
                {item.in_stock_quantity <= 0 ? t('rxForm.outOfStock', { name: item.name }) : item.name}
              </button>
            </li>
          ))}
          {found.length === 0 && <li className={styles.muted}>{t('rxForm.nothingFound')}</li>}
        </ul>
      )}
    </div>
  );
}

export function MedicineFields({ row, index, onChange, onRemove }: { row: MedicineRow; index: number; onChange: (change: Partial<MedicineRow>) => void; onRemove: () => void }) {
  const { t } = useTranslation(DOCTOR_NS);
  return (
    <div className={styles.medicine} data-testid="rx-medicine">
      <label className={styles.wide}>
        {t('rxForm.medicine', { number: index + 1 })}
        <input value={row.name} readOnly={row.product_id !== null} onChange={(event) => onChange({ name: event.target.value })} placeholder={t('rxForm.nameHint')} />
      </label>
      <label>
        {t('rxForm.dose')}
        <input value={row.dose} onChange={(event) => onChange({ dose: event.target.value })} required />
      </label>
      <label>
        {t('rxForm.frequency')}
        <input value={row.frequency} onChange={(event) => onChange({ frequency: event.target.value })} pattern="[0-9./-]+" title={t('rxForm.frequencyHint')} required />
      </label>
      <label>
        {t('rxForm.when')}
        <select value={row.timing} onChange={(event) => onChange({ timing: event.target.value as MedicineTiming })}>
          {MEDICINE_TIMINGS.map((timing) => (
            <option key={timing} value={timing}>
              {t(`rxForm.timing.${timing}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('rxForm.days')}
        <input type="number" min={1} max={365} value={row.duration_days} onChange={(event) => onChange({ duration_days: Number(event.target.value) })} required />
      </label>
      <label className={styles.wide}>
        {t('rxForm.notes')}
        <input value={row.notes ?? ''} onChange={(event) => onChange({ notes: event.target.value })} />
      </label>
      <button type="button" className={styles.linkButton} onClick={onRemove}>
        {t('rxForm.remove')}
      </button>
    </div>
  );
}
