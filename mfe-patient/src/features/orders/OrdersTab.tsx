/**
 * Orders: 'No Orders Found' with Order Now, or the orders with View and Cancel: a table Order, Date,
 * Status, Total, Actions on wider screens, one stacked card per order on phones (no sideways scroll).
 */
import { Fragment, useState } from 'react';
import { Link } from 'react-router-dom';
import type { PatientOrder } from 'shared-lib/contract';
import { formatRupees, MESSAGES } from 'shared-lib/domain';
import { confirm, formatOrderDate, formStyles, hasInvoice, InvoiceButton, OrderItems, orderStyles, OrderStatusBadge, OrderTimeline, PHONE_QUERY, popup, useMediaQuery } from 'shared-lib/ui';
import { saveOrReport } from '../shared/dialogs';
import { useCancelOrderMutation, useGetOrdersQuery } from 'shared-lib/store';
import { RxOrderPanel, RxStatusLabel } from './RxOrderPanel';
import { ReturnsPanel } from '../returns/ReturnsPanel';
import styles from './Orders.module.css';

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
  return (
    <div className={styles.rowActions}>
      <button type="button" className={`${formStyles.secondary} ${styles.small}`} aria-expanded={open} aria-controls={open ? detailsId(order) : undefined} onClick={onToggle}>
        {open ? 'Hide' : 'View'}
      </button>
      {hasInvoice(order) ? <InvoiceButton uniqueId={order.unique_id} className={`${formStyles.secondary} ${styles.small}`} /> : null}
      {order.can_cancel ? (
        <button type="button" className={`${formStyles.danger} ${styles.small}`} disabled={cancelling} onClick={onCancel}>
          Cancel
        </button>
      ) : null}
    </div>
  );
}

export function OrdersTab({ patientId }: { patientId: number }) {
  const [page, setPage] = useState(1);
  const { data, isLoading, isError } = useGetOrdersQuery({ userId: patientId, page, pageSize: ORDERS_PAGE_SIZE });
  const [cancelOrder, { isLoading: cancelling }] = useCancelOrderMutation();
  const [open, setOpen] = useState<string | null>(null);
  const phone = useMediaQuery(PHONE_QUERY);

  const cancel = async (order: PatientOrder) => {
    const sure = await confirm({
      title: 'Cancel this order?',
      text: `Order ${order.unique_id} will be cancelled. This cannot be undone.`,
      confirmButtonText: 'Yes, cancel it',
      cancelButtonText: 'Keep order',
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
      <h2 className={formStyles.sectionTitle}>Orders</h2>
      {isLoading ? (
        <p>Loading…</p>
      ) : isError ? (
        <p role="alert">Your orders could not be loaded. Please try again.</p>
      ) : orders.length === 0 ? (
        <div className={formStyles.empty}>
          <strong>{MESSAGES.noOrders}</strong>
          <Link to="/home/buy-medicine" className={formStyles.primary} style={{ display: 'inline-flex', alignItems: 'center', textDecoration: 'none', marginTop: 'var(--space-3)' }}>
            Order Now
          </Link>
        </div>
      ) : (
        <>
          {phone ? (
            <ul className={styles.orderCards} aria-label="Orders">
              {orders.map((order) => (
                <li key={order.unique_id} className={styles.orderCard} data-testid="order-row">
                  <dl className={styles.facts}>
                    <div>
                      <dt>Order</dt>
                      <dd className={orderStyles.mono}>{order.unique_id}</dd>
                    </div>
                    <div className={styles.factEnd}>
                      <dt>Status</dt>
                      <dd>
                        <OrderStatusBadge status={order.status} /> <RxStatusLabel order={order} />
                      </dd>
                    </div>
                    <div>
                      <dt>Date</dt>
                      <dd>{formatOrderDate(order.order_date)}</dd>
                    </div>
                    <div className={styles.factEnd}>
                      <dt>Total</dt>
                      <dd className={styles.factTotal}>{formatRupees(order.order_total_price)}</dd>
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
                    <th scope="col">Order</th>
                    <th scope="col">Date</th>
                    <th scope="col">Status</th>
                    <th scope="col" className={orderStyles.num}>
                      Total
                    </th>
                    <th scope="col">Actions</th>
                  </tr>
                </thead>
                <tbody>
                  {orders.map((order) => (
                    <Fragment key={order.unique_id}>
                      <tr data-testid="order-row">
                        <td className={orderStyles.mono}>{order.unique_id}</td>
                        <td>{formatOrderDate(order.order_date)}</td>
                        <td>
                          <OrderStatusBadge status={order.status} /> <RxStatusLabel order={order} />
                        </td>
                        <td className={orderStyles.num}>{formatRupees(order.order_total_price)}</td>
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
                Previous
              </button>
              <span>
                Page {page} of {pages}
              </span>
              <button type="button" className={`${formStyles.secondary} ${styles.small}`} disabled={page >= pages} onClick={() => setPage(page + 1)}>
                Next
              </button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
