/** Take a product off sale (hidden from the shop, not orderable) or put it back on sale. */
import type { SellerProduct } from 'shared-lib/contract';
import { SHIPMENT_MESSAGES } from 'shared-lib/domain';
import { errorMessage } from 'shared-lib/http';
import { useSetProductOnSaleMutation } from 'shared-lib/store';
import { notify } from 'shared-lib/ui';
import styles from './products.module.css';

export function SaleStatus({ product }: { product: SellerProduct }) {
  return product.on_sale ? <span className={styles.onSale}>On sale</span> : <span className={styles.offSale}>Off sale</span>;
}

export function SaleToggle({ product }: { product: SellerProduct }) {
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
    <button type="button" className={styles.linkButton} disabled={isLoading} onClick={() => void toggle()} aria-label={`${next ? 'Put back on sale' : 'Take off sale'}: ${product.name}`}>
      {next ? 'Put back on sale' : 'Take off sale'}
    </button>
  );
}
