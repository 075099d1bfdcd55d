/**
 * order/track (?order=… from the guest mails): Track an order without an account. The order ID and the order's
 * e-mail or mobile show the same details, timeline, shipments and tracking numbers as the patient's Track Your
 * Order (shared-lib/ui), Cancel while the order can be cancelled and the invoice once there is one. Any wrong
 * combination gets the spec's 'No order found in this tracking Id'.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { GuestTrackBody, PatientOrder } from 'shared-lib/contract';
import { GUEST_MESSAGES, MESSAGES } from 'shared-lib/domain';
import { useCancelGuestOrderMutation, useTrackGuestOrderMutation } from 'shared-lib/store';
import { confirm, formStyles, hasInvoice, InvoiceButton, OrderItems, orderStyles, OrderOverview, OrderTimeline, popup } from 'shared-lib/ui';
import styles from '../checkout/checkout.module.css';
import { localizeText, useDomainTexts, useMessages, useTranslation } from 'shared-lib/i18n';
import { CHECKOUT_NS } from '../../i18n/texts';
import own from './track.module.css';

const errorOf = (error: unknown): { status: unknown; message: string } => {
  const e = error as { status?: unknown; data?: { message?: string } } | undefined;
  return { status: e?.status, message: e?.data?.message ?? '' };
};

/** What a refused look-up says: the spec's one message for every wrong combination, else the server's (e.g. too many attempts). */
const lookupMessage = (error: unknown): string => {
  const { status, message } = errorOf(error);
  return status === 404 || !message ? MESSAGES.noTrackedOrder : message;
};

export function GuestTrackPage() {
  const { t } = useTranslation(CHECKOUT_NS);
  const guestTexts = useDomainTexts('guest', GUEST_MESSAGES);
  const messages = useMessages();
  const [params] = useSearchParams();
  const [uniqueId, setUniqueId] = useState(params.get('order') ?? '');
  const [contact, setContact] = useState('');
  const [asked, setAsked] = useState<GuestTrackBody | null>(null);
  const [order, setOrder] = useState<PatientOrder | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [track, { isLoading }] = useTrackGuestOrderMutation();
  const [cancelOrder, { isLoading: cancelling }] = useCancelGuestOrderMutation();

  const lookUp = async (body: GuestTrackBody) => {
    setProblem(null);
    try {
      setOrder(await track(body).unwrap());
      setAsked(body);
    } catch (error) {
      setOrder(null);
      setAsked(null);
      setProblem(lookupMessage(error));
    }
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = { unique_id: uniqueId.trim(), contact: contact.trim() };
    if (!body.unique_id) return;
    if (!body.contact) {
      setProblem(guestTexts.contactRequired);
      return;
    }
    void lookUp(body);
  };

  const cancel = async () => {
    if (!order || !asked) return;
    const sure = await confirm({ title: t('track.cancelTitle'), text: t('track.cancelText', { id: order.unique_id }), confirmButtonText: t('track.cancelYes'), cancelButtonText: t('track.cancelKeep') });
    if (!sure) return;
    try {
      const done = await cancelOrder(asked).unwrap();
      void popup.success(MESSAGES.success, done.message);
    } catch (error) {
      void popup.error(t('track.failed'), errorOf(error).message || MESSAGES.noTrackedOrder);
    }
    await lookUp(asked);
  };

  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{t('track.title')}</h1>
      <div className={`${styles.card} ${own.card}`}>
        <p className={own.intro}>{guestTexts.trackIntro}</p>
        <form className={orderStyles.trackRow} onSubmit={submit} aria-label={t('track.title')}>
          <div className={formStyles.field}>
            <label className={formStyles.label} htmlFor="guest-track-id">
              {t('track.orderId')}
            </label>
            <input id="guest-track-id" className={formStyles.input} value={uniqueId} onChange={(event) => setUniqueId(event.target.value)} placeholder={messages.trackPlaceholder} autoComplete="off" />
          </div>
          <div className={formStyles.field}>
            <label className={formStyles.label} htmlFor="guest-track-contact">
              {guestTexts.trackContactLabel}
            </label>
            <input id="guest-track-contact" className={formStyles.input} value={contact} onChange={(event) => setContact(event.target.value)} autoComplete="email" inputMode="email" />
          </div>
          <button type="submit" className={formStyles.primary} disabled={!uniqueId.trim() || isLoading}>
            {t('track.track')}
          </button>
        </form>
        {problem ? (
          <p className={orderStyles.trackError} role="alert">
            {localizeText(problem)}
          </p>
        ) : null}
        {order && asked ? (
          <section aria-label={t('track.tracked')} data-testid="tracked-order">
            <OrderOverview order={order} />
            <OrderTimeline order={order} />
            <OrderItems order={order} />
            <div className={formStyles.actions}>
              {hasInvoice(order) ? <InvoiceButton uniqueId={order.unique_id} contact={asked.contact} invoices={order.invoices} className={formStyles.secondary} /> : null}
              {order.can_cancel ? (
                <button type="button" className={formStyles.danger} disabled={cancelling} onClick={() => void cancel()}>
                  {t('track.cancelOrder')}
                </button>
              ) : null}
            </div>
          </section>
        ) : null}
      </div>
    </main>
  );
}
