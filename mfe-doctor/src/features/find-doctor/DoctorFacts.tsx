import type { CSSProperties } from 'react';
import { formatFee } from 'shared-lib/domain/consultations';
import styles from './consult.module.css';

interface FactsDoctor {
  exprience: number | null;
  languages: string[];
  fee_paise: number | null;
}

/** Experience, languages and fee of a doctor, as the doctors page card and the doctor's page show them. */
export function DoctorFacts({ doctor, style }: { doctor: FactsDoctor; style?: CSSProperties }) {
  return (
    <dl className={styles.facts} style={style}>
      <div>
        <dt>Experience</dt>
        <dd>{doctor.exprience ?? 0} years</dd>
      </div>
      <div>
        <dt>Speaks</dt>
        <dd>{doctor.languages.join(', ') || '—'}</dd>
      </div>
      <div>
        <dt>Fee</dt>
        <dd>{doctor.fee_paise === null ? '—' : formatFee(doctor.fee_paise)}</dd>
      </div>
    </dl>
  );
}
