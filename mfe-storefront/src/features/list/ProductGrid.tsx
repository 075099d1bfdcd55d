/**
 * The list's cards. After the first answer the page passes its items through `useDeferredValue`: a new answer
 * (a filter, a sort, a page) reaches the page through the store, which react-redux renders synchronously, so the
 * page's own parts update in that render and the 24 cards are built in the deferred render that follows, which
 * React time-slices (it yields to the browser every few milliseconds instead of blocking the shopper's next tap
 * for the whole grid: issue 29). The old cards stay until then.
 */
import { memo } from 'react';
import type { ProductSummary } from 'shared-lib/contract';
import { cardPriority, ProductCard } from '../catalogue/ProductCard';
import styles from './list.module.css';

type Items = readonly ProductSummary[];

export const ProductGrid = memo(function ProductGrid({ items }: { items: Items }) {
  return (
    <div className={styles.grid}>
      {items.map((product, index) => (
        <ProductCard key={product.id} product={product} priority={cardPriority(index)} />
      ))}
    </div>
  );
});
