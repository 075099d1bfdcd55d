/**
 * Orders: 'No Orders Found' with Order Now, or the orders with View and Cancel: a table Order, Date,
 * Status, Total, Actions on wider screens, one stacked card per order on phones (no sideways scroll).
 */
import { Fragment, useState } from 'react';
import { Link } from 'react-router-dom';
import type { PatientOrder } from 'shared-lib/contract';
import { formatDate, formatMoney, MESSAGES } from 'shared-lib/domain';
import { confirm, formStyles, hasInvoice, InvoiceButton, OrderItems, orderStyles, OrderStatusBadge, OrderTimeline, PHONE_QUERY, popup, useMediaQuery } from 'shared-lib/ui';
import { saveOrReport } from '../shared/dialogs';
import { useCancelOrderMutation, useGetOrdersQuery } from 'shared-lib/store';
import { RxOrderPanel, RxStatusLabel } from './RxOrderPanel';
import { ReturnsPanel } from '../returns/ReturnsPanel';
import styles from './Orders.module.css';
import { currentLanguage, useMessages, useTranslation } from 'shared-lib/i18n';
import { PATIENT_NS } from '../../i18n/texts';

export const ORDERS_PAGE_SIZE = 10;

const detailsId = (order: PatientOrder) => `order-details-${order.unique_id}`;

interface ActionsProps {
  order: PatientOrder;
  open: boolean;
  onToggle: () => void;
  onCancel: () => void;
  cancelling: boolean;
}

function OrderActions({ order, open, onToggle, onCancel, cancelling }: ActionsProps) {
  const { t } = useTranslation(PATIENT_NS);
  return (
    <div className={styles.rowActions}>
      <button type="button" className={`${formStyles.secondary} ${styles.small}`} aria-expanded={open} aria-controls={open ? detailsId(order) : undefined} onClick={onToggle}>
        {open ? t('orders.hide') : t('orders.view')}
      </button>
      {hasInvoice(order) ? <InvoiceButton uniqueId={order.unique_id} invoices={order.invoices} className={`${formStyles.secondary} ${styles.small}`} /> : null}
      {order.can_cancel ? (
        <button type="button" className={`${formStyles.danger} ${styles.small}`} disabled={cancelling} onClick={onCancel}>
          {t('cancel')}
        </button>
      ) : null}
    </div>
  );
}

export function OrdersTab({ patientId }: { patientId: number }) {
  const { t } = useTranslation(PATIENT_NS);
  const messages = useMessages();
  const language = currentLanguage();
  const [page, setPage] = useState(1);
  const { data, isLoading, isError } = useGetOrdersQuery({ userId: patientId, page, pageSize: ORDERS_PAGE_SIZE });
  const [cancelOrder, { isLoading: cancelling }] = useCancelOrderMutation();
  const [open, setOpen] = useState<string | null>(null);
  const phone = useMediaQuery(PHONE_QUERY);

  const cancel = async (order: PatientOrder) => {
    const sure = await confirm({
      title: t('orders.cancelTitle'),
      text: t('orders.cancelText', { id: order.unique_id }),
      confirmButtonText: t('orders.cancelYes'),
      cancelButtonText: t('orders.keep'),
    });
    if (!sure) return;
    await saveOrReport(async () => {
      const { message } = await cancelOrder(order.unique_id).unwrap();
      void popup.success(MESSAGES.success, message);
    });
  };

  const actions = (order: PatientOrder) => (
    <OrderActions
      order={order}
      open={open === order.unique_id}
      onToggle={() => setOpen(open === order.unique_id ? null : order.unique_id)}
      onCancel={() => void cancel(order)}
      cancelling={cancelling}
    />
  );

  const orders = data?.items ?? [];
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <div className={formStyles.card}>
      <h2 className={formStyles.sectionTitle}>{t('profile.tabs.orders')}</h2>
      {isLoading ? (
        <p>{t('loading')}</p>
      ) : isError ? (
        <p role="alert">{t('orders.failed')}</p>
      ) : orders.length === 0 ? (
        <div className={formStyles.empty}>
          <strong>{messages.noOrders}</strong>
          <Link to="/home/buy-medicine" className={formStyles.primary} style={{ display: 'inline-flex', alignItems: 'center', textDecoration: 'none', marginTop: 'var(--space-3)' }}>
            {t('orders.orderNow')}
          </Link>
        </div>
      ) : (
        <>
          {phone ? (
            <ul className={styles.orderCards} aria-label={t('profile.tabs.orders')}>
              {orders.map((order) => (
                <li key={order.unique_id} className={styles.orderCard} data-testid="order-row">
                  <dl className={styles.facts}>
                    <div>
                      <dt>{t('orders.order')}</dt>
                      <dd className={orderStyles.mono}>{order.unique_id}</dd>
                    </div>
                    <div className={styles.factEnd}>
                      <dt>{t('orders.status')}</dt>
                      <dd>
                        <OrderStatusBadge status={order.status} /> <RxStatusLabel order={order} />
                      </dd>
                    </div>
                    <div>
                      <dt>{t('orders.date')}</dt>
                      <dd>{formatDate(order.order_date, 'date', language)}</dd>
                    </div>
                    <div className={styles.factEnd}>
                      <dt>{t('orders.total')}</dt>
                      <dd className={styles.factTotal}>{formatMoney(order.order_total_price, language)}</dd>
                    </div>
                  </dl>
                  {actions(order)}
                  {open === order.unique_id ? (
                    <div className={styles.cardDetails} id={detailsId(order)}>
                      <OrderTimeline order={order} />
                      <RxOrderPanel order={order} />
                      <OrderItems order={order} reviewable />
                      <ReturnsPanel uniqueId={order.unique_id} />
                    </div>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <div className={orderStyles.tableWrap}>
              <table className={orderStyles.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('orders.order')}</th>
                    <th scope="col">{t('orders.date')}</th>
                    <th scope="col">{t('orders.status')}</th>
                    <th scope="col" className={orderStyles.num}>
                      {t('orders.total')}
                    </th>
                    <th scope="col">{t('orders.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {orders.map((order) => (
                    <Fragment key={order.unique_id}>
                      <tr data-testid="order-row">
                        <td className={orderStyles.mono}>{order.unique_id}</td>
                        <td>{formatDate(order.order_date, 'date', language)}</td>
                        <td>
                          <OrderStatusBadge status={order.status} /> <RxStatusLabel order={order} />
                        </td>
                        <td className={orderStyles.num}>{formatMoney(order.order_total_price, language)}</td>
                        <td>{actions(order)}</td>
                      </tr>
                      {open === order.unique_id ? (
                        <tr className={styles.details} id={detailsId(order)}>
                          <td colSpan={5}>
                            <OrderTimeline order={order} />
                      <RxOrderPanel order={order} />
                      <OrderItems order={order} reviewable />
                      <ReturnsPanel uniqueId={order.unique_id} />
                          </td>
                        </tr>
                      ) : null}
                    </Fragment>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {pages > 1 ? (
            <div className={styles.pager}>
              <button type="button" className={`${formStyles.secondary} ${styles.small}`} disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('orders.previous')}
              </button>
              <span>
                {t('orders.pageOf', { page, pages })}
              </span>
              <button type="button" className={`${formStyles.secondary} ${styles.small}`} disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t('orders.next')}
              </button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
