/** Tells a seller that is not (yet) verified why shoppers do not see its products (issue 33). */
import type { SellerProfile } from 'shared-lib/contract';
import { useTranslation } from 'shared-lib/i18n';
import { SELLER_NS } from '../../i18n/texts';
import styles from './dashboard.module.css';

export function VerificationBanner({ profile }: { profile: SellerProfile | undefined }) {
  const { t } = useTranslation(SELLER_NS);
  const status = profile?.verification_status;
  if (!profile || profile.is_house || (status !== 'pending' && status !== 'rejected' && status !== 'suspended')) return null;
  return (
    <p className={styles.verification} role="status" data-testid="verification-banner">
      {t(`verification.${status}`, { reason: profile.verification_reason ?? '' })}
    </p>
  );
}
