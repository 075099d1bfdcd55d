import type { ReactNode } from 'react';
import { formatRupees, GST_PERCENT_LABEL, lineTotal, MESSAGES, type OrderTotals } from 'shared-lib/domain';
import type { CartLine } from 'shared-lib/store';
import styles from './checkout.module.css';

interface Props {
  lines: CartLine[];
  totals: OrderTotals;
  blocked: number[];
  children?: ReactNode;
}

export function OrderSummary({ lines, totals, blocked, children }: Props) {
  return (
    <section className={`${styles.card} ${styles.summary}`} aria-labelledby="summary-title">
      <h2 id="summary-title" className={styles.cardTitle}>
        {MESSAGES.orderSummary(lines.length)}
      </h2>
      <ul className={styles.lines}>
        {lines.map((line) => {
          const isBlocked = blocked.includes(line.product_id);
          return (
            <li key={line.product_id} className={`${styles.line} ${isBlocked ? styles.lineBlocked : ''}`} data-testid="summary-line" data-blocked={isBlocked || undefined}>
              <img src={line.product_image} alt="" width={56} height={56} className={styles.lineImage} loading="lazy" />
              <div className={styles.lineText}>
                <span className={styles.lineName}>{line.product_name}</span>
                <span className={styles.lineQty}>Qty {line.quantity} × {formatRupees(line.sales_price)}</span>
                {isBlocked && (
                  <span className={styles.lineError} role="alert">
                    {MESSAGES.notAvailableOnLocation}
                  </span>
                )}
              </div>
              <span className={styles.lineTotal}>{formatRupees(lineTotal(line))}</span>
            </li>
          );
        })}
      </ul>
      <dl className={styles.totals} data-testid="totals">
        <div>
          <dt>Cart Subtotal</dt>
          <dd data-testid="total-subtotal">{formatRupees(totals.subtotal)}</dd>
        </div>
        <div>
          <dt>Shipping</dt>
          <dd data-testid="total-shipping">{totals.shipping === 0 ? 'Free' : formatRupees(totals.shipping)}</dd>
        </div>
        <div>
          <dt>Discount</dt>
          <dd data-testid="total-discount">{totals.discount ? `− ${formatRupees(totals.discount)}` : formatRupees(0)}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd data-testid="total-total">{formatRupees(totals.total)}</dd>
        </div>
        <div>
          <dt>{GST_PERCENT_LABEL}</dt>
          <dd data-testid="total-tax">{formatRupees(totals.tax)}</dd>
        </div>
        <div className={styles.grandTotal}>
          <dt>Order Total</dt>
          <dd data-testid="total-order">{formatRupees(totals.orderTotal)}</dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
