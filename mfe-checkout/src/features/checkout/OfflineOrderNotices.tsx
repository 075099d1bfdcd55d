/** The checkout's notices of an order placed offline (issue 32): waiting for the network, and refused. */
import { Link } from 'react-router-dom';
import { formatRupees } from 'shared-lib/domain';
import { useMessages, useTranslation } from 'shared-lib/i18n';
import type { QueuedOrder } from 'shared-lib/store';
import { CHECKOUT_NS } from '../../i18n/texts';
import styles from './checkout.module.css';

export function QueuedOrderNotice({ order }: { order: QueuedOrder }) {
  const { t } = useTranslation(CHECKOUT_NS);
  const messages = useMessages();
  const units = order.payload.cart.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <main className={styles.page}>
      <div className={`${styles.card} ${styles.statusCard}`} data-testid="order-queued" role="status">
        <span className={styles.statusIconWait} aria-hidden="true">
          ⏳
        </span>
        <h1 className={styles.title}>{messages.offline.orderQueuedTitle}</h1>
        <p>{messages.offline.orderQueuedText}</p>
        <p>
          <strong>{t('offline.queuedSummary', { total: formatRupees(order.payload.order_total_price), count: units })}</strong>
        </p>
        <Link className={styles.buttonSecondary} to="/home">
          {messages.continueShopping}
        </Link>
      </div>
    </main>
  );
}

export function RefusedOrderNotice({ message, onBack }: { message: string; onBack(): void }) {
  const messages = useMessages();
  return (
    <main className={styles.page}>
      <div className={`${styles.card} ${styles.statusCard}`} data-testid="order-refused" role="alert">
        <span className={styles.statusIconFail} aria-hidden="true">
          !
        </span>
        <h1 className={styles.title}>{messages.offline.orderRefusedTitle}</h1>
        <p>{message}</p>
        <button type="button" className={styles.buttonPrimary} onClick={onBack}>
          {messages.offline.backToCheckout}
        </button>
      </div>
    </main>
  );
}
