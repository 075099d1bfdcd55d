/** The checkout's two full-page notices: the placed order, and the empty cart. */
import { Link } from 'react-router-dom';
import { useMessages, useTranslation } from 'shared-lib/i18n';
import { CHECKOUT_NS, DELIVERY_RANGE } from '../../i18n/texts';
import { EntrySpinner, SpinnerOverlay } from 'shared-lib/ui';
import styles from './checkout.module.css';

export function OrderPlacedNotice({ uniqueId, placing }: { uniqueId: string; placing: boolean }) {
  const { t } = useTranslation(CHECKOUT_NS);
  const messages = useMessages();
  return (
    <main className={styles.page}>
      <SpinnerOverlay visible={placing} />
      <div className={`${styles.card} ${styles.statusCard}`} data-testid="order-placed">
        <span className={styles.statusIconOk} aria-hidden="true">
          ✓
        </span>
        <h1 className={styles.title}>{messages.orderPlaced}</h1>
        <p>
          {t('checkout.numberIs')} <strong>{uniqueId}</strong>
          {t('checkout.arrives', { days: t('deliveryDays', { range: DELIVERY_RANGE }) })}
        </p>
        <Link className={styles.buttonPrimary} to="/home">
          {messages.continueShopping}
        </Link>
      </div>
    </main>
  );
}

export function EmptyCartNotice() {
  const { t } = useTranslation(CHECKOUT_NS);
  const messages = useMessages();
  return (
    <main className={styles.page}>
      <EntrySpinner />
      <div className={`${styles.card} ${styles.empty}`}>
        <h1 className={styles.title}>{t('checkout.title')}</h1>
        <p>{messages.cartEmpty}</p>
        <Link className={styles.buttonPrimary} to="/home/buy-medicine">
          {t('checkout.shopProducts')}
        </Link>
      </div>
    </main>
  );
}
