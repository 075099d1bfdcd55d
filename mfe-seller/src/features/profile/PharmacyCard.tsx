/** Issue 28: the registered pharmacist and the retail drug licence (PUT seller/profile/pharmacy); without them no prescription medicine can be listed. */
import { useFormik } from 'formik';
import type { SellerProfile } from 'shared-lib/contract';
import { hasPharmacyDetails, normalisePharmacyDetails, type PharmacyDetails } from 'shared-lib/domain';
import { errorMessage } from 'shared-lib/http';
import { useTranslation } from 'shared-lib/i18n';
import { useUpdateSellerPharmacyMutation } from 'shared-lib/store';
import { notify, NeedsNetworkNotice, useOnline } from 'shared-lib/ui';
import { SELLER_NS } from '../../i18n/texts';
import formStyles from '../shared/forms.module.css';
import { PharmacyFields } from '../shared/PharmacyFields';
import { pharmacyProfileSchema } from '../shared/pharmacy-schema';
import styles from './profile.module.css';

export function PharmacyCard({ profile }: { profile: SellerProfile }) {
  const { t } = useTranslation(SELLER_NS);
  const online = useOnline();
  const [save, saving] = useUpdateSellerPharmacyMutation();
  const ready = hasPharmacyDetails(profile);
  const form = useFormik<PharmacyDetails>({
    initialValues: { pharmacist_name: profile.pharmacist_name ?? '', pharmacist_registration: profile.pharmacist_registration ?? '', drug_licence_number: profile.drug_licence_number ?? '' },
    enableReinitialize: true,
    validationSchema: pharmacyProfileSchema,
    onSubmit: async (values, helpers) => {
      try {
        await save(normalisePharmacyDetails(values)).unwrap();
        notify.success(t('pharmacy.saved'));
      } catch (error) {
        helpers.setStatus(errorMessage(error));
      }
    },
  });
  return (
    <form className={styles.card} onSubmit={form.handleSubmit} noValidate aria-labelledby="pharmacy-title" data-testid="pharmacy-card">
      <h3 id="pharmacy-title" className={styles.cardTitle}>
        {t('pharmacy.title')}
      </h3>
      <p className={ready ? styles.ready : styles.missing} data-testid="pharmacy-state">
        {ready ? t('pharmacy.ready') : t('pharmacy.missing')}
      </p>
      <PharmacyFields form={form} idPrefix="pharmacy" required />
      {typeof form.status === 'string' ? (
        <p className={styles.failure} role="alert">
          {form.status}
        </p>
      ) : null}
      <NeedsNetworkNotice />
      <div className={formStyles.actions}>
        <button type="submit" className={formStyles.primary} disabled={saving.isLoading || form.isSubmitting || !online}>
          {saving.isLoading ? t('pharmacy.saving') : t('pharmacy.save')}
        </button>
      </div>
    </form>
  );
}
