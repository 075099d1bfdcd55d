/** Orders: 'No Orders Found' with Order Now, or a table Order, Date, Status, Total, Actions (View, Cancel). */
import { Fragment, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatRupees, MESSAGES, ORDER_STATUS, type PatientOrder } from 'shared-lib/domain';
import { popup } from 'shared-lib/ui';
import { formStyles } from '../shared/Field';
import { failureMessage, useCancelOrderMutation, useGetOrdersQuery } from '../shared/patient-api';
import { formatOrderDate, OrderItems, StatusBadge } from './OrderItems';
import styles from './Orders.module.css';

export const ORDERS_PAGE_SIZE = 10;

export function OrdersTab({ patientId }: { patientId: number }) {
  const [page, setPage] = useState(1);
  const { data, isLoading, isError } = useGetOrdersQuery({ userId: patientId, page, pageSize: ORDERS_PAGE_SIZE });
  const [cancelOrder, { isLoading: cancelling }] = useCancelOrderMutation();
  const [open, setOpen] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);

  const cancel = async (order: PatientOrder) => {
    setConfirming(null);
    try {
      await cancelOrder(order.unique_id).unwrap();
      void popup.success(MESSAGES.success, 'Your order has been cancelled.');
    } catch (error) {
      void popup.error(MESSAGES.failed, failureMessage(error));
    }
  };

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
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Order</th>
                  <th scope="col">Date</th>
                  <th scope="col">Status</th>
                  <th scope="col" className={styles.num}>
                    Total
                  </th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {orders.map((order) => (
                  <Fragment key={order.unique_id}>
                    <tr data-testid="order-row">
                      <td className={styles.mono}>{order.unique_id}</td>
                      <td>{formatOrderDate(order.order_date)}</td>
                      <td>
                        <StatusBadge status={order.status} />
                      </td>
                      <td className={styles.num}>{formatRupees(order.order_total_price)}</td>
                      <td>
                        <div className={styles.rowActions}>
                          <button
                            type="button"
                            className={`${formStyles.secondary} ${styles.small}`}
                            aria-expanded={open === order.unique_id}
                            onClick={() => setOpen(open === order.unique_id ? null : order.unique_id)}
                          >
                            {open === order.unique_id ? 'Hide' : 'View'}
                          </button>
                          {order.status === ORDER_STATUS.processing && confirming !== order.unique_id ? (
                            <button type="button" className={`${formStyles.danger} ${styles.small}`} disabled={cancelling} onClick={() => setConfirming(order.unique_id)}>
                              Cancel
                            </button>
                          ) : null}
                          {confirming === order.unique_id ? (
                            <span className={styles.rowActions} role="group" aria-label="Confirm cancellation">
                              <span className={styles.confirmText}>Cancel this order?</span>
                              <button type="button" className={`${formStyles.danger} ${styles.small}`} disabled={cancelling} onClick={() => void cancel(order)}>
                                Yes, cancel
                              </button>
                              <button type="button" className={`${formStyles.secondary} ${styles.small}`} onClick={() => setConfirming(null)}>
                                Keep
                              </button>
                            </span>
                          ) : null}
                        </div>
                      </td>
                    </tr>
                    {open === order.unique_id ? (
                      <tr className={styles.details}>
                        <td colSpan={5}>
                          <OrderItems order={order} />
                        </td>
                      </tr>
                    ) : null}
                  </Fragment>
                ))}
              </tbody>
            </table>
          </div>
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
