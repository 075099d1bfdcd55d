import { Link } from 'react-router-dom';
import type { Product } from 'shared-lib/domain';
import { Price } from 'shared-lib/ui';
import styles from './catalogue.module.css';

export function ProductCard({ product }: { product: Product }) {
  return (
    <article className={styles.card} data-testid="product-card">
      <Link to={`/home/buy-medicine/product-details/${product.id}`} className={styles.cardLink}>
        <img src={product.image} alt={product.name} width={300} height={300} loading="lazy" />
        <h3>{product.name}</h3>
      </Link>
      <p className={styles.seller}>{product.seller?.company_name ?? product.brand?.name ?? ''}</p>
      <Price regular_price={product.regular_price} sales_price={product.sales_price} discount={product.discount} />
    </article>
  );
}
