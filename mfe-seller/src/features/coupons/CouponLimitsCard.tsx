/** One coupon: its code, terms and uses, and the form that sets its minimum order value and use limits (empty is no limit). */
import { useState } from 'react';
import type { HouseCoupon } from 'shared-lib/contract';
import { COUPON_LIMIT_MESSAGES } from 'shared-lib/domain';
import { errorMessage } from 'shared-lib/http';
import { useSetCouponLimitsMutation } from 'shared-lib/store';
import { notify } from 'shared-lib/ui';
import formStyles from '../shared/forms.module.css';
import { LIMIT_FIELDS, type LimitProblems, readLimits, valuesOf } from './coupon-limits-form';
import styles from './coupons.module.css';
import { useTranslation } from 'shared-lib/i18n';
import { SELLER_NS } from '../../i18n/texts';

export function CouponLimitsCard({ coupon }: { coupon: HouseCoupon }) {
  const { t } = useTranslation(SELLER_NS);
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

  const usesLine = coupon.max_uses === null ? t('coupons.used', { uses: coupon.uses }) : t('coupons.usedOf', { uses: coupon.uses, max: coupon.max_uses });
  return (
    <article className={styles.coupon} aria-labelledby={`coupon-${coupon.id}-code`} data-testid={`coupon-${coupon.code}`}>
      <div className={styles.couponHead}>
        <h3 id={`coupon-${coupon.id}-code`} className={styles.code}>
          {coupon.code}
        </h3>
        <span className={coupon.is_active ? styles.active : styles.inactive}>{coupon.is_active ? t('coupons.active') : t('coupons.inactive')}</span>
      </div>
      {coupon.description ? <p className={styles.description}>{coupon.description}</p> : null}
      <p className={styles.uses}>{usesLine}</p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t('coupons.limitsOf', { code: coupon.code })}>
        {LIMIT_FIELDS.map((field) => {
          const id = `coupon-${coupon.id}-${field}`;
          return (
            <div key={field} className={formStyles.field}>
              <label htmlFor={id} className={formStyles.label}>
                {t(`coupons.fields.${field}`)}
              </label>
              <input
                id={id}
                className={formStyles.input}
                inputMode="numeric"
                placeholder={t('coupons.noLimit')}
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
          <button type="submit" className={formStyles.primary} disabled={saving.isLoading} aria-label={t('coupons.saveOf', { code: coupon.code })}>
            {saving.isLoading ? t('coupons.saving') : t('coupons.save')}
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
