/** Issue 28: the registered pharmacist and the retail drug licence, optional at sign-up (all three or none), needed to list prescription medicines. */
import type { FormikProps } from 'formik';
import { PHARMACY_MESSAGES, type PharmacyField } from 'shared-lib/domain';
import formStyles from '../shared/forms.module.css';
import { PharmacyFields } from '../shared/PharmacyFields';

export function PharmacySection<Values extends Record<PharmacyField, string>>({ form }: { form: FormikProps<Values> }) {
  return (
    <fieldset className={formStyles.section}>
      <legend className={formStyles.legend}>Pharmacy (for prescription medicines)</legend>
      <p className={formStyles.hint}>{PHARMACY_MESSAGES.sectionHint}</p>
      <PharmacyFields form={form} idPrefix="seller" required={false} />
    </fieldset>
  );
}
