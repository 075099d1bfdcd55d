/** The bar of the seller site: the shop's name, the seller's company (GET seller/profile) and logout. */
import { endSession, useAppDispatch, useGetSellerProfileQuery } from 'shared-lib/store';
import { PRODUCT_NAME } from 'shared-lib/domain/core';
import { useTranslation } from 'shared-lib/i18n';
import { LanguageSwitch } from 'shared-lib/ui';
import { SELLER_NS } from '../../i18n/texts';
import styles from './dashboard.module.css';

export function CompanyHeader() {
  const { t } = useTranslation(SELLER_NS);
  const dispatch = useAppDispatch();
  const { data: profile, isError } = useGetSellerProfileQuery();
  const location = profile ? [profile.city_name, profile.state_name, profile.postal_code].filter(Boolean).join(', ') : '';
  const logout = () => {
    endSession(dispatch);
    window.location.assign('/#/home');
  };
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <a className={styles.brand} href="/#/home">
          {PRODUCT_NAME}
        </a>
        <span className={styles.tag}>{t('dashboard.title')}</span>
        <LanguageSwitch className={styles.language} />
      </div>
      <div className={styles.company}>
        <div className={styles.companyText}>
          <h1 className={styles.companyName} data-testid="company-name">
            {profile?.company_name ?? (isError ? t('dashboard.title') : t('dashboard.loadingCompany'))}
          </h1>
          {location ? <p className={styles.location}>{location}</p> : null}
        </div>
        <button type="button" className={styles.logout} onClick={logout}>
          {t('dashboard.logout')}
        </button>
      </div>
    </header>
  );
}
