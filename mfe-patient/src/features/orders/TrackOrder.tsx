/** Track Your Order: order id -> details, delivery address and items; unknown ids show a message for 3 s. */
import { useEffect, useRef, useState } from 'react';
import type { PatientOrder } from 'shared-lib/contract';
import { TIMINGS } from 'shared-lib/domain';
import { useLazyTrackOrderQuery } from 'shared-lib/store';
import { formStyles, hasInvoice, InvoiceButton, OrderItems, orderStyles, OrderOverview, OrderTimeline } from 'shared-lib/ui';
import { RxOrderPanel } from './RxOrderPanel';
import { useMessages, useTranslation } from 'shared-lib/i18n';
import { PATIENT_NS } from '../../i18n/texts';

export function TrackOrder({ patientId }: { patientId: number }) {
  const { t } = useTranslation(PATIENT_NS);
  const messages = useMessages();
  const [trackingId, setTrackingId] = useState('');
  const [order, setOrder] = useState<PatientOrder | null>(null);
  const [notFound, setNotFound] = useState(false);
  const [trigger, { isFetching }] = useLazyTrackOrderQuery();
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const reset = () => {
    window.clearTimeout(timer.current);
    setTrackingId('');
    setOrder(null);
    setNotFound(false);
  };

  const track = async (event: React.FormEvent) => {
    event.preventDefault();
    const uniqueId = trackingId.trim();
    if (!uniqueId) return;
    window.clearTimeout(timer.current);
    setNotFound(false);
    const result = await trigger({ uniqueId, userId: patientId });
    if (result.data) {
      setOrder(result.data);
      return;
    }
    setOrder(null);
    setNotFound(true);
    // After 3 s the message goes, the input clears and tracking closes.
    timer.current = window.setTimeout(() => {
      setNotFound(false);
      setTrackingId('');
      setOrder(null);
    }, TIMINGS.trackOrderError);
  };

  return (
    <div className={formStyles.card}>
      <h2 className={formStyles.sectionTitle}>{t('profile.tabs.track')}</h2>
      <form className={orderStyles.trackRow} onSubmit={(event) => void track(event)}>
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor="track-id">
            {t('track.orderId')}
          </label>
          <input
            id="track-id"
            className={formStyles.input}
            value={trackingId}
            onChange={(event) => setTrackingId(event.target.value)}
            placeholder={messages.trackPlaceholder}
            autoComplete="off"
          />
        </div>
        <button type="submit" className={formStyles.primary} disabled={!trackingId.trim() || isFetching}>
          {t('track.track')}
        </button>
      </form>
      {notFound ? (
        <p className={orderStyles.trackError} role="alert">
          {messages.noTrackedOrder}
        </p>
      ) : null}
      {order ? (
        <section aria-label={t('track.tracked')} data-testid="tracked-order">
          <OrderOverview order={order} />
          <OrderTimeline order={order} />
          <RxOrderPanel order={order} />
          <OrderItems order={order} reviewable />
          <div className={formStyles.actions}>
            {/* one tax invoice per supplier of the order (issue 33) */}
            {hasInvoice(order) ? <InvoiceButton uniqueId={order.unique_id} invoices={order.invoices} className={formStyles.secondary} /> : null}
            <button type="button" className={formStyles.secondary} onClick={reset}>
              {t('cancel')}
            </button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
