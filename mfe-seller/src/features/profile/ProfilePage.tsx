/** The seller's profile (GET seller/profile): the company as registered, and the pharmacy details it can still give or change (issue 28). */
import { useTranslation } from 'shared-lib/i18n';
import { useGetSellerProfileQuery } from 'shared-lib/store';
import { SELLER_NS } from '../../i18n/texts';
import { PharmacyCard } from './PharmacyCard';
import styles from './profile.module.css';

export function ProfilePage() {
  const { t } = useTranslation(SELLER_NS);
  const { data: profile, isError } = useGetSellerProfileQuery();
  if (isError) {
    return (
      <p className={styles.failure} role="alert">
        {t('profile.failed')}
      </p>
    );
  }
  if (!profile) return <p aria-busy="true">{t('profile.loading')}</p>;
  const rows: Array<[string, string]> = [
    [t('profile.company'), `${profile.company_name} (${profile.company_type})`],
    [t('profile.regdNo'), profile.company_regd_no],
    [t('profile.gst'), profile.gst_number],
    [t('profile.pan'), profile.pan_number],
    [t('profile.office'), [profile.office_address, profile.city_name, profile.state_name, profile.postal_code].filter(Boolean).join(', ')],
    [t('profile.contact'), `${profile.first_name} ${profile.last_name} · ${profile.email} · ${profile.phone}`],
  ];
  return (
    <section aria-labelledby="seller-profile-title" className={styles.page}>
      <h2 id="seller-profile-title" className={styles.title}>
        {t('profile.title')}
      </h2>
      <div className={styles.card}>
        <h3 className={styles.cardTitle}>{t('profile.company')}</h3>
        <dl className={styles.details}>
          {rows.map(([label, value]) => (
            <div key={label} className={styles.row}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <PharmacyCard profile={profile} />
    </section>
  );
}
