/** Company name, company type (the eight types of spec section 3), office address and registration number. */
import type { FormikProps } from 'formik';
import { COMPANY_TYPES } from 'shared-lib/domain';
import { Field } from 'shared-lib/ui';
import formStyles from '../shared/forms.module.css';
import type { SellerValues } from './seller-schema';

export function CompanySection({ form }: { form: FormikProps<SellerValues> }) {
  return (
    <fieldset className={formStyles.section}>
      <legend className={formStyles.legend}>Company details</legend>
      <div className={formStyles.grid}>
        <Field classes={formStyles} form={form} name="company_name" label="Company name" idPrefix="seller" autoComplete="organization" maxLength={200} />
        <Field classes={formStyles} form={form} name="company_type" label="Company type" idPrefix="seller">
          <option value="">Select company type</option>
          {COMPANY_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </Field>
        <Field classes={formStyles} form={form} name="office_address" label="Company office address" idPrefix="seller" multiline className={formStyles.full} maxLength={500} autoComplete="street-address" />
        <Field classes={formStyles} form={form} name="company_regd_no" label="Company regd no." idPrefix="seller" maxLength={200} hint="Company registration number (CIN, LLPIN or firm registration)" />
      </div>
    </fieldset>
  );
}
