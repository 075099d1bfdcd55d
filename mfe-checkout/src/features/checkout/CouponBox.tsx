import { useEffect, useRef, useState } from 'react';
import type { Coupon } from 'shared-lib/contract';
import { ACCOUNT_SAFETY_MESSAGES, isCouponValid, MESSAGES, TIMINGS } from 'shared-lib/domain';
import { popup } from 'shared-lib/ui';
import styles from './checkout.module.css';
import { useTranslation } from 'shared-lib/i18n';
import { CHECKOUT_NS } from '../../i18n/texts';
import { useMessages } from 'shared-lib/i18n';

interface Props {
  applied: Coupon | null;
  /** looks the code up: { success, data } of coupon/getCouponDetails */
  lookup(code: string): Promise<{ success: boolean; data: Coupon | null }>;
  onApply(coupon: Coupon): void;
  onCancel(): void;
  /** the cart subtotal, for a coupon's minimum order value */
  subtotal?: number;
}

/** 'Have a coupon ?': empty code 1 s message, invalid code 2 s message, expired coupon popup (spec section 5). */
export function CouponBox({ applied, lookup, onApply, onCancel, subtotal }: Props) {
  const { t } = useTranslation(CHECKOUT_NS);
  const messages = useMessages();
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const flash = (text: string, ms: number) => {
    window.clearTimeout(timer.current);
    setMessage(text);
    timer.current = window.setTimeout(() => setMessage(null), ms);
  };

  const apply = async () => {
    const trimmed = code.trim();
    if (!trimmed) {
      flash(messages.enterCoupon, TIMINGS.couponEmptyMessage);
      return;
    }
    setBusy(true);
    try {
      const result = await lookup(trimmed);
      if (!result.success || !result.data) {
        flash(messages.invalidCoupon, TIMINGS.couponInvalidMessage);
        return;
      }
      if (!isCouponValid(result.data)) {
        void popup.error(MESSAGES.couponExpiredTitle, MESSAGES.couponExpired);
        return;
      }
      const minimum = result.data.min_order_value;
      if (minimum && subtotal !== undefined && subtotal < minimum) {
        flash(ACCOUNT_SAFETY_MESSAGES.couponMinOrder(minimum), TIMINGS.couponInvalidMessage);
        return;
      }
      setMessage(null);
      onApply(result.data);
    } catch {
      flash(messages.invalidCoupon, TIMINGS.couponInvalidMessage);
    } finally {
      setBusy(false);
    }
  };

  const cancel = () => {
    window.clearTimeout(timer.current);
    setCode('');
    setMessage(null);
    onCancel();
  };

  return (
    <div className={styles.coupon}>
      <label htmlFor="coupon-code" className={styles.couponLabel}>
        {messages.couponPrompt}
      </label>
      <div className={styles.couponRow}>
        <input
          id="coupon-code"
          value={applied ? applied.code : code}
          onChange={(event) => setCode(event.target.value.toUpperCase())}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              if (!applied) void apply();
            }
          }}
          placeholder={messages.couponPlaceholder}
          disabled={Boolean(applied)}
          autoComplete="off"
          aria-describedby="coupon-message"
        />
        <button type="button" className={styles.buttonSecondary} onClick={() => void apply()} disabled={busy || Boolean(applied)}>
          {t('coupon.apply')}
        </button>
        <button type="button" className={styles.buttonGhost} onClick={cancel}>
          {t('coupon.cancel')}
        </button>
      </div>
      <p id="coupon-message" className={applied ? styles.couponApplied : styles.error} role="status" aria-live="polite">
        {applied ? (applied.description ? t('coupon.appliedWith', { code: applied.code, description: applied.description }) : t('coupon.applied', { code: applied.code })) : message}
      </p>
    </div>
  );
}
