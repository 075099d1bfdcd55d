/** Checkout (spec sections 2, 4, 5): address cards or the customer form, payment choice, order summary, coupon, PLACE ORDER. */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { Coupon } from 'shared-lib/contract';
import {
  computeTotals,
  CUSTOMER_FIELDS,
  type CustomerField,
  type CustomerValues,
  DEFAULT_PAYMENT_TYPE,
  DELIVERY_DAYS,
  EMPTY_CUSTOMER,
  GUEST_MESSAGES,
  MESSAGES,
  PAYMENT_TYPE_LABELS,
  PAYMENT_TYPES,
  type PaymentType,
  TIMINGS,
  undeliverable,
  validateCustomer,
} from 'shared-lib/domain';
import { errorMessage } from 'shared-lib/http';
import {
  api,
  couponsApi,
  newIdempotencyKey,
  ordersApi,
  paymentsApi,
  productLocationsApi,
  selectPatientId,
  selectUser,
  useAppDispatch,
  useAppSelector,
  useCart,
  useGetAddressesQuery,
  useGetPatientQuery,
} from 'shared-lib/store';
import { EntrySpinner, notify, popup, showPopup, SpinnerOverlay } from 'shared-lib/ui';
import { AddressCards } from './AddressCards';
import { CouponBox } from './CouponBox';
import { CustomerForm } from './CustomerForm';
import { buildOrderPayload } from './order-payload';
import { OrderSummary } from './OrderSummary';
import styles from './checkout.module.css';

export function CheckoutPage() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const patientId = useAppSelector(selectPatientId);
  const user = useAppSelector(selectUser);
  const cart = useCart();
  const { data: addresses = [], isSuccess: addressesLoaded } = useGetAddressesQuery(patientId ?? 0, { skip: patientId === null });
  const { data: patient } = useGetPatientQuery(patientId ?? 0, { skip: patientId === null });

  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [addingAddress, setAddingAddress] = useState(false);
  const [form, setForm] = useState<CustomerValues>(EMPTY_CUSTOMER);
  const [touched, setTouched] = useState<Partial<Record<CustomerField, boolean>>>({});
  const [paymentType, setPaymentType] = useState<PaymentType>(DEFAULT_PAYMENT_TYPE);
  const [coupon, setCoupon] = useState<Coupon | null>(null);
  const [blocked, setBlocked] = useState<number[]>([]);
  const [placing, setPlacing] = useState(false);
  const [placedId, setPlacedId] = useState<string | null>(null);
  const idempotencyKey = useRef<string | null>(null);

  const hasSaved = patientId !== null && addresses.length > 0;
  const showForm = !hasSaved || addingAddress;
  // a patient's name, email and mobile come from the account
  const formErrors = useMemo(() => validateCustomer(form, { askContact: patientId === null }), [form, patientId]);
  const totals = useMemo(() => computeTotals(cart.lines, coupon), [cart.lines, coupon]);

  // the default saved address is selected after 1 s (spec section 4)
  useEffect(() => {
    if (!addressesLoaded || addresses.length === 0) return undefined;
    const timer = window.setTimeout(() => {
      setSelectedId((current) => current ?? (addresses.find((a) => a.is_default === 1) ?? addresses[0]).id);
    }, TIMINGS.defaultAddressSelect);
    return () => window.clearTimeout(timer);
  }, [addressesLoaded, addresses]);

  // a product removed from the cart is no longer highlighted
  useEffect(() => {
    setBlocked((ids) => ids.filter((id) => cart.lines.some((line) => line.product_id === id)));
  }, [cart.lines]);

  const startAdding = () => {
    setAddingAddress(true);
    setSelectedId(null);
  };
  const cancelAdding = () => {
    setAddingAddress(false);
    setTouched({});
    const fallback = addresses.find((a) => a.is_default === 1) ?? addresses[0];
    setSelectedId(fallback ? fallback.id : null);
  };

  const lookupCoupon = async (code: string) => {
    const result = await dispatch(couponsApi.endpoints.getCouponDetails.initiate(code, { forceRefetch: true })).unwrap();
    return { success: result.success, data: result.data };
  };

  const deliveryPincode = (): string | null => {
    if (showForm) return form.pincode.trim();
    return addresses.find((a) => a.id === selectedId)?.pincode ?? null;
  };

  const placeOrder = async () => {
    if (cart.lines.length === 0 || placing) return;
    if (showForm) {
      if (Object.keys(formErrors).length > 0) {
        setTouched(Object.fromEntries(CUSTOMER_FIELDS.map((f) => [f, true])));
        const first = CUSTOMER_FIELDS.find((f) => formErrors[f]);
        if (first) document.getElementById(`checkout-${first}`)?.focus();
        return;
      }
    } else if (selectedId === null) {
      notify.warning(MESSAGES.checkout.selectAddress);
      return;
    }
    const pincode = deliveryPincode();
    if (!pincode) {
      notify.warning(MESSAGES.checkout.selectAddress);
      return;
    }

    setPlacing(true);
    try {
      const productIds = cart.lines.map((line) => line.product_id);
      const locations = await dispatch(productLocationsApi.endpoints.getProductLocations.initiate({ productIds, pincode }, { forceRefetch: true })).unwrap();
      const notDeliverable = undeliverable(productIds, locations, pincode);
      setBlocked(notDeliverable);
      if (notDeliverable.length > 0) {
        setPlacing(false);
        void popup.error(MESSAGES.cartErrorTitle, MESSAGES.removeHighlighted);
        return;
      }

      const contact =
        patientId === null
          ? null
          : {
              id: patientId,
              name: patient ? `${patient.first_name} ${patient.last_name}`.trim() : (user?.name ?? ''),
              email: patient?.email ?? '',
              mobile: patient?.phone ?? '',
            };
      const payload = buildOrderPayload({
        lines: cart.lines,
        totals,
        coupon,
        paymentType,
        patient: contact,
        savedAddress: showForm ? null : (addresses.find((a) => a.id === selectedId) ?? null),
        form: showForm ? form : null,
      });
      idempotencyKey.current ??= newIdempotencyKey();

      if (paymentType === PAYMENT_TYPES.payNow) {
        const started = await dispatch(paymentsApi.endpoints.startPayment.initiate({ payload, idempotencyKey: idempotencyKey.current })).unwrap();
        const url = started.data?.instrumentResponse?.redirectInfo?.url;
        if (started.code === 'PAYMENT_INITIATED' && url) {
          window.location.assign(url);
          return;
        }
        idempotencyKey.current = null;
        setPlacing(false);
        void popup.error('Payment not started', started.message || MESSAGES.transactionFailed);
        return;
      }

      const result = await dispatch(ordersApi.endpoints.placeOrder.initiate({ payload, idempotencyKey: idempotencyKey.current })).unwrap();
      idempotencyKey.current = null;
      setPlacedId(result.data.unique_id);
      if (patientId === null) await cart.clear();
      else dispatch(api.util.invalidateTags(['Cart', 'Order']));
      // 'Thank You!' after 3 s (spec section 4)
      window.setTimeout(() => {
        setPlacing(false);
        void showPopup({
          icon: 'success',
          title: MESSAGES.thankYou,
          text: `${MESSAGES.orderPlaced} Your order number is ${result.data.unique_id}.${patientId === null ? ` ${GUEST_MESSAGES.confirmSent}` : ''}`,
          confirmButtonText: MESSAGES.continueShopping,
        }).then(() => navigate('/home'));
      }, TIMINGS.orderSuccessPopup);
    } catch (error) {
      idempotencyKey.current = null;
      setPlacing(false);
      void popup.error('Order not placed', errorMessage(error));
    }
  };

  if (placedId) {
    return (
      <main className={styles.page}>
        <SpinnerOverlay visible={placing} />
        <div className={`${styles.card} ${styles.statusCard}`} data-testid="order-placed">
          <span className={styles.statusIconOk} aria-hidden="true">
            ✓
          </span>
          <h1 className={styles.title}>{MESSAGES.orderPlaced}</h1>
          <p>
            Your order number is <strong>{placedId}</strong>. Pay on delivery; it arrives in {DELIVERY_DAYS}.
          </p>
          <Link className={styles.buttonPrimary} to="/home">
            {MESSAGES.continueShopping}
          </Link>
        </div>
      </main>
    );
  }

  if (!cart.isLoading && cart.lines.length === 0 && !placing) {
    return (
      <main className={styles.page}>
        <EntrySpinner />
        <div className={`${styles.card} ${styles.empty}`}>
          <h1 className={styles.title}>Checkout</h1>
          <p>{MESSAGES.cartEmpty}</p>
          <Link className={styles.buttonPrimary} to="/home/buy-medicine">
            Shop products
          </Link>
        </div>
      </main>
    );
  }

  return (
    <main className={styles.page}>
      <EntrySpinner />
      <SpinnerOverlay visible={placing} />
      <h1 className={styles.title}>Checkout</h1>
      <p className={styles.trust}>Genuine brand products · Delivery in {DELIVERY_DAYS} · Secure payment</p>
      <form
        className={styles.layout}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void placeOrder();
        }}
      >
        <div className={styles.column}>
          <section className={styles.card} aria-labelledby="address-title">
            <div className={styles.cardHead}>
              <h2 id="address-title" className={styles.cardTitle}>
                {hasSaved && !addingAddress ? 'Delivery address' : 'Customer information'}
              </h2>
              {hasSaved &&
                (addingAddress ? (
                  <button type="button" className={styles.buttonGhost} onClick={cancelAdding}>
                    Cancel
                  </button>
                ) : (
                  <button type="button" className={styles.buttonSecondary} onClick={startAdding}>
                    Add new address
                  </button>
                ))}
            </div>
            {hasSaved && !addingAddress && <AddressCards addresses={addresses} selectedId={selectedId} onSelect={setSelectedId} />}
            {showForm && (
              <CustomerForm
                values={form}
                errors={formErrors}
                touched={touched}
                askContact={patientId === null}
                onChange={(values) => {
                  setForm(values);
                  setBlocked([]);
                }}
                onBlur={(field) => setTouched((t) => ({ ...t, [field]: true }))}
              />
            )}
          </section>

          <section className={styles.card} aria-labelledby="payment-title">
            <h2 id="payment-title" className={styles.cardTitle}>
              Payment method
            </h2>
            <div className={styles.paymentOptions} role="radiogroup" aria-labelledby="payment-title">
              {[PAYMENT_TYPES.payOnDelivery, PAYMENT_TYPES.payNow].map((type) => (
                <label key={type} className={`${styles.paymentOption} ${paymentType === type ? styles.paymentSelected : ''}`}>
                  <input type="radio" name="payment_type" value={type} checked={paymentType === type} onChange={() => setPaymentType(type)} />
                  <span>{PAYMENT_TYPE_LABELS[type]}</span>
                </label>
              ))}
            </div>
          </section>
        </div>

        <div className={styles.column}>
          <OrderSummary lines={cart.lines} totals={totals} blocked={blocked}>
            <CouponBox applied={coupon} lookup={lookupCoupon} onApply={setCoupon} onCancel={() => setCoupon(null)} />
            <button type="submit" className={`${styles.buttonPrimary} ${styles.placeOrder}`} disabled={placing || cart.isLoading}>
              PLACE ORDER
            </button>
          </OrderSummary>
        </div>
      </form>
    </main>
  );
}
