import { useEffect, useRef, useState } from 'react';
import type { Coupon } from 'shared-lib/contract';
import { ACCOUNT_SAFETY_MESSAGES, isCouponValid, MESSAGES, TIMINGS } from 'shared-lib/domain';
import { popup } from 'shared-lib/ui';
import styles from './checkout.module.css';

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
      flash(MESSAGES.enterCoupon, TIMINGS.couponEmptyMessage);
      return;
    }
    setBusy(true);
    try {
      const result = await lookup(trimmed);
      if (!result.success || !result.data) {
        flash(MESSAGES.invalidCoupon, TIMINGS.couponInvalidMessage);
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
      flash(MESSAGES.invalidCoupon, TIMINGS.couponInvalidMessage);
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
        {MESSAGES.couponPrompt}
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
          placeholder={MESSAGES.couponPlaceholder}
          disabled={Boolean(applied)}
          autoComplete="off"
          aria-describedby="coupon-message"
        />
        <button type="button" className={styles.buttonSecondary} onClick={() => void apply()} disabled={busy || Boolean(applied)}>
          Apply
        </button>
        <button type="button" className={styles.buttonGhost} onClick={cancel}>
          Cancel
        </button>
      </div>
      <p id="coupon-message" className={applied ? styles.couponApplied : styles.error} role="status" aria-live="polite">
        {applied ? `${applied.code} applied${applied.description ? ` · ${applied.description}` : ''}` : message}
      </p>
    </div>
  );
}
