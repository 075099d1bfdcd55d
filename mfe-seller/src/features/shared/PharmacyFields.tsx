/** The seller's three pharmacy fields (issue 28): the registered pharmacist's name and registration number, the retail drug licence. */
import type { FormikProps } from 'formik';
import { PHARMACY_FIELD_MAX_LENGTH, PHARMACY_FIELDS, type PharmacyField } from 'shared-lib/domain';
import { useTranslation } from 'shared-lib/i18n';
import { Field } from 'shared-lib/ui';
import { SELLER_NS } from '../../i18n/texts';
import formStyles from './forms.module.css';

/** Any formik form holding the three pharmacy fields (the sign-up form and the dashboard's profile). */
export function PharmacyFields<Values extends Record<PharmacyField, string>>({ form, idPrefix, required }: { form: FormikProps<Values>; idPrefix: string; required: boolean }) {
  const { t } = useTranslation(SELLER_NS);
  return (
    <div className={formStyles.grid}>
      {PHARMACY_FIELDS.map((name) => (
        <Field key={name} classes={formStyles} form={form} name={name} label={t(`pharmacy.labels.${name}`)} idPrefix={idPrefix} maxLength={PHARMACY_FIELD_MAX_LENGTH} required={required} autoComplete="off" />
      ))}
    </div>
  );
}
