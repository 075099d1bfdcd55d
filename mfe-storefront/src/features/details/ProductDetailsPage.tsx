import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { CART_QUANTITY_MAX, PINCODE_LENGTH, formatRupees, deliversTo, isDeliveryRestricted } from 'shared-lib/domain';
import { useCart, useWishlist } from 'shared-lib/store';
import { RETURN_WINDOW_TEXTS, returnWindowLabel } from 'shared-lib/domain/returns';
import { E1Caution, PrescriptionBadge, Price, SpinnerOverlay, StockBadge, showPopup } from 'shared-lib/ui';
import { useGetProductDetailsQuery } from '../catalogue/catalogue-api';
import { Magnifier } from './Magnifier';
import { ProductReviews } from './reviews/ProductReviews';
import { SameComposition } from './SameComposition';
import { formatAverage } from 'shared-lib/domain/reviews';
import { Stars } from 'shared-lib/ui/Stars';
import styles from './details.module.css';
import { useDomainTexts, useMessages, useTranslation } from 'shared-lib/i18n';
import { DELIVERY_RANGE, STOREFRONT_NS } from '../../i18n/texts';
import { useSanitizedHtml } from '../common/use-sanitized-html';

type Delivery = 'unchecked' | 'available' | 'unavailable';

export function ProductDetailsPage() {
  const { t } = useTranslation(STOREFRONT_NS);
  const returnWindowTexts = useDomainTexts('returnWindow', RETURN_WINDOW_TEXTS);
  const messages = useMessages();
  const id = Number(useParams().id);
  const { data: product, isLoading, isError } = useGetProductDetailsQuery(id, { skip: !Number.isInteger(id) || id < 1 });
  const cart = useCart();
  const wishlist = useWishlist();
  const [quantity, setQuantity] = useState(1);
  const [pincode, setPincode] = useState('');
  const [delivery, setDelivery] = useState<Delivery>('unchecked');
  const [tab, setTab] = useState<'description'>('description');
  const description = useSanitizedHtml(product?.full_description);

  if (isLoading) return <SpinnerOverlay visible />;
  if (isError || !product)
    return (
      <section className={styles.page}>
        <p className={styles.missing}>{messages.noData}</p>
        <Link to="/home/buy-medicine">{t('details.backToProducts')}</Link>
      </section>
    );

  const stock = product.in_stock_quantity;
  const maxQuantity = Math.min(stock, CART_QUANTITY_MAX);
  const deliveryPincodes = product.locations.map((location) => location.pincode);
  const restricted = isDeliveryRestricted(deliveryPincodes);
  const wished = wishlist.isWishlisted(product.id);
  const soldBy = product.seller?.company_name ?? product.brand?.name ?? '';

  const checkDelivery = (event: FormEvent) => {
    event.preventDefault();
    setDelivery(deliversTo(deliveryPincodes, pincode) ? 'available' : 'unavailable');
  };
  const addToCart = () => {
    if (restricted && delivery !== 'available') {
      void showPopup({ title: messages.cartErrorTitle, text: messages.locationNotAllowed, icon: 'error' });
      return;
    }
    void cart.add(
      { id: product.id, name: product.name, image: product.image, sales_price: product.sales_price, seller_id: product.seller_id, in_stock_quantity: stock, prescription_class: product.prescription_class },
      quantity,
    );
  };

  return (
    <div className={styles.page}>
      <nav className={styles.crumbs} aria-label={t('details.breadcrumb')}>
        <Link to="/home">{messages.crumbHome}</Link> › <Link to="/home/buy-medicine">{messages.crumbProducts}</Link> › <span>{product.name}</span>
      </nav>
      <div className={styles.main}>
        <Magnifier src={product.image} alt={product.name} />
        <div className={styles.info}>
          <h1 className={styles.name}>{product.name}</h1>
          {product.name_hi && (
            <p className={styles.nameHi} lang="hi" data-testid="details-name-hi">
              {product.name_hi}
            </p>
          )}
          {product.seller?.company_name && <p className={styles.company}>{product.seller.company_name}</p>}
          {product.rating_count > 0 && (
            <p className={styles.company} data-testid="details-rating">
              <Stars value={product.rating_average} /> {formatAverage(product.rating_average)} ({product.rating_count})
            </p>
          )}
          <div className={styles.priceRow}>
            <Price regular_price={product.regular_price} sales_price={product.sales_price} discount={product.discount} />
            <span className={styles.rupees} data-testid="details-price">
              {formatRupees(product.sales_price)}
            </span>
          </div>
          <StockBadge quantity={stock} /> <PrescriptionBadge prescriptionClass={product.prescription_class} />
          <E1Caution prescriptionClass={product.prescription_class} />
          <p className={styles.soldBy}>
            {t('details.soldBy')} <strong>{soldBy}</strong>
          </p>
          {restricted && (
            <form className={styles.deliver} onSubmit={checkDelivery} aria-label={t('details.deliveryCheck')}>
              <label htmlFor="deliver-to">{t('details.deliverTo')}</label>
              <div className={styles.deliverRow}>
                <input
                  id="deliver-to"
                  inputMode="numeric"
                  maxLength={PINCODE_LENGTH}
                  placeholder={t('details.enterPincode')}
                  value={pincode}
                  onChange={(event) => {
                    setPincode(event.target.value.replace(/\D/g, ''));
                    setDelivery('unchecked');
                  }}
                />
                <button type="submit">{t('details.check')}</button>
              </div>
              {delivery === 'available' && (
                <p className={styles.ok} role="status" data-testid="delivery-result">
                  {messages.deliveryAvailable}
                </p>
              )}
              {delivery === 'unavailable' && (
                <div className={styles.notOk} role="status" data-testid="delivery-result">
                  <p>{messages.deliveryNotAvailable}</p>
                  <p className={styles.allowed}>{t('details.deliverable', { pincodes: product.availableLocations.split(',').join(', ') })}</p>
                </div>
              )}
            </form>
          )}
          <div className={styles.buyRow}>
            {stock > 0 && (
              <div className={styles.stepper} role="group" aria-label={t('details.quantity')}>
                <button type="button" aria-label={t('details.decrease')} disabled={quantity <= 1} onClick={() => setQuantity((q) => Math.max(1, q - 1))}>
                  −
                </button>
                <output aria-live="polite" data-testid="details-quantity">
                  {quantity}
                </output>
                <button type="button" aria-label={t('details.increase')} disabled={quantity >= maxQuantity} onClick={() => setQuantity((q) => Math.min(maxQuantity, q + 1))}>
                  +
                </button>
              </div>
            )}
            <button type="button" className={styles.add} disabled={stock <= 0} onClick={addToCart}>
              {t('details.addToCart')}
            </button>
            <button
              type="button"
              className={`${styles.heart} ${wished ? styles.heartOn : ''}`}
              aria-pressed={wished}
              aria-label={wished ? t('details.wishlistRemove') : t('details.wishlistAdd')}
              onClick={() => void wishlist.toggle(product.id)}
            >
              {wished ? '♥' : '♡'}
            </button>
          </div>
          <p className={styles.short}>{product.short_description}</p>
          {product.composition && (
            <p className={styles.composition} data-testid="details-composition">
              <strong>{t('details.composition')}</strong> {product.composition}
            </p>
          )}
          <p className={styles.assure}>{t('details.assure', { days: t('deliveryDays', { range: DELIVERY_RANGE }) })}</p>
          {product.return_window_days !== undefined ? (
            <p className={styles.composition} data-testid="details-return-window">
              <strong>{t('details.returns')}</strong> {returnWindowLabel(product.return_window_days, product.prescription_class, returnWindowTexts)}
            </p>
          ) : null}
        </div>
      </div>
      <section className={styles.tabs}>
        <div role="tablist" aria-label={t('details.information')}>
          <button type="button" role="tab" id="tab-description" aria-selected={tab === 'description'} aria-controls="panel-description" onClick={() => setTab('description')}>
            {t('details.description')}
          </button>
        </div>
        <div
          role="tabpanel"
          id="panel-description"
          aria-labelledby="tab-description"
          className={styles.description}
          dangerouslySetInnerHTML={{ __html: description ?? '' }}
        />
      </section>
      <SameComposition productId={product.id} />
      <ProductReviews productId={product.id} />
    </div>
  );
}
