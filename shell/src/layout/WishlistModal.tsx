import { Modal, PrescriptionBadge } from 'shared-lib/ui';
import { useNavigate } from 'react-router-dom';
import { formatRupees } from 'shared-lib/domain/core';
import { useCart, useWishlist } from 'shared-lib/store';
import { CartIcon } from './icons';
import { useMessages, useTranslation } from 'shared-lib/i18n';
import { SHELL_NS } from '../i18n/texts';
import headerStyles from './Header.module.css';
import styles from './ModalLines.module.css';

export function WishlistModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(SHELL_NS);
  const messages = useMessages();
  const wishlist = useWishlist();
  const cart = useCart();
  const navigate = useNavigate();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('wishlist.title')}
      variant="drawer"
      footer={
        <>
          <button
            type="button"
            className={styles.primary}
            onClick={() => {
              onClose();
              navigate('/home/buy-medicine');
            }}
          >
            {messages.continueShopping}
          </button>
          <button type="button" className={styles.secondary} onClick={onClose}>
            {t('wishlist.close')}
          </button>
        </>
      }
    >
      {!wishlist.canWishlist ? (
        <p className={styles.empty}>{wishlist.refusal}</p>
      ) : wishlist.items.length === 0 ? (
        <p className={styles.empty} data-testid="wishlist-empty">
          {t('wishlist.empty')}
        </p>
      ) : (
        <ul className={styles.lines}>
          {wishlist.items.map((item) => {
            const { product } = item;
            const stock = product.in_stock_quantity;
            return (
              <li key={item.id} className={styles.line} data-testid="wishlist-line">
                <img src={product.image} alt="" width={64} height={64} />
                <div className={styles.lineText}>
                  <span className={styles.lineName}>{product.name}</span>
                  <span className={styles.linePrice}>{formatRupees(product.sales_price)}</span>
                  <PrescriptionBadge prescriptionClass={product.prescription_class} />
                </div>
                <button
                  type="button"
                  className={headerStyles.iconButton}
                  aria-label={`Add ${product.name} to cart`}
                  disabled={stock <= 0}
                  onClick={async () => {
                    await cart.add({ id: item.product_id, name: product.name, image: product.image, sales_price: product.sales_price, seller_id: product.seller_id, in_stock_quantity: stock, prescription_class: product.prescription_class });
                    await wishlist.remove(item.product_id);
                  }}
                >
                  <CartIcon />
                </button>
                <button type="button" className={headerStyles.iconButton} aria-label={`Remove ${product.name} from wishlist`} onClick={() => void wishlist.remove(item.product_id)}>
                  ✕
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Modal>
  );
}
