/** Checkout (spec sections 2, 4, 5): address cards or the customer form, payment choice, order summary, coupon, PLACE ORDER. */
import { useFormik } from 'formik';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Coupon } from 'shared-lib/contract';
import { computeTotals, CUSTOMER_FIELDS, type CustomerValues, DEFAULT_PAYMENT_TYPE, EMPTY_CUSTOMER, MESSAGES, needsPrescription, type PaymentType, RX_MESSAGES } from 'shared-lib/domain';
import { couponsApi, dismissOrder, selectPatientId, selectUser, useAppDispatch, useAppSelector, useCart, useGetPatientQuery, useOfflineOrders } from 'shared-lib/store';
import { EntrySpinner, notify, popup, SpinnerOverlay } from 'shared-lib/ui';
import { AddressCards } from './AddressCards';
import { EmptyCartNotice, OrderPlacedNotice } from './CheckoutNotices';
import { QueuedOrderNotice, RefusedOrderNotice } from './OfflineOrderNotices';
import { CouponBox } from './CouponBox';
import { CustomerForm } from './CustomerForm';
import { customerSchema } from './customer-schema';
import { buildOrderPayload } from './order-payload';
import { OrderSummary } from './OrderSummary';
import { PaymentOptions } from './PaymentOptions';
import { PrescriptionStep } from './PrescriptionStep';
import { useDeliveryAddress } from './useDeliveryAddress';
import { usePlaceOrder } from './usePlaceOrder';
import { useThankYou } from './useThankYou';
import styles from './checkout.module.css';
import { useTranslation } from 'shared-lib/i18n';
import { CHECKOUT_NS, DELIVERY_RANGE } from '../../i18n/texts';

export function CheckoutPage() {
  const { t } = useTranslation(CHECKOUT_NS);
  const dispatch = useAppDispatch();
  const patientId = useAppSelector(selectPatientId);
  const user = useAppSelector(selectUser);
  const cart = useCart();
  const { data: patient } = useGetPatientQuery(patientId ?? 0, { skip: patientId === null });
  const delivery = useDeliveryAddress(patientId);
  const { placeOrder, placing, done } = usePlaceOrder();

  const [paymentType, setPaymentType] = useState<PaymentType>(DEFAULT_PAYMENT_TYPE);
  const [coupon, setCoupon] = useState<Coupon | null>(null);
  const [blocked, setBlocked] = useState<number[]>([]);
  const [placedId, setPlacedId] = useState<string | null>(null);
  // issue 28: a prescription medicine in the cart needs a prescription (and a logged-in patient)
  const rxNeeded = cart.lines.some((line) => needsPrescription(line.prescription_class));
  const [rxDocumentId, setRxDocumentId] = useState<number | null>(null);
  const totals = useMemo(() => computeTotals(cart.lines, coupon), [cart.lines, coupon]);
  useThankYou(placedId, done, patientId === null);
  // issue 32: an order placed offline waits for the network; once sent it is shown placed (once) or refused
  const offline = useOfflineOrders(patientId);
  const waitingOrder = offline.queued.at(-1);
  const refusedOrder = offline.outcomes.find((outcome) => outcome.status === 'refused');
  useEffect(() => {
    const placed = offline.outcomes.find((outcome) => outcome.status === 'placed');
    if (placed?.status !== 'placed') return;
    setPlacedId(placed.uniqueId);
    void dismissOrder(patientId, placed.idempotencyKey);
  }, [offline.outcomes, patientId]);

  // a patient's name, email and mobile come from the account
  const askContact = patientId === null;
  const patientName = patient ? `${patient.first_name} ${patient.last_name}`.trim() : (user?.name ?? '');
  const form = useFormik<CustomerValues>({ initialValues: EMPTY_CUSTOMER, validationSchema: customerSchema(askContact), onSubmit: () => undefined });

  // a product removed from the cart is no longer highlighted
  useEffect(() => {
    setBlocked((ids) => ids.filter((id) => cart.lines.some((line) => line.product_id === id)));
  }, [cart.lines]);

  const lookupCoupon = useCallback(
    async (code: string) => {
      const result = await dispatch(couponsApi.endpoints.getCouponDetails.initiate(code, { forceRefetch: true })).unwrap();
      return { success: result.success, data: result.data };
    },
    [dispatch],
  );

  /** The customer form's values when it is valid; otherwise every message is shown and the first field focused. */
  const validForm = async (): Promise<CustomerValues | null> => {
    const errors = await form.validateForm();
    if (Object.keys(errors).length === 0) return form.values;
    await form.setTouched(Object.fromEntries(CUSTOMER_FIELDS.map((field) => [field, true])), false);
    const first = CUSTOMER_FIELDS.find((field) => errors[field]);
    if (first) document.getElementById(`checkout-${first}`)?.focus();
    return null;
  };

  const submit = async () => {
    if (cart.lines.length === 0 || placing) return;
    if (rxNeeded && (patientId === null || rxDocumentId === null)) {
      notify.warning(patientId === null ? RX_MESSAGES.guestMustLogIn : RX_MESSAGES.missing);
      document.getElementById('rx-title')?.scrollIntoView({ block: 'center' });
      return;
    }
    const values = delivery.showForm ? await validForm() : null;
    if (delivery.showForm && !values) return;
    const pincode = values ? values.pincode.trim() : delivery.selected?.pincode;
    if (!pincode) {
      notify.warning(MESSAGES.checkout.selectAddress);
      return;
    }
    const contact = patientId === null ? null : { id: patientId, name: patientName, email: patient?.email ?? '', mobile: patient?.phone ?? '' };
    const built = buildOrderPayload({ lines: cart.lines, totals, coupon, paymentType, patient: contact, savedAddress: values ? null : delivery.selected, form: values });
    const payload = rxNeeded && rxDocumentId !== null ? { ...built, prescription_document_id: rxDocumentId } : built;
    const result = await placeOrder(payload, pincode);
    setBlocked(result.kind === 'blocked' ? result.productIds : []);
    if (result.kind === 'redirect') window.location.assign(result.url);
    else if (result.kind === 'placed') setPlacedId(result.uniqueId);
    else if (result.kind === 'blocked') void popup.error(MESSAGES.cartErrorTitle, MESSAGES.removeHighlighted);
    else if (result.kind === 'failed') void popup.error(result.title, result.message);
    // 'queued': the notice of the order waiting for the network replaces the form (useOfflineOrders)
  };

  if (placedId) return <OrderPlacedNotice uniqueId={placedId} placing={placing} />;
  if (waitingOrder) return <QueuedOrderNotice order={waitingOrder} />;
  if (refusedOrder) return <RefusedOrderNotice message={refusedOrder.status === 'refused' ? refusedOrder.message : ''} onBack={() => void dismissOrder(patientId, refusedOrder.idempotencyKey)} />;
  if (!cart.isLoading && cart.lines.length === 0 && !placing) return <EmptyCartNotice />;

  return (
    <main className={styles.page}>
      <EntrySpinner />
      <SpinnerOverlay visible={placing} />
      <h1 className={styles.title}>{t('checkout.title')}</h1>
      <p className={styles.trust}>{t('checkout.trust', { days: t('deliveryDays', { range: DELIVERY_RANGE }) })}</p>
      <form
        className={styles.layout}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className={styles.column}>
          {rxNeeded && <PrescriptionStep guest={patientId === null} documentId={rxDocumentId} onChosen={(id) => setRxDocumentId(id)} />}
          <section className={styles.card} aria-labelledby="address-title">
            <div className={styles.cardHead}>
              <h2 id="address-title" className={styles.cardTitle}>
                {delivery.showForm ? t('checkout.customer') : t('checkout.delivery')}
              </h2>
              {delivery.hasSaved &&
                (delivery.adding ? (
                  <button
                    type="button"
                    className={styles.buttonGhost}
                    onClick={() => {
                      delivery.cancelAdding();
                      void form.setTouched({}, false);
                    }}
                  >
                    {t('checkout.cancel')}
                  </button>
                ) : (
                  <button type="button" className={styles.buttonSecondary} onClick={delivery.startAdding}>
                    {t('checkout.addAddress')}
                  </button>
                ))}
            </div>
            {!delivery.showForm && <AddressCards addresses={delivery.addresses} recipient={patientName} selectedId={delivery.selectedId} onSelect={delivery.select} />}
            {delivery.showForm && <CustomerForm form={form} askContact={askContact} onEdit={() => setBlocked([])} />}
          </section>
          <PaymentOptions value={paymentType} onChange={setPaymentType} />
        </div>

        <div className={styles.column}>
          <OrderSummary lines={cart.lines} totals={totals} blocked={blocked}>
            <CouponBox applied={coupon} lookup={lookupCoupon} onApply={setCoupon} onCancel={() => setCoupon(null)} subtotal={totals.subtotal} />
            <button type="submit" className={`${styles.buttonPrimary} ${styles.placeOrder}`} disabled={placing || cart.isLoading}>
              {t('checkout.placeOrder')}
            </button>
          </OrderSummary>
        </div>
      </form>
    </main>
  );
}
