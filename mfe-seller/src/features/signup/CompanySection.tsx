/** Company name, company type (the eight types of spec section 3), office address and registration number. */
import type { FormikProps } from 'formik';
import { COMPANY_TYPES } from 'shared-lib/domain';
import { Field, formStyles } from '../shared/Field';
import type { SellerValues } from './seller-schema';

export function CompanySection({ form }: { form: FormikProps<SellerValues> }) {
  return (
    <fieldset className={formStyles.section}>
      <legend className={formStyles.legend}>Company details</legend>
      <div className={formStyles.grid}>
        <Field form={form} name="company_name" label="Company name" idPrefix="seller" autoComplete="organization" maxLength={200} />
        <Field form={form} name="company_type" label="Company type" idPrefix="seller" as="select">
          <option value="">Select company type</option>
          {COMPANY_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </Field>
        <Field form={form} name="office_address" label="Company office address" idPrefix="seller" as="textarea" className={formStyles.full} maxLength={500} autoComplete="street-address" />
        <Field form={form} name="company_regd_no" label="Company regd no." idPrefix="seller" maxLength={200} hint="Company registration number (CIN, LLPIN or firm registration)" />
      </div>
    </fieldset>
  );
}
