/** Shop by category. */
import { Link } from 'react-router-dom';
import { useGetCategoriesQuery } from 'shared-lib/store';
import styles from './home.module.css';
import tileStyles from './tiles.module.css';
import { useLocalName, useTranslation } from 'shared-lib/i18n';
import { STOREFRONT_NS } from '../../i18n/texts';

export function CategoriesSection() {
  const { t } = useTranslation(STOREFRONT_NS);
  const { data: categories = [] } = useGetCategoriesQuery();
  const nameOf = useLocalName();
  return (
    <section aria-labelledby="home-categories">
      <h2 id="home-categories" className={styles.heading}>
        {t('home.categories')}
      </h2>
      <div className={tileStyles.tiles}>
        {categories.map((category) => (
          <Link key={category.id} className={tileStyles.tile} to={`/home/buy-medicine/category/${category.id}`} data-testid="category-tile">
            <img src={category.image} alt="" width={80} height={80} loading="lazy" />
            <span>{nameOf(category)}</span>
          </Link>
        ))}
      </div>
    </section>
  );
}
