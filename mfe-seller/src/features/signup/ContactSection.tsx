/** The contact person, who is also the seller's login: names, email, password and phone. */
import type { FormikProps } from 'formik';
import { PasswordField, Field } from 'shared-lib/ui';
import formStyles from '../shared/forms.module.css';
import type { SellerValues } from './seller-schema';
import { useTranslation } from 'shared-lib/i18n';
import { SELLER_NS } from '../../i18n/texts';

export function ContactSection({ form }: { form: FormikProps<SellerValues> }) {
  const { t } = useTranslation(SELLER_NS);
  return (
    <fieldset className={formStyles.section}>
      <legend className={formStyles.legend}>{t('signup.contact.legend')}</legend>
      <div className={formStyles.grid}>
        <Field classes={formStyles} form={form} name="first_name" label={t('signup.contact.firstName')} idPrefix="seller" autoComplete="given-name" maxLength={60} />
        <Field classes={formStyles} form={form} name="last_name" label={t('signup.contact.lastName')} idPrefix="seller" autoComplete="family-name" maxLength={60} />
        <Field classes={formStyles} form={form} name="email" label={t('signup.contact.email')} idPrefix="seller" type="email" inputMode="email" autoComplete="email" maxLength={254} />
        <PasswordField form={form} idPrefix="seller" toggleLook="square" classes={formStyles} />
        <Field classes={formStyles} form={form} name="phone" label={t('signup.contact.phone')} idPrefix="seller" type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={10} />
      </div>
    </fieldset>
  );
}
