/** One coupon: its code, terms and uses, and the form that sets its minimum order value and use limits (empty is no limit). */
import { useState } from 'react';
import type { HouseCoupon } from 'shared-lib/contract';
import { COUPON_LIMIT_MESSAGES } from 'shared-lib/domain';
import { errorMessage } from 'shared-lib/http';
import { useSetCouponLimitsMutation } from 'shared-lib/store';
import { notify } from 'shared-lib/ui';
import formStyles from '../shared/forms.module.css';
import { LIMIT_FIELDS, type LimitField, type LimitProblems, readLimits, valuesOf } from './coupon-limits-form';
import styles from './coupons.module.css';

const LABELS: Record<LimitField, string> = {
  min_order_value: 'Minimum order value (₹)',
  max_uses_per_user: 'Uses per customer',
  max_uses: 'Uses in all',
};

export function CouponLimitsCard({ coupon }: { coupon: HouseCoupon }) {
  const [values, setValues] = useState(() => valuesOf(coupon));
  const [problems, setProblems] = useState<LimitProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [save, saving] = useSetCouponLimitsMutation();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const read = readLimits(values);
    if ('problems' in read) return setProblems(read.problems);
    setProblems({});
    try {
      const saved = await save({ id: coupon.id, ...read.body }).unwrap();
      setValues(valuesOf(saved));
      notify.success(COUPON_LIMIT_MESSAGES.saved, coupon.code);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  const usesLine = coupon.max_uses === null ? `Used ${coupon.uses} time(s)` : `Used ${coupon.uses} of ${coupon.max_uses} time(s)`;
  return (
    <article className={styles.coupon} aria-labelledby={`coupon-${coupon.id}-code`} data-testid={`coupon-${coupon.code}`}>
      <div className={styles.couponHead}>
        <h3 id={`coupon-${coupon.id}-code`} className={styles.code}>
          {coupon.code}
        </h3>
        <span className={coupon.is_active ? styles.active : styles.inactive}>{coupon.is_active ? 'Active' : 'Inactive'}</span>
      </div>
      {coupon.description ? <p className={styles.description}>{coupon.description}</p> : null}
      <p className={styles.uses}>{usesLine}</p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={`Limits of ${coupon.code}`}>
        {LIMIT_FIELDS.map((field) => {
          const id = `coupon-${coupon.id}-${field}`;
          return (
            <div key={field} className={formStyles.field}>
              <label htmlFor={id} className={formStyles.label}>
                {LABELS[field]}
              </label>
              <input
                id={id}
                className={formStyles.input}
                inputMode="numeric"
                placeholder="No limit"
                value={values[field]}
                onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
                aria-invalid={problems[field] ? true : undefined}
                aria-describedby={problems[field] ? `${id}-error` : undefined}
              />
              {problems[field] ? (
                <p id={`${id}-error`} className={formStyles.error} role="alert">
                  {problems[field]}
                </p>
              ) : null}
            </div>
          );
        })}
        <div className={styles.save}>
          <button type="submit" className={formStyles.primary} disabled={saving.isLoading} aria-label={`Save the limits of ${coupon.code}`}>
            {saving.isLoading ? 'Saving…' : 'Save limits'}
          </button>
        </div>
      </form>
      {failure ? (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      ) : null}
    </article>
  );
}
