import { Link } from 'react-router-dom';
import { FOOTER_YEAR, PRODUCT_NAME } from 'shared-lib/domain/core';
import { useGetContactUsQuery } from 'shared-lib/store';
import { POLICY_ROUTES } from '../routes/route-table';
import { Newsletter } from './Newsletter';
import { useMessages, useTranslation } from 'shared-lib/i18n';
import { SHELL_NS } from '../i18n/texts';
import styles from './Layout.module.css';

export function Footer() {
  const { t } = useTranslation(SHELL_NS);
  const messages = useMessages();
  const { data: contact } = useGetContactUsQuery();
  return (
    <footer className={styles.footer}>
      <div className={`${styles.inner} ${styles.footerGrid}`}>
        <div>
          <p className={styles.footerBrand}>{PRODUCT_NAME}</p>
          <p>{t('footer.about', { days: messages.deliveryDays })}</p>
          <p>
            <Link to="/order/track">{t('footer.trackOrder')}</Link>
          </p>
        </div>
        <nav aria-label={t('footer.policies')}>
          <p className={styles.footerHeading}>{t('footer.policies')}</p>
          <ul>
            {POLICY_ROUTES.map(({ path }) => (
              <li key={path}>
                <Link to={`/${path}`}>{t(`policies.${path}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <p className={styles.footerHeading}>{t('footer.contact')}</p>
          {contact && (
            <p>
              <a href={`tel:${contact.phone}`}>{contact.phone}</a>
              <br />
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
              {contact.address && (
                <>
                  <br />
                  <span>{contact.address}</span>
                </>
              )}
            </p>
          )}
        </div>
        <Newsletter />
      </div>
      <p className={styles.copyright}>
        {t('footer.rights', { year: FOOTER_YEAR, name: PRODUCT_NAME })}
      </p>
    </footer>
  );
}
