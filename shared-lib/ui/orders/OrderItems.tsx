/**
 * An order's lines (with product images) and its totals (spec section 9 for the discount): the patient's
 * Orders tab and Track Your Order, and the guest's Track an order page. Only a patient may review, so the
 * review links of delivered lines show with `reviewable`.
 */
import { Link } from 'react-router-dom';
import type { PatientOrder } from 'shared-lib/contract';
import { formatDate, formatRupees, orderViewDiscount, GST_PERCENT_LABEL, ORDER_STATUS } from 'shared-lib/domain';
import { siteBase } from 'shared-lib/http';
import { PHONE_QUERY, useMediaQuery } from '../useMediaQuery';
import styles from './orders.module.css';
import { currentLanguage, useTranslation } from 'shared-lib/i18n';
import { UI_NS } from '../i18n/texts';

/** An order's date in India time, in the language on screen ('05 Mar 2026'). */
export function formatOrderDate(value: string): string {
  return formatDate(value, 'date', currentLanguage());
}

/** Product images are served under /uploads beside the API. */
export function imageUrl(image: string): string {
  if (/^(https?:|data:|\/)/.test(image)) return image;
  return `${siteBase()}/uploads/${image}`;
}

/** The ids of the order's lines in a delivered shipment: each may be reviewed (issue 34). */
function deliveredLineIds(order: PatientOrder): Set<number> {
  return new Set((order.shipments ?? []).filter((s) => s.status === ORDER_STATUS.delivered).flatMap((s) => s.order_detail_ids));
}

/** Opens the product's review form on its details page. */
function ReviewLink({ productId, name }: { productId: number; name: string }) {
  const { t } = useTranslation(UI_NS);
  return (
    <Link to={`/home/buy-medicine/product-details/${productId}?review=1`} className={styles.reviewLink} aria-label={t('reviewOf', { name })}>
      {t('writeReview')}
    </Link>
  );
}

export function OrderItems({ order, reviewable = false }: { order: PatientOrder; reviewable?: boolean }) {
  const { t } = useTranslation(UI_NS);
  const delivered = reviewable ? deliveredLineIds(order) : new Set<number>();
  const discount = orderViewDiscount(order.coupon, order.total_price);
  const phone = useMediaQuery(PHONE_QUERY);
  return (
    <>
      {phone ? (
        <ul className={styles.lines} aria-label={t('orderItems')}>
          {order.order_details.map((line) => (
            <li key={line.id} className={styles.line}>
              <img className={styles.thumb} src={imageUrl(line.product.image)} alt="" width={48} height={48} loading="lazy" />
              <span className={styles.lineName}>
                {line.product.name}
                {delivered.has(line.id) && <ReviewLink productId={line.product_id} name={line.product.name} />}
              </span>
              <span className={styles.lineQty}>{t('qtyCount', { count: line.quantity })}</span>
              <span className={styles.lineTotal}>{formatRupees(line.total_price)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('product')}</th>
                <th scope="col">{t('code')}</th>
                <th scope="col" className={styles.num}>
                  {t('qty')}
                </th>
                <th scope="col" className={styles.num}>
                  {t('total')}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.order_details.map((line) => (
                <tr key={line.id}>
                  <td>
                    <span className={styles.product}>
                      <img className={styles.thumb} src={imageUrl(line.product.image)} alt="" width={48} height={48} loading="lazy" />
                      <span>
                        {line.product.name}
                        {delivered.has(line.id) && <ReviewLink productId={line.product_id} name={line.product.name} />}
                      </span>
                    </span>
                  </td>
                  <td className={styles.mono}>{line.product.code}</td>
                  <td className={styles.num}>{line.quantity}</td>
                  <td className={styles.num}>{formatRupees(line.total_price)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className={styles.totals} aria-label={t('orderTotals')}>
        <div>
          <span>{t('cartSubtotal')}</span>
          <span>{formatRupees(order.total_price)}</span>
        </div>
        <div>
          <span>{t('shipping')}</span>
          <span>{order.shipping_charges ? formatRupees(order.shipping_charges) : t('free')}</span>
        </div>
        <div>
          <span>{t('discount')}</span>
          <span>{discount ? `− ${formatRupees(discount)}` : formatRupees(0)}</span>
        </div>
        <div>
          <span>{GST_PERCENT_LABEL}</span>
          <span>{formatRupees(order.tax)}</span>
        </div>
        <div className={styles.grand}>
          <span>{t('orderTotal')}</span>
          <span>{formatRupees(order.order_total_price)}</span>
        </div>
      </div>
    </>
  );
}
