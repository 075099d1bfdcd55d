import { Link } from 'react-router-dom';
import { FOOTER_YEAR, PRODUCT_NAME, DELIVERY_DAYS } from 'shared-lib/domain/core';
import { useGetContactUsQuery } from 'shared-lib/store';
import { POLICY_ROUTES } from '../routes/route-table';
import { Newsletter } from './Newsletter';
import styles from './Layout.module.css';

export function Footer() {
  const { data: contact } = useGetContactUsQuery();
  return (
    <footer className={styles.footer}>
      <div className={`${styles.inner} ${styles.footerGrid}`}>
        <div>
          <p className={styles.footerBrand}>{PRODUCT_NAME}</p>
          <p>Genuine Ayurvedic medicines and supplements, delivered across India in {DELIVERY_DAYS}.</p>
          <p>
            <Link to="/order/track">Track an order</Link>
          </p>
        </div>
        <nav aria-label="Policies">
          <p className={styles.footerHeading}>Policies</p>
          <ul>
            {POLICY_ROUTES.map(({ path, label }) => (
              <li key={path}>
                <Link to={`/${path}`}>{label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <p className={styles.footerHeading}>Contact us</p>
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
        © {FOOTER_YEAR} {PRODUCT_NAME}. All rights reserved.
      </p>
    </footer>
  );
}
