/** The seller's products, one row each: image, name and code, price, stock badge, and the row's actions. */
import type { ReactNode } from 'react';
import type { SellerProduct } from 'shared-lib/contract';
import { Price, StockBadge } from 'shared-lib/ui';
import styles from './products.module.css';
import { useTranslation } from 'shared-lib/i18n';
import { SELLER_NS } from '../../i18n/texts';

interface ProductsTableProps {
  products: SellerProduct[];
  actions(product: SellerProduct): ReactNode;
  status?(product: SellerProduct): ReactNode;
}

export function ProductsTable({ products, actions, status }: ProductsTableProps) {
  const { t } = useTranslation(SELLER_NS);
  return (
    <table className={styles.table} data-testid="seller-products">
      <thead>
        <tr>
          <th scope="col">{t('products.product')}</th>
          <th scope="col">{t('products.price')}</th>
          <th scope="col">{t('products.stock')}</th>
          {status ? <th scope="col">{t('products.status')}</th> : null}
          <th scope="col">
            <span className="visually-hidden">{t('products.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {products.map((product) => (
          <tr key={product.id} data-testid="seller-product-row">
            <td>
              <div className={styles.productCell}>
                <img className={styles.thumb} src={product.image} alt="" width={48} height={48} loading="lazy" />
                <span>
                  <span className={styles.productName}>{product.name}</span>
                  <span className={styles.code}>{product.code}</span>
                </span>
              </div>
            </td>
            <td data-label={t('products.price')}>
              <Price regular_price={product.regular_price} sales_price={product.sales_price} discount={product.discount} />
            </td>
            <td data-label={t('products.stock')}>
              <StockBadge quantity={product.in_stock_quantity} />
              <span className={styles.count}> {product.in_stock_quantity}</span>
            </td>
            {status ? <td data-label={t('products.status')}>{status(product)}</td> : null}
            <td className={styles.actions}>{actions(product)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
