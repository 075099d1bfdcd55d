import type { ReactNode } from 'react';
import { formatRupees, GST_RATE, lineTotal, type OrderTotals } from 'shared-lib/domain';
import { useMessages, useTranslation } from 'shared-lib/i18n';
import { CHECKOUT_NS } from '../../i18n/texts';
import type { CartLine } from 'shared-lib/store';
import styles from './checkout.module.css';

interface Props {
  lines: CartLine[];
  totals: OrderTotals;
  blocked: number[];
  children?: ReactNode;
}

export function OrderSummary({ lines, totals, blocked, children }: Props) {
  const { t } = useTranslation(CHECKOUT_NS);
  const messages = useMessages();
  return (
    <section className={`${styles.card} ${styles.summary}`} aria-labelledby="summary-title">
      <h2 id="summary-title" className={styles.cardTitle}>
        {messages.orderSummary(lines.length)}
      </h2>
      <ul className={styles.lines}>
        {lines.map((line) => {
          const isBlocked = blocked.includes(line.product_id);
          return (
            <li key={line.product_id} className={`${styles.line} ${isBlocked ? styles.lineBlocked : ''}`} data-testid="summary-line" data-blocked={isBlocked || undefined}>
              <img src={line.product_image} alt="" width={56} height={56} className={styles.lineImage} loading="lazy" />
              <div className={styles.lineText}>
                <span className={styles.lineName}>{line.product_name}</span>
                <span className={styles.lineQty}>{t('summary.qty', { quantity: line.quantity, price: formatRupees(line.sales_price) })}</span>
                {isBlocked && (
                  <span className={styles.lineError} role="alert">
                    {messages.notAvailableOnLocation}
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
          <dt>{t('summary.subtotal')}</dt>
          <dd data-testid="total-subtotal">{formatRupees(totals.subtotal)}</dd>
        </div>
        <div>
          <dt>{t('summary.shipping')}</dt>
          <dd data-testid="total-shipping">{totals.shipping === 0 ? t('summary.free') : formatRupees(totals.shipping)}</dd>
        </div>
        <div>
          <dt>{t('summary.discount')}</dt>
          <dd data-testid="total-discount">{totals.discount ? `− ${formatRupees(totals.discount)}` : formatRupees(0)}</dd>
        </div>
        <div>
          <dt>{t('summary.total')}</dt>
          <dd data-testid="total-total">{formatRupees(totals.total)}</dd>
        </div>
        <div>
          <dt>{t('summary.gst', { percent: Math.round(GST_RATE * 100) })}</dt>
          <dd data-testid="total-tax">{formatRupees(totals.tax)}</dd>
        </div>
        <div className={styles.grandTotal}>
          <dt>{t('summary.orderTotal')}</dt>
          <dd data-testid="total-order">{formatRupees(totals.orderTotal)}</dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
