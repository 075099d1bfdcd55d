/** Take a product off sale (hidden from the shop, not orderable) or put it back on sale. */
import type { SellerProduct } from 'shared-lib/contract';
import { SHIPMENT_MESSAGES } from 'shared-lib/domain';
import { errorMessage } from 'shared-lib/http';
import { useSetProductOnSaleMutation } from 'shared-lib/store';
import { notify } from 'shared-lib/ui';
import styles from './products.module.css';
import { useTranslation } from 'shared-lib/i18n';
import { SELLER_NS } from '../../i18n/texts';

export function SaleStatus({ product }: { product: SellerProduct }) {
  const { t } = useTranslation(SELLER_NS);
  return product.on_sale ? <span className={styles.onSale}>{t('products.onSale')}</span> : <span className={styles.offSale}>{t('products.offSale')}</span>;
}

export function SaleToggle({ product }: { product: SellerProduct }) {
  const { t } = useTranslation(SELLER_NS);
  const [setOnSale, { isLoading }] = useSetProductOnSaleMutation();
  const next = !product.on_sale;
  const toggle = async () => {
    try {
      await setOnSale({ id: product.id, on_sale: next }).unwrap();
      notify.success(next ? SHIPMENT_MESSAGES.productOnSale : SHIPMENT_MESSAGES.productOffSale);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };
  return (
    <button type="button" className={styles.linkButton} disabled={isLoading} onClick={() => void toggle()} aria-label={`${next ? t('products.putOnSale') : t('products.takeOffSale')}: ${product.name}`}>
      {next ? t('products.putOnSale') : t('products.takeOffSale')}
    </button>
  );
}
