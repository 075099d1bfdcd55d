/**
 * Coupons in the seller dashboard (issue 24), for the house seller only: every coupon with its uses, and its
 * minimum order value, uses per customer and uses in all (PUT seller/coupons/{id}/limits). The checkout enforces them.
 */
import { COUPON_LIMIT_MESSAGES } from 'shared-lib/domain';
import { useGetHouseCouponsQuery } from 'shared-lib/store';
import ordersStyles from '../orders/orders.module.css';
import { CouponLimitsCard } from './CouponLimitsCard';
import styles from './coupons.module.css';
import { useDomainTexts, useTranslation } from 'shared-lib/i18n';
import { SELLER_NS } from '../../i18n/texts';

export function CouponsPage() {
  const { t } = useTranslation(SELLER_NS);
  const couponTexts = useDomainTexts('couponLimits', COUPON_LIMIT_MESSAGES);
  const { data: coupons, isFetching, isError } = useGetHouseCouponsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <section aria-labelledby="coupons-title">
      <div className={ordersStyles.head}>
        <h2 id="coupons-title" className={ordersStyles.title}>
          {t('coupons.title')}
        </h2>
      </div>
      <p className={ordersStyles.meta}>{t('coupons.rule')}</p>
      {isError ? (
        <p className={ordersStyles.failure} role="alert">
          {couponTexts.loadFailed}
        </p>
      ) : null}
      <div className={styles.list} aria-busy={isFetching}>
        {coupons?.map((coupon) => <CouponLimitsCard key={coupon.id} coupon={coupon} />)}
        {!coupons?.length && !isError ? <p className={ordersStyles.empty}>{isFetching ? t('coupons.loading') : t('coupons.none')}</p> : null}
      </div>
    </section>
  );
}
