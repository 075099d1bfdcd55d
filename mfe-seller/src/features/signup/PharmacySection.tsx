/** Issue 28: the registered pharmacist and the retail drug licence, optional at sign-up (all three or none), needed to list prescription medicines. */
import type { FormikProps } from 'formik';
import type { PharmacyField } from 'shared-lib/domain';
import { useTranslation } from 'shared-lib/i18n';
import { SELLER_NS } from '../../i18n/texts';
import formStyles from '../shared/forms.module.css';
import { PharmacyFields } from '../shared/PharmacyFields';

export function PharmacySection<Values extends Record<PharmacyField, string>>({ form }: { form: FormikProps<Values> }) {
  const { t } = useTranslation(SELLER_NS);
  return (
    <fieldset className={formStyles.section}>
      <legend className={formStyles.legend}>{t('pharmacy.sectionTitle')}</legend>
      <p className={formStyles.hint}>{t('pharmacy.hint')}</p>
      <PharmacyFields form={form} idPrefix="seller" required={false} />
    </fieldset>
  );
}
