import { stockBadgeText, stockLevel } from 'shared-lib/domain/core';
import styles from './ui.module.css';

export function StockBadge({ quantity }: { quantity: number }) {
  const level = stockLevel(quantity);
  return (
    <span className={`${styles.badge} ${styles[`badge-${level}`]}`} data-testid="stock-badge">
      {stockBadgeText(quantity)}
    </span>
  );
}
