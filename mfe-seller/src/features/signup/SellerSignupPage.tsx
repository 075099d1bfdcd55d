/** Seller sign-up ('Seller Sign-Up', route seller/sellerSignup): spec sections 2, 4 and 5. */
import { Link, useNavigate } from 'react-router-dom';
import { EntrySpinner, signupStyles, NeedsNetworkNotice, useOnline } from 'shared-lib/ui';
import formStyles from '../shared/forms.module.css';
import { CompanySection } from './CompanySection';
import { ContactSection } from './ContactSection';
import { LocationTaxSection } from './LocationTaxSection';
import { PharmacySection } from './PharmacySection';
import { SELLER_LOGIN_PATH, useSellerSignup } from './useSellerSignup';
import styles from './SellerSignupPage.module.css';
import { useTranslation } from 'shared-lib/i18n';
import { SELLER_NS } from '../../i18n/texts';

export function SellerSignupPage() {
  const { t } = useTranslation(SELLER_NS);
  const online = useOnline();
  const navigate = useNavigate();
  const { form, states, cities, citiesLoading, chooseState, isLoading, fileInputKey } = useSellerSignup();

  return (
    <section className={`${signupStyles.page} ${styles.page}`} aria-labelledby="seller-signup-title">
      <EntrySpinner />
      <header className={signupStyles.header}>
        <h1 id="seller-signup-title">{t('signup.title')}</h1>
        <p>{t('signup.intro')}</p>
        <p className={styles.loginLine}>
          {t('signup.already')} <Link to={SELLER_LOGIN_PATH}>{t('signup.login')}</Link>
        </p>
      </header>
      {/* remounted after a successful sign-up: the file input and the password toggle start afresh */}
      <form key={fileInputKey} className={formStyles.card} onSubmit={form.handleSubmit} noValidate aria-label={t('signup.form')}>
        <CompanySection form={form} />
        <ContactSection form={form} />
        <LocationTaxSection form={form} states={states} cities={cities} citiesLoading={citiesLoading} chooseState={chooseState} fileInputKey={fileInputKey} />
        <PharmacySection form={form} />
        <NeedsNetworkNotice />
        <div className={formStyles.actions}>
          <button type="button" className={formStyles.secondary} onClick={() => navigate(-1)}>
            {t('signup.cancel')}
          </button>
          <button type="submit" className={formStyles.primary} disabled={isLoading || form.isSubmitting || !online}>
            {isLoading ? t('signup.registering') : t('signup.register')}
          </button>
        </div>
      </form>
    </section>
  );
}
