/** Company name, company type (the eight types of spec section 3), office address and registration number. */
import type { FormikProps } from 'formik';
import { COMPANY_TYPES } from 'shared-lib/domain';
import { Field } from 'shared-lib/ui';
import formStyles from '../shared/forms.module.css';
import type { SellerValues } from './seller-schema';
import { useTranslation } from 'shared-lib/i18n';
import { SELLER_NS } from '../../i18n/texts';

export function CompanySection({ form }: { form: FormikProps<SellerValues> }) {
  const { t } = useTranslation(SELLER_NS);
  return (
    <fieldset className={formStyles.section}>
      <legend className={formStyles.legend}>{t('signup.company.legend')}</legend>
      <div className={formStyles.grid}>
        <Field classes={formStyles} form={form} name="company_name" label={t('signup.company.name')} idPrefix="seller" autoComplete="organization" maxLength={200} />
        <Field classes={formStyles} form={form} name="company_type" label={t('signup.company.type')} idPrefix="seller">
          <option value="">{t('signup.company.selectType')}</option>
          {COMPANY_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </Field>
        <Field classes={formStyles} form={form} name="office_address" label={t('signup.company.address')} idPrefix="seller" multiline className={formStyles.full} maxLength={500} autoComplete="street-address" />
        <Field classes={formStyles} form={form} name="company_regd_no" label={t('signup.company.regdNo')} idPrefix="seller" maxLength={200} hint={t('signup.company.regdNoHint')} />
      </div>
    </fieldset>
  );
}
