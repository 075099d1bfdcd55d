/** The contact person, who is also the seller's login: names, email, password and phone. */
import type { FormikProps } from 'formik';
import { PasswordField, Field } from 'shared-lib/ui';
import formStyles from '../shared/forms.module.css';
import type { SellerValues } from './seller-schema';

export function ContactSection({ form }: { form: FormikProps<SellerValues> }) {
  return (
    <fieldset className={formStyles.section}>
      <legend className={formStyles.legend}>Contact person and login</legend>
      <div className={formStyles.grid}>
        <Field classes={formStyles} form={form} name="first_name" label="First name" idPrefix="seller" autoComplete="given-name" maxLength={60} />
        <Field classes={formStyles} form={form} name="last_name" label="Last name" idPrefix="seller" autoComplete="family-name" maxLength={60} />
        <Field classes={formStyles} form={form} name="email" label="Email" idPrefix="seller" type="email" inputMode="email" autoComplete="email" maxLength={254} />
        <PasswordField form={form} idPrefix="seller" toggleLook="square" classes={formStyles} />
        <Field classes={formStyles} form={form} name="phone" label="Phone" idPrefix="seller" type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={10} />
      </div>
    </fieldset>
  );
}
