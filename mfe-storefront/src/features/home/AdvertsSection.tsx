/** The first two active adverts: an external link (type 0) or a category link (type 1). */
import { Link } from 'react-router-dom';
import { useGetAdvertisementsQuery } from '../catalogue/catalogue-api';
import styles from './home.module.css';
import { useTranslation } from 'shared-lib/i18n';
import { STOREFRONT_NS } from '../../i18n/texts';

export function AdvertsSection() {
  const { t } = useTranslation(STOREFRONT_NS);
  const { data: adverts = [] } = useGetAdvertisementsQuery();
  if (adverts.length === 0) return null;
  return (
    <section className={styles.adverts} aria-label={t('home.adverts')}>
      {adverts.slice(0, 2).map((advert) =>
        advert.type === 0 ? (
          <a key={advert.id} href={advert.link ?? '#'} target="_blank" rel="noopener noreferrer" className={styles.advert}>
            <img src={advert.image} alt={advert.title} width={600} height={240} loading="lazy" />
          </a>
        ) : (
          <Link key={advert.id} to={`/home/buy-medicine/category/${advert.category[0]}`} className={styles.advert}>
            <img src={advert.image} alt={advert.title} width={600} height={240} loading="lazy" />
          </Link>
        ),
      )}
    </section>
  );
}
