/** Eight popular products in featured order. */
import { Link } from 'react-router-dom';
import { useGetFeaturedProductsQuery } from '../catalogue/catalogue-api';
import { ProductCard } from '../catalogue/ProductCard';
import catalogue from '../catalogue/catalogue.module.css';
import styles from './home.module.css';
import { useTranslation } from 'shared-lib/i18n';
import { STOREFRONT_NS } from '../../i18n/texts';

export function PopularSection() {
  const { t } = useTranslation(STOREFRONT_NS);
  const { data: popular = [] } = useGetFeaturedProductsQuery(8);
  if (popular.length === 0) return null;
  return (
    <section aria-labelledby="home-popular">
      <h2 id="home-popular" className={styles.heading}>
        {t('home.popular')}
      </h2>
      <div className={catalogue.grid}>
        {popular.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </div>
      <Link className={catalogue.more} to="/home/buy-medicine">
        {t('home.shopAll')}
      </Link>
    </section>
  );
}
