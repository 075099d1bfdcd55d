/** "Prescription required" on cards, details, the cart and the wishlist (issue 28); nothing for OTC products. */
import { E1_CAUTION, needsPrescription, RX_MESSAGES } from 'shared-lib/domain/prescriptions';
import styles from './ui.module.css';
import { useDomainTexts, useTranslation } from 'shared-lib/i18n';
import { UI_NS } from './i18n/texts';

export function PrescriptionBadge({ prescriptionClass }: { prescriptionClass: string | null | undefined }) {
  const { t } = useTranslation(UI_NS);
  const rx = useDomainTexts('rx', RX_MESSAGES);
  if (!needsPrescription(prescriptionClass)) return null;
  return (
    <span className={`${styles.badge} ${styles['badge-rx']}`} data-testid="rx-badge" title={t('rxBadgeTitle')}>
      ℞ {rx.badge}
    </span>
  );
}

/** Rule 161(2): Schedule E(1) medicines carry the caution in English and Hindi. */
export function E1Caution({ prescriptionClass }: { prescriptionClass: string | null | undefined }) {
  if (prescriptionClass !== 'asu_e1') return null;
  return (
    <div className={styles['rx-caution']} data-testid="rx-caution" role="note">
      <p>{E1_CAUTION.en}</p>
      <p lang="hi">{E1_CAUTION.hi}</p>
    </div>
  );
}
