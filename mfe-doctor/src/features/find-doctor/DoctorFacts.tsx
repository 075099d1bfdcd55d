import type { CSSProperties } from 'react';
import { useTranslation } from 'shared-lib/i18n';
import { DOCTOR_NS } from '../../i18n/texts';
import { useFormats } from '../../i18n/useFormats';
import styles from './consult.module.css';

interface FactsDoctor {
  exprience: number | null;
  languages: string[];
  fee_paise: number | null;
}

/** Experience, languages and fee of a doctor, as the doctors page card and the doctor's page show them. */
export function DoctorFacts({ doctor, style }: { doctor: FactsDoctor; style?: CSSProperties }) {
  const { t } = useTranslation(DOCTOR_NS);
  const { fee, languageName } = useFormats();
  return (
    <dl className={styles.facts} style={style}>
      <div>
        <dt>{t('facts.experience')}</dt>
        <dd>{t('facts.years', { count: doctor.exprience ?? 0 })}</dd>
      </div>
      <div>
        <dt>{t('facts.speaks')}</dt>
        <dd>{doctor.languages.map(languageName).join(', ') || '—'}</dd>
      </div>
      <div>
        <dt>{t('facts.fee')}</dt>
        <dd>{doctor.fee_paise === null ? '—' : fee(doctor.fee_paise)}</dd>
      </div>
    </dl>
  );
}
