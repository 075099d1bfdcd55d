import { formatRupees, showsDiscount } from 'shared-lib/domain/core';
import { useMessages } from 'shared-lib/i18n';
import styles from './ui.module.css';

export interface PriceProps {
  regular_price: number;
  sales_price: number;
  discount: number;
}

/** Spec rule: with a nonzero discount show regular price, percent and sales price; else the regular price only. */
export function Price({ regular_price, sales_price, discount }: PriceProps) {
  const messages = useMessages();
  if (!showsDiscount({ discount })) {
    return (
      <span className={styles.price} data-testid="price">
        <span className={styles.regularOnly}>{formatRupees(regular_price)}</span>
      </span>
    );
  }
  return (
    <span className={styles.price} data-testid="price">
      <span className={styles.regularStruck} aria-label={messages.regularPrice(formatRupees(regular_price))}>
        {formatRupees(regular_price)}
      </span>
      <span className={styles.percent}>{messages.percentOff(discount)}</span>
      <span className={styles.salesPrice}>{formatRupees(sales_price)}</span>
    </span>
  );
}
