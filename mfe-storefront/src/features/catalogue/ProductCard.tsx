import { Link } from 'react-router-dom';
import type { ProductSummary } from 'shared-lib/contract';
import { useCart } from 'shared-lib/store';
import { Price } from 'shared-lib/ui';
import styles from './catalogue.module.css';

export function ProductCard({ product }: { product: ProductSummary }) {
  const cart = useCart();
  const outOfStock = product.in_stock_quantity <= 0;
  return (
    <article className={styles.card} data-testid="product-card">
      <Link to={`/home/buy-medicine/product-details/${product.id}`} className={styles.cardLink}>
        <img src={product.image} alt={product.name} width={300} height={300} loading="lazy" />
        <h3>{product.name}</h3>
      </Link>
      <p className={styles.seller}>{product.seller?.company_name ?? product.brand?.name ?? ''}</p>
      <Price regular_price={product.regular_price} sales_price={product.sales_price} discount={product.discount} />
      <button
        type="button"
        className={styles.addButton}
        disabled={outOfStock}
        aria-label={`Add ${product.name} to cart`}
        onClick={() =>
          void cart.add({ id: product.id, name: product.name, image: product.image, sales_price: product.sales_price, seller_id: product.seller_id, in_stock_quantity: product.in_stock_quantity })
        }
      >
        {outOfStock ? 'Out of stock' : 'Add to cart'}
      </button>
    </article>
  );
}
