import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { ProductSummary } from 'shared-lib/contract';
import { currentLanguage, useMessages } from 'shared-lib/i18n';
import { useCart } from 'shared-lib/store';
import { formatAverage } from 'shared-lib/domain/reviews';
import { Price, PrescriptionBadge } from 'shared-lib/ui';
import { Stars } from 'shared-lib/ui/Stars';
import styles from './catalogue.module.css';

/**
 * `priority`: where the card sits in the first screen. 'high' (the first cards, whose images the shell page's
 * boot script preloads) loads its image at once with high priority, 'eager' at once, 'lazy' (the default)
 * when it nears the viewport.
 */
export type CardPriority = 'high' | 'eager' | 'lazy';

/** The first cards of a list are in the first screen at every width: their images load at once. */
export const cardPriority = (index: number): CardPriority => (index < 2 ? 'high' : index < 4 ? 'eager' : 'lazy');

/**
 * Memoised: a list re-renders on each of its queries' answers (the page, the brands, the categories), and its
 * cards' product objects stay the same between them (RTK Query keeps an unchanged answer's objects), so
 * the cards render once instead of once per answer.
 */
export const ProductCard = memo(function ProductCard({ product, priority = 'lazy' }: { product: ProductSummary; priority?: CardPriority }) {
  const messages = useMessages();
  const cart = useCart();
  const outOfStock = product.in_stock_quantity <= 0;
  // the button's name says which product, in the language on screen (useMessages re-renders on a switch)
  const addLabel = currentLanguage() === 'hi' ? `${product.name} ${messages.addToCart}` : `Add ${product.name} to cart`;
  return (
    <article className={styles.card} data-testid="product-card">
      <Link to={`/home/buy-medicine/product-details/${product.id}`} className={styles.cardLink}>
        <img
          src={product.image}
          alt={product.name}
          width={300}
          height={300}
          loading={priority === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={priority === 'high' ? 'high' : 'auto'}
        />
        <h3>{product.name}</h3>
        {product.name_hi ? (
          <p className={styles.nameHi} lang="hi" data-testid="card-name-hi">
            {product.name_hi}
          </p>
        ) : null}
      </Link>
      <p className={styles.seller}>{product.seller?.company_name ?? product.brand?.name ?? ''}</p>
      <PrescriptionBadge prescriptionClass={product.prescription_class} />
      {product.rating_count > 0 && (
        <p className={styles.seller} data-testid="card-rating">
          <Stars value={product.rating_average} size="0.85rem" /> {formatAverage(product.rating_average)} ({product.rating_count})
        </p>
      )}
      <Price regular_price={product.regular_price} sales_price={product.sales_price} discount={product.discount} />
      <button
        type="button"
        className={styles.addButton}
        disabled={outOfStock}
        aria-label={addLabel}
        onClick={() =>
          void cart.add({ id: product.id, name: product.name, image: product.image, sales_price: product.sales_price, seller_id: product.seller_id, in_stock_quantity: product.in_stock_quantity, prescription_class: product.prescription_class })
        }
      >
        {outOfStock ? messages.outOfStock : messages.addToCart}
      </button>
    </article>
  );
});
