/**
 * order/confirm?order=…&token=…: the page the confirmation mail links to. Opening it only reads the order (mail
 * scanners and link previews open links); the "Confirm my order" button POSTs the token. Every outcome has its
 * own message: confirmed (with the delivery estimate), already confirmed, expired (with a link to order again),
 * a wrong link, too many attempts.
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { GuestConfirmation } from 'shared-lib/contract';
import { formatRupees, GUEST_MESSAGES, type PaymentType } from 'shared-lib/domain';
import { domainTexts, localizeText, useDomainTexts, useTranslation } from 'shared-lib/i18n';
import { CHECKOUT_NS } from '../../i18n/texts';
import { useConfirmGuestOrderMutation, useGetGuestConfirmationQuery } from 'shared-lib/store';
import { EntrySpinner } from 'shared-lib/ui';
import styles from '../checkout/checkout.module.css';
import own from './confirm.module.css';

type Outcome = { ok: boolean; text: string; orderAgain?: boolean };

const outcomeOf = (status: unknown, message: string): Outcome => {
  if (status === 429) return { ok: false, text: GUEST_MESSAGES.confirmRateLimited };
  // the server answers in the language on screen
  if (status === 409 && (message === GUEST_MESSAGES.alreadyConfirmed || message === domainTexts('guest', GUEST_MESSAGES).alreadyConfirmed)) return { ok: true, text: GUEST_MESSAGES.alreadyConfirmed };
  if (status === 410) return { ok: false, text: GUEST_MESSAGES.confirmExpired, orderAgain: true };
  if (status === 404) return { ok: false, text: GUEST_MESSAGES.confirmWrongToken };
  // a refusal without a message of its own shows the checkout's `confirm.wrong` text
  return { ok: false, text: message };
};

/** What the page says for a state read with the link (before any button press). */
const stateOutcome = (state: GuestConfirmation['state']): Outcome | null =>
  state === 'confirmed'
    ? { ok: true, text: GUEST_MESSAGES.alreadyConfirmed }
    : state === 'expired'
      ? { ok: false, text: GUEST_MESSAGES.confirmExpired, orderAgain: true }
      : state === 'cancelled'
        ? { ok: false, text: GUEST_MESSAGES.confirmCancelled, orderAgain: true }
        : null;

const errorOf = (error: unknown): { status: unknown; message: string } => {
  const e = error as { status?: unknown; message?: string; data?: { message?: string } } | undefined;
  return { status: e?.status, message: e?.data?.message ?? e?.message ?? '' };
};

function OrderCard({ order }: { order: GuestConfirmation['order'] }) {
  const { t } = useTranslation(CHECKOUT_NS);
  return (
    <div className={styles.card} data-testid="confirm-order">
      <h2 className={styles.cardTitle}>{t('confirm.order', { id: order.unique_id })}</h2>
      <ul className={own.lines}>
        {order.lines.map((line) => (
          <li key={line.name} className={own.line}>
            <span className={own.name}>{line.name}</span>
            <span className={own.qty}>× {line.quantity}</span>
            <span className={own.total}>{formatRupees(line.total)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <div className={styles.grandTotal}>
          <dt>{t('confirm.orderTotal')}</dt>
          <dd>{formatRupees(order.order_total_price)}</dd>
        </div>
      </dl>
      <p>
        {PAYMENT_TYPES_SHOWN.includes(order.payment_type as PaymentType) ? t(`payment.${order.payment_type as PaymentType}`) : ''} · {localizeText(order.delivery_estimate)}
      </p>
    </div>
  );
}

const PAYMENT_TYPES_SHOWN: readonly string[] = ['1', '2'];

export function GuestConfirmPage() {
  const { t } = useTranslation(CHECKOUT_NS);
  const guestTexts = useDomainTexts('guest', GUEST_MESSAGES);
  const [params] = useSearchParams();
  const link = { order: params.get('order') ?? '', token: params.get('token') ?? '' };
  const complete = link.order !== '' && link.token !== '';
  const view = useGetGuestConfirmationQuery(link, { skip: !complete, refetchOnMountOrArgChange: true });
  const [confirm, { isLoading }] = useConfirmGuestOrderMutation();
  const [pressed, setPressed] = useState<{ outcome: Outcome; order?: GuestConfirmation['order'] } | null>(null);

  const press = async () => {
    try {
      const done = await confirm(link).unwrap();
      setPressed({ outcome: { ok: true, text: GUEST_MESSAGES.orderConfirmed }, order: done.order });
    } catch (error) {
      const { status, message } = errorOf(error);
      setPressed({ outcome: outcomeOf(status, message) });
    }
  };

  if (complete && view.isLoading) return <EntrySpinner />;
  const loadError = !complete ? { ok: false, text: GUEST_MESSAGES.confirmWrongToken } : view.error ? outcomeOf(errorOf(view.error).status, errorOf(view.error).message) : null;
  const order = pressed?.order ?? view.data?.order;
  const outcome = pressed?.outcome ?? loadError ?? (view.data ? stateOutcome(view.data.state) : null);
  const pending = !pressed && view.data?.state === 'pending';

  return (
    <main className={styles.page}>
      <div className={`${styles.card} ${styles.statusCard}`} data-testid="guest-confirm">
        <h1 className={styles.title}>{pending ? t('confirm.pleaseConfirm') : outcome?.ok ? t('confirm.yourOrder') : t('confirm.confirmation')}</h1>
        {outcome ? (
          <p role={outcome.ok ? 'status' : 'alert'}>{localizeText(outcome.text) || t('confirm.wrong')}</p>
        ) : (
          <p>{guestTexts.confirmPending}</p>
        )}
        {order ? <OrderCard order={order} /> : null}
        <div className={own.actions}>
          {pending || (pressed && pressed.outcome.text === GUEST_MESSAGES.confirmRateLimited) ? (
            <button type="button" className={styles.buttonPrimary} disabled={isLoading} onClick={() => void press()}>
              {t('confirm.confirmButton')}
            </button>
          ) : null}
          <Link className={outcome?.orderAgain ? styles.buttonPrimary : styles.buttonSecondary} to="/home">
            {outcome?.orderAgain ? t('confirm.orderAgain') : t('confirm.continue')}
          </Link>
        </div>
      </div>
    </main>
  );
}
