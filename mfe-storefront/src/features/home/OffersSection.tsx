/** The offers carousel. */
import { useGetOffersQuery } from '../catalogue/catalogue-api';
import { Carousel } from './Carousel';
import styles from './home.module.css';
import { useTranslation } from 'shared-lib/i18n';
import { STOREFRONT_NS } from '../../i18n/texts';

export function OffersSection() {
  const { t } = useTranslation(STOREFRONT_NS);
  const { data: offers = [] } = useGetOffersQuery();
  if (offers.length === 0) return null;
  return (
    <section aria-labelledby="home-offers">
      <h2 id="home-offers" className={styles.heading}>
        {t('home.offersTitle')}
      </h2>
      <Carousel label={t('home.offers')}>
        {offers.map((offer) => (
          <div key={offer.id} className={styles.offer}>
            <img src={offer.image} alt="" width={1200} height={400} loading="lazy" />
            <h3>{offer.title}</h3>
            <p>{offer.description}</p>
          </div>
        ))}
      </Carousel>
    </section>
  );
}
