/** The seller's profile (GET seller/profile): the company as registered, and the pharmacy details it can still give or change (issue 28). */
import { useGetSellerProfileQuery } from 'shared-lib/store';
import { PharmacyCard } from './PharmacyCard';
import styles from './profile.module.css';

export function ProfilePage() {
  const { data: profile, isError } = useGetSellerProfileQuery();
  if (isError) {
    return (
      <p className={styles.failure} role="alert">
        Your profile could not be loaded. Please try again.
      </p>
    );
  }
  if (!profile) return <p aria-busy="true">Loading your profile…</p>;
  const rows: Array<[string, string]> = [
    ['Company', `${profile.company_name} (${profile.company_type})`],
    ['Registration no.', profile.company_regd_no],
    ['GST number', profile.gst_number],
    ['PAN', profile.pan_number],
    ['Office', [profile.office_address, profile.city_name, profile.state_name, profile.postal_code].filter(Boolean).join(', ')],
    ['Contact', `${profile.first_name} ${profile.last_name} · ${profile.email} · ${profile.phone}`],
  ];
  return (
    <section aria-labelledby="seller-profile-title" className={styles.page}>
      <h2 id="seller-profile-title" className={styles.title}>
        Profile
      </h2>
      <div className={styles.card}>
        <h3 className={styles.cardTitle}>Company</h3>
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
