/**
 * The doctor's e-prescription form: complaints and findings, diagnosis, medicines (from the catalogue by
 * search, or typed for items not sold here) with dose, frequency in the 1-0-1 notation, timing, days and
 * notes; pathya and apathya; follow-up. A correction issues a new version; the old one stays, superseded.
 */
import { type FormEvent, useState } from 'react';
import type { Prescription, PrescriptionBody } from 'shared-lib/contract';
import { FREQUENCY_PATTERN } from 'shared-lib/domain/consultations';
import { errorMessage } from 'shared-lib/http';
import { useTranslation } from 'shared-lib/i18n';
import { useIssuePrescriptionMutation } from 'shared-lib/store/appointments';
import { NeedsNetworkNotice, notify, useOnline } from 'shared-lib/ui';
import { DOCTOR_NS } from '../../i18n/texts';
import { MedicineFields, type MedicineRow as Row, MedicineSearch } from './MedicineRows';
import styles from './room.module.css';

let keys = 0;
const emptyRow = (): Row => ({ key: ++keys, product_id: null, name: '', dose: '', frequency: '1-0-1', timing: 'after-food', duration_days: 15, notes: '' });

export function PrescriptionForm({ appointmentId, current, onDone }: { appointmentId: number; current: Prescription | null; onDone: () => void }) {
  const { t } = useTranslation(DOCTOR_NS);
  const online = useOnline();
  const [issue, issuing] = useIssuePrescriptionMutation();
  const [complaints, setComplaints] = useState(current?.complaints ?? '');
  const [findings, setFindings] = useState(current?.findings ?? '');
  const [diagnosis, setDiagnosis] = useState(current?.diagnosis ?? '');
  const [rows, setRows] = useState<Row[]>(current ? current.medicines.map((m) => ({ ...m, key: ++keys, notes: m.notes ?? '' })) : []);
  const [pathya, setPathya] = useState(current?.pathya ?? '');
  const [apathya, setApathya] = useState(current?.apathya ?? '');
  const [advice, setAdvice] = useState(current?.advice ?? '');
  const [followUp, setFollowUp] = useState(current?.follow_up ?? '');
  const [error, setError] = useState<string | null>(null);

  const update = (key: number, change: Partial<Row>) => setRows((list) => list.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const bad = rows.find((row) => !FREQUENCY_PATTERN.test(row.frequency.trim()));
    if (bad) return setError(bad.name ? t('rxForm.badFrequency', { name: bad.name }) : t('rxForm.badFrequencyUnnamed'));
    const body: PrescriptionBody = {
      complaints,
      findings,
      diagnosis,
      medicines: rows.map(({ key: _key, ...row }) => ({ ...row, quantity: row.quantity ?? null })),
      pathya,
      apathya,
      advice,
      follow_up: followUp || null,
      ...(current ? { corrects: current.id } : {}),
    };
    try {
      await issue({ id: appointmentId, body }).unwrap();
      notify.success(current ? t('rxForm.correctedIssued') : t('rxForm.issued'));
      setError(null);
      onDone();
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <form className={styles.rxForm} onSubmit={(event) => void onSubmit(event)} aria-label={t('rxForm.label')}>
      <h2 className={styles.sideTitle}>{current ? t('rxForm.correctTitle', { version: current.version }) : t('rxForm.title')}</h2>
      <label>
        {t('rxForm.complaints')}
        <textarea value={complaints} onChange={(event) => setComplaints(event.target.value)} rows={2} />
      </label>
      <label>
        {t('rxForm.findings')}
        <textarea value={findings} onChange={(event) => setFindings(event.target.value)} rows={2} />
      </label>
      <label>
        {t('rxForm.diagnosis')}
        <input value={diagnosis} onChange={(event) => setDiagnosis(event.target.value)} required />
      </label>
      <fieldset className={styles.medicines}>
        <legend>{t('rxForm.medicines')}</legend>
        <MedicineSearch onPick={(item) => setRows((list) => [...list, { ...emptyRow(), product_id: item.id, name: item.name, dose: '1 tablet' }])} />
        {rows.map((row, index) => (
          <MedicineFields key={row.key} row={row} index={index} onChange={(change) => update(row.key, change)} onRemove={() => setRows((list) => list.filter((other) => other.key !== row.key))} />
        ))}
        <button type="button" className={styles.linkButton} onClick={() => setRows((list) => [...list, emptyRow()])}>
          {t('rxForm.addOther')}
        </button>
      </fieldset>
      <label>
        {t('rxForm.pathya')}
        <textarea value={pathya} onChange={(event) => setPathya(event.target.value)} rows={2} />
      </label>
      <label>
        {t('rxForm.apathya')}
        <textarea value={apathya} onChange={(event) => setApathya(event.target.value)} rows={2} />
      </label>
      <label>
        {t('rxForm.advice')}
        <textarea value={advice} onChange={(event) => setAdvice(event.target.value)} rows={2} />
      </label>
      <label>
        {t('rxForm.followUp')}
        <input type="date" value={followUp} onChange={(event) => setFollowUp(event.target.value)} />
      </label>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <NeedsNetworkNotice />
      <button type="submit" className={styles.primary} disabled={issuing.isLoading || !online}>
        {current ? t('rxForm.issueCorrected') : t('rxForm.issue')}
      </button>
    </form>
  );
}
