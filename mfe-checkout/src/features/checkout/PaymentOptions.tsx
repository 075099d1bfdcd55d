import { PAYMENT_TYPES, type PaymentType } from 'shared-lib/domain';
import { useTranslation } from 'shared-lib/i18n';
import { CHECKOUT_NS } from '../../i18n/texts';
import styles from './checkout.module.css';

/** Pay on Delivery (default) or Pay Now. */
export function PaymentOptions({ value, onChange }: { value: PaymentType; onChange(type: PaymentType): void }) {
  const { t } = useTranslation(CHECKOUT_NS);
  return (
    <section className={styles.card} aria-labelledby="payment-title">
      <h2 id="payment-title" className={styles.cardTitle}>
        {t('payment.title')}
      </h2>
      <div className={styles.paymentOptions} role="radiogroup" aria-labelledby="payment-title">
        {[PAYMENT_TYPES.payOnDelivery, PAYMENT_TYPES.payNow].map((type) => (
          <label key={type} className={`${styles.paymentOption} ${value === type ? styles.paymentSelected : ''}`}>
            <input type="radio" name="payment_type" value={type} checked={value === type} onChange={() => onChange(type)} />
            <span>{t(`payment.${type}`)}</span>
          </label>
        ))}
      </div>
    </section>
  );
}
