import { Fragment } from 'react';
import { PAYMENT_TYPES, type PaymentType } from 'shared-lib/domain';
import { useMessages, useTranslation } from 'shared-lib/i18n';
import { useOnline } from 'shared-lib/ui';
import { CHECKOUT_NS } from '../../i18n/texts';
import styles from './checkout.module.css';

/** Pay on Delivery (default) or Pay Now; offline, Pay Now is disabled with the reason beside it (issue 32). */
export function PaymentOptions({ value, onChange }: { value: PaymentType; onChange(type: PaymentType): void }) {
  const { t } = useTranslation(CHECKOUT_NS);
  const messages = useMessages();
  const online = useOnline();
  return (
    <section className={styles.card} aria-labelledby="payment-title">
      <h2 id="payment-title" className={styles.cardTitle}>
        {t('payment.title')}
      </h2>
      <div className={styles.paymentOptions} role="radiogroup" aria-labelledby="payment-title">
        {[PAYMENT_TYPES.payOnDelivery, PAYMENT_TYPES.payNow].map((type) => {
          const unavailable = type === PAYMENT_TYPES.payNow && !online;
          return (
            <Fragment key={type}>
              <label className={`${styles.paymentOption} ${value === type ? styles.paymentSelected : ''} ${unavailable ? styles.paymentUnavailable : ''}`}>
                <input
                  type="radio"
                  name="payment_type"
                  value={type}
                  checked={value === type}
                  disabled={unavailable}
                  aria-describedby={unavailable ? 'pay-now-offline' : undefined}
                  onChange={() => onChange(type)}
                />
                <span>{t(`payment.${type}`)}</span>
              </label>
              {unavailable && (
                <p id="pay-now-offline" className={styles.paymentReason} data-testid="pay-now-offline">
                  {messages.offline.payNowOffline}
                </p>
              )}
            </Fragment>
          );
        })}
      </div>
    </section>
  );
}
