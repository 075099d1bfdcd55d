/**
 * The doctor's e-prescription form: complaints and findings, diagnosis, medicines (from the catalogue by
 * search, or typed for items not sold here) with dose, frequency in the 1-0-1 notation, timing, days and
 * notes; pathya and apathya; follow-up. A correction issues a new version; the old one stays, superseded.
 */
import { type FormEvent, useState } from 'react';
import type { PrescribedMedicine, Prescription, PrescriptionBody } from 'shared-lib/contract';
import { FREQUENCY_PATTERN, MEDICINE_TIMINGS, MEDICINE_TIMING_LABELS, type MedicineTiming } from 'shared-lib/domain/consultations';
import { errorMessage } from 'shared-lib/http';
import { useIssuePrescriptionMutation, useSearchMedicinesQuery } from 'shared-lib/store/appointments';
import { notify } from 'shared-lib/ui';
import styles from './room.module.css';

type Row = PrescribedMedicine & { key: number };
let keys = 0;
const emptyRow = (): Row => ({ key: ++keys, product_id: null, name: '', dose: '', frequency: '1-0-1', timing: 'after-food', duration_days: 15, notes: '' });

function MedicineSearch({ onPick }: { onPick: (item: { id: number; name: string }) => void }) {
  const [term, setTerm] = useState('');
  const { data: found = [] } = useSearchMedicinesQuery(term.trim(), { skip: term.trim().length < 2 });
  return (
    <div className={styles.search}>
      <label>
        Find in the catalogue
        <input value={term} onChange={(event) => setTerm(event.target.value)} placeholder="e.g. Ashwagandha" data-testid="medicine-search" />
      </label>
      {term.trim().length >= 2 && (
        <ul className={styles.results} aria-label="Catalogue results">
          {found.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => {
                  onPick(item);
                  setTerm('');
                }}
              >
                {item.name}
                {item.in_stock_quantity <= 0 ? ' (out of stock)' : ''}
              </button>
            </li>
          ))}
          {found.length === 0 && <li className={styles.muted}>Nothing found: type the medicine below instead.</li>}
        </ul>
      )}
    </div>
  );
}

export function PrescriptionForm({ appointmentId, current, onDone }: { appointmentId: number; current: Prescription | null; onDone: () => void }) {
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
    if (bad) return setError(`Frequency of ${bad.name || 'a medicine'} must look like 1-0-1`);
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
      notify.success(current ? 'The corrected prescription was issued' : 'The prescription was issued');
      setError(null);
      onDone();
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <form className={styles.rxForm} onSubmit={(event) => void onSubmit(event)} aria-label="E-prescription">
      <h2 className={styles.sideTitle}>{current ? `Correct prescription (version ${current.version})` : 'Write the e-prescription'}</h2>
      <label>
        Chief complaints
        <textarea value={complaints} onChange={(event) => setComplaints(event.target.value)} rows={2} />
      </label>
      <label>
        Findings
        <textarea value={findings} onChange={(event) => setFindings(event.target.value)} rows={2} />
      </label>
      <label>
        Diagnosis
        <input value={diagnosis} onChange={(event) => setDiagnosis(event.target.value)} required />
      </label>
      <fieldset className={styles.medicines}>
        <legend>Medicines</legend>
        <MedicineSearch onPick={(item) => setRows((list) => [...list, { ...emptyRow(), product_id: item.id, name: item.name, dose: '1 tablet' }])} />
        {rows.map((row, index) => (
          <div key={row.key} className={styles.medicine} data-testid="rx-medicine">
            <label className={styles.wide}>
              Medicine {index + 1}
              <input value={row.name} readOnly={row.product_id !== null} onChange={(event) => update(row.key, { name: event.target.value })} placeholder="Name (not sold here)" />
            </label>
            <label>
              Dose
              <input value={row.dose} onChange={(event) => update(row.key, { dose: event.target.value })} required />
            </label>
            <label>
              Frequency
              <input value={row.frequency} onChange={(event) => update(row.key, { frequency: event.target.value })} pattern="[0-9./-]+" title="morning-noon-night, e.g. 1-0-1" required />
            </label>
            <label>
              When
              <select value={row.timing} onChange={(event) => update(row.key, { timing: event.target.value as MedicineTiming })}>
                {MEDICINE_TIMINGS.map((timing) => (
                  <option key={timing} value={timing}>
                    {MEDICINE_TIMING_LABELS[timing]}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Days
              <input type="number" min={1} max={365} value={row.duration_days} onChange={(event) => update(row.key, { duration_days: Number(event.target.value) })} required />
            </label>
            <label className={styles.wide}>
              Notes
              <input value={row.notes ?? ''} onChange={(event) => update(row.key, { notes: event.target.value })} />
            </label>
            <button type="button" className={styles.linkButton} onClick={() => setRows((list) => list.filter((other) => other.key !== row.key))}>
              Remove
            </button>
          </div>
        ))}
        <button type="button" className={styles.linkButton} onClick={() => setRows((list) => [...list, emptyRow()])}>
          + Add a medicine not sold here
        </button>
      </fieldset>
      <label>
        Pathya (diet and lifestyle to follow)
        <textarea value={pathya} onChange={(event) => setPathya(event.target.value)} rows={2} />
      </label>
      <label>
        Apathya (to avoid)
        <textarea value={apathya} onChange={(event) => setApathya(event.target.value)} rows={2} />
      </label>
      <label>
        Advice
        <textarea value={advice} onChange={(event) => setAdvice(event.target.value)} rows={2} />
      </label>
      <label>
        Follow-up date
        <input type="date" value={followUp} onChange={(event) => setFollowUp(event.target.value)} />
      </label>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <button type="submit" className={styles.primary} disabled={issuing.isLoading}>
        {current ? 'Issue the corrected version' : 'Issue prescription'}
      </button>
    </form>
  );
}
