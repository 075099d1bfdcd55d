import { Link } from 'react-router-dom';
import { formatRupees } from 'shared-lib/domain';
import styles from '../common/common.module.css';
import { useTranslation } from 'shared-lib/i18n';
import { STOREFRONT_NS } from '../../i18n/texts';

const SAMPLES = [
  { name: 'Ayurvedic Immunity Booster', from: 399 },
  { name: 'Herbal Digestive Care', from: 199 },
  { name: 'Joint and Bone Support', from: 399 },
];
const CONCERNS = ['Energy and Vitality', "Women's Wellness", 'Covid-19 and Immunity', 'Dental/Oral', 'Eye'];

/** The static medicines landing page (route 'product'): placeholder content. */
export function MedicinesLanding() {
  const { t } = useTranslation(STOREFRONT_NS);
  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <h1>{t('pages.medicinesTitle')}</h1>
        <p>{t('pages.medicinesLead')}</p>
        <Link className={styles.cta} to="/home/buy-medicine">
          {t('pages.shopNow')}
        </Link>
      </section>
      <h2 className={styles.heading}>{t('pages.popularPicks')}</h2>
      <div className={styles.grid}>
        {SAMPLES.map((sample) => (
          <article key={sample.name} className={styles.card} data-testid="sample-card">
            <h3>{sample.name}</h3>
            <p>{t('pages.startingAt', { price: formatRupees(sample.from) })}</p>
          </article>
        ))}
      </div>
      <h2 className={styles.heading}>{t('pages.concerns')}</h2>
      <div className={styles.grid}>
        {CONCERNS.map((concern) => (
          <div key={concern} className={styles.tile} data-testid="concern-tile">
            {concern}
          </div>
        ))}
      </div>
    </div>
  );
}
