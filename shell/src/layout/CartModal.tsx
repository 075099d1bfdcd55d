import { Modal, PrescriptionBadge } from 'shared-lib/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CART_QUANTITY_MAX, CART_QUANTITY_MIN, cartSubtotal, formatRupees } from 'shared-lib/domain/core';
import { useCart, type CartLine } from 'shared-lib/store';
import { boundCartQuantity } from './cart-quantity';
import { useMessages, useTranslation } from 'shared-lib/i18n';
import { SHELL_NS } from '../i18n/texts';
import headerStyles from './Header.module.css';
import styles from './ModalLines.module.css';

function QuantityInput({ line, onChange }: { line: CartLine; onChange: (quantity: number) => void }) {
  const { t } = useTranslation(SHELL_NS);
  const [text, setText] = useState(String(line.quantity));
  useEffect(() => setText(String(line.quantity)), [line.quantity]);
  const commit = (raw: string) => {
    const bounded = boundCartQuantity(raw, line.in_stock_quantity);
    if (bounded === null) {
      setText(String(line.quantity));
      return;
    }
    setText(String(bounded));
    if (bounded !== line.quantity) onChange(bounded);
  };
  return (
    <input
      type="number"
      className={styles.qty}
      min={CART_QUANTITY_MIN}
      max={Math.min(CART_QUANTITY_MAX, line.in_stock_quantity ?? CART_QUANTITY_MAX)}
      step={1}
      inputMode="numeric"
      aria-label={t('cart.quantity', { name: line.product_name })}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        // Arrow buttons and typed digits apply at once; an empty field waits for blur.
        if (event.target.value !== '') commit(event.target.value);
      }}
      onBlur={(event) => commit(event.target.value)}
    />
  );
}

export function CartModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(SHELL_NS);
  const messages = useMessages();
  const cart = useCart();
  const navigate = useNavigate();
  const empty = cart.lines.length === 0;
  const checkout = () => {
    onClose();
    navigate('/home/buy-medicine/product/checkout');
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('cart.title')}
      variant="drawer"
      footer={
        <>
          {!empty && (
            <p className={styles.subtotal}>
              <span>{t('cart.subtotal')}</span>
              <strong data-testid="cart-subtotal">{formatRupees(cartSubtotal(cart.lines))}</strong>
            </p>
          )}
          <button type="button" className={styles.primary} disabled={empty} onClick={checkout}>
            {t('cart.checkout')}
          </button>
        </>
      }
    >
      {empty ? (
        <p className={styles.empty} data-testid="cart-empty">
          {messages.cartEmpty}
        </p>
      ) : (
        <ul className={styles.lines} data-testid="cart-lines">
          {cart.lines.map((line) => (
            <li key={line.product_id} className={styles.line} data-testid="cart-line">
              <img src={line.product_image} alt="" width={64} height={64} />
              <div className={styles.lineText}>
                <span className={styles.lineName}>{line.product_name}</span>
                <span className={styles.linePrice}>{formatRupees(line.sales_price)}</span>
                <PrescriptionBadge prescriptionClass={line.prescription_class} />
              </div>
              <QuantityInput line={line} onChange={(quantity) => void cart.setQuantity(line.product_id, quantity)} />
              <button type="button" className={headerStyles.iconButton} aria-label={t('cart.remove', { name: line.product_name })} onClick={() => void cart.remove(line.product_id)}>
                ✕
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
