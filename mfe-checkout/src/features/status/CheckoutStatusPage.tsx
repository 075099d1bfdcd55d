/** checkout-status/{status}: after 3 s, 'success' thanks the buyer (and clears the cart); anything else reports the failure. */
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { MESSAGES, TIMINGS } from 'shared-lib/domain';
import { useMessages, type Messages } from 'shared-lib/i18n';
import { showPopup, SpinnerOverlay } from 'shared-lib/ui';
import styles from '../checkout/checkout.module.css';
import { useAfterOrderCart } from '../checkout/useAfterOrderCart';

export function statusTexts(status: string | undefined, messages: Messages = MESSAGES) {
  return status === 'success'
    ? { success: true, title: messages.thankYou, text: messages.orderPlaced, button: messages.continueShopping }
    : { success: false, title: messages.sorry, text: messages.transactionFailed, button: messages.goToCart };
}

export function CheckoutStatusPage() {
  const { status } = useParams();
  const navigate = useNavigate();
  const afterOrder = useAfterOrderCart();
  const [ready, setReady] = useState(false);
  const texts = statusTexts(status, useMessages());

  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), TIMINGS.checkoutStatusPopup);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!ready) return;
    if (texts.success) void afterOrder();
    void showPopup({ icon: texts.success ? 'success' : 'error', title: texts.title, text: texts.text, confirmButtonText: texts.button }).then((result) => {
      if (result.isConfirmed) navigate('/home');
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);

  return (
    <main className={styles.page}>
      <SpinnerOverlay visible={!ready} />
      {ready && (
        <div className={`${styles.card} ${styles.statusCard}`} data-testid="status-card">
          <span className={texts.success ? styles.statusIconOk : styles.statusIconFail} aria-hidden="true">
            {texts.success ? '✓' : '!'}
          </span>
          <h1 className={styles.title}>{texts.title}</h1>
          <p>{texts.text}</p>
          <button type="button" className={styles.buttonPrimary} onClick={() => navigate('/home')}>
            {texts.button}
          </button>
        </div>
      )}
    </main>
  );
}
