/** Top brands, each linking to the filtered product list. */
import { Link } from 'react-router-dom';
import { useGetBrandsQuery } from '../catalogue/catalogue-api';
import styles from './home.module.css';
import tileStyles from './tiles.module.css';
import { useTranslation } from 'shared-lib/i18n';
import { STOREFRONT_NS } from '../../i18n/texts';

export function BrandsSection() {
  const { t } = useTranslation(STOREFRONT_NS);
  const { data: brands = [] } = useGetBrandsQuery();
  return (
    <section aria-labelledby="home-brands">
      <h2 id="home-brands" className={styles.heading}>
        {t('home.brands')}
      </h2>
      <div className={tileStyles.tiles}>
        {brands.slice(0, 12).map((brand) => (
          <Link key={brand.id} className={`${tileStyles.tile} ${tileStyles.brandTile}`} to={`/home/buy-medicine?brand=${brand.id}`} data-testid="brand-tile">
            <img src={brand.image} alt="" width={160} height={80} loading="lazy" />
            <span>{brand.name}</span>
          </Link>
        ))}
      </div>
    </section>
  );
}
