/** The checkout's two full-page notices: the placed order, and the empty cart. */
import { Link } from 'react-router-dom';
import { DELIVERY_DAYS, MESSAGES } from 'shared-lib/domain';
import { EntrySpinner, SpinnerOverlay } from 'shared-lib/ui';
import styles from './checkout.module.css';

export function OrderPlacedNotice({ uniqueId, placing }: { uniqueId: string; placing: boolean }) {
  return (
    <main className={styles.page}>
      <SpinnerOverlay visible={placing} />
      <div className={`${styles.card} ${styles.statusCard}`} data-testid="order-placed">
        <span className={styles.statusIconOk} aria-hidden="true">
          ✓
        </span>
        <h1 className={styles.title}>{MESSAGES.orderPlaced}</h1>
        <p>
          Your order number is <strong>{uniqueId}</strong>. Pay on delivery; it arrives in {DELIVERY_DAYS}.
        </p>
        <Link className={styles.buttonPrimary} to="/home">
          {MESSAGES.continueShopping}
        </Link>
      </div>
    </main>
  );
}

export function EmptyCartNotice() {
  return (
    <main className={styles.page}>
      <EntrySpinner />
      <div className={`${styles.card} ${styles.empty}`}>
        <h1 className={styles.title}>Checkout</h1>
        <p>{MESSAGES.cartEmpty}</p>
        <Link className={styles.buttonPrimary} to="/home/buy-medicine">
          Shop products
        </Link>
      </div>
    </main>
  );
}
