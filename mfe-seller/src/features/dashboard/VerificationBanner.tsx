/** Tells a seller that is not (yet) verified why shoppers do not see its products (issue 33). */
import type { SellerProfile } from 'shared-lib/contract';
import { SELLER_VERIFICATION_MESSAGES as V } from 'shared-lib/domain';
import styles from './dashboard.module.css';

export function VerificationBanner({ profile }: { profile: SellerProfile | undefined }) {
  const status = profile?.verification_status;
  if (!profile || profile.is_house || (status !== 'pending' && status !== 'rejected' && status !== 'suspended')) return null;
  const text =
    status === 'rejected' ? `${V.rejectedBanner} ${profile.verification_reason ?? ''}` : status === 'suspended' ? `${V.suspendedBanner} ${profile.verification_reason ?? ''}` : V.pendingBanner;
  return (
    <p className={styles.verification} role="status" data-testid="verification-banner">
      {text}
    </p>
  );
}
