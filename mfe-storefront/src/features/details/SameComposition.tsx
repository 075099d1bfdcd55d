/**
 * "Same composition, other brands" on the product details page (issue 30, after Tata 1mg's substitutes):
 * up to 6 products on sale of other brands with the same main ingredient, cheapest first
 * (GET product/sameComposition/{id}). Nothing is shown when there are none.
 */
import { Link } from 'react-router-dom';
import { formatRupees } from 'shared-lib/domain';
import { useGetSameCompositionQuery } from '../catalogue/catalogue-api';
import styles from './same-composition.module.css';
import { useTranslation } from 'shared-lib/i18n';
import { STOREFRONT_NS } from '../../i18n/texts';

export function SameComposition({ productId }: { productId: number }) {
  const { t } = useTranslation(STOREFRONT_NS);
  const { data } = useGetSameCompositionQuery(productId);
  if (!data || data.items.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="same-composition-heading" data-testid="same-composition">
      <h2 id="same-composition-heading" className={styles.heading}>
        {t('details.sameTitle')}
      </h2>
      <p className={styles.ingredient}>
        {t('details.mainIngredient')} <span className={styles.botanical}>{data.main_ingredient}</span>
      </p>
      <ul className={styles.list}>
        {data.items.map((item) => (
          <li key={item.id} className={styles.item}>
            <Link to={`/home/buy-medicine/product-details/${item.id}`} className={styles.link}>
              <img src={item.image} alt="" width={64} height={64} loading="lazy" className={styles.picture} />
              <span className={styles.text}>
                <span className={styles.name}>{item.name}</span>
                <span className={styles.brand}>{item.brand_name}</span>
              </span>
              <span className={styles.price}>
                {formatRupees(item.sales_price)}
                {item.regular_price > item.sales_price && <s className={styles.regular}>{formatRupees(item.regular_price)}</s>}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
