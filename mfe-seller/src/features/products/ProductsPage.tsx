/** Products tab: a searchable, paginated table of the seller's own products, and the add / edit form. */
import { useState } from 'react';
import type { SellerProduct } from 'shared-lib/contract';
import { useGetMyProductsQuery } from 'shared-lib/store';
import formStyles from '../shared/forms.module.css';
import { Pagination } from '../shared/Pagination';
import { ProductForm } from './ProductForm';
import { ProductsTable } from './ProductsTable';
import { ProductSearch } from './ProductSearch';
import { SaleStatus, SaleToggle } from './SaleToggle';
import { useSaveProduct } from './useSaveProduct';
import styles from './products.module.css';
import { useTranslation } from 'shared-lib/i18n';
import { SELLER_NS } from '../../i18n/texts';

export const PRODUCTS_PAGE_SIZE = 10;

function Editor({ product, onClose }: { product?: SellerProduct; onClose(): void }) {
  const { t } = useTranslation(SELLER_NS);
  const { save, saving, failure } = useSaveProduct(product, onClose);
  return (
    <section aria-labelledby="product-form-title">
      <h2 id="product-form-title" className={styles.title}>
        {product ? t('products.editTitle', { name: product.name }) : t('products.addTitle')}
      </h2>
      {failure ? (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      ) : null}
      <ProductForm product={product} saving={saving} onSave={save} onCancel={onClose} />
    </section>
  );
}

export function ProductsPage() {
  const { t } = useTranslation(SELLER_NS);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<SellerProduct | 'new' | null>(null);
  const { data, isFetching, isError } = useGetMyProductsQuery({ page, pageSize: PRODUCTS_PAGE_SIZE, ...(search ? { search } : {}) });
  if (editing) return <Editor product={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />;
  const products = data?.items ?? [];
  return (
    <section aria-labelledby="products-title">
      <div className={styles.head}>
        <h2 id="products-title" className={styles.title}>
          {t('products.title')}
        </h2>
        <button type="button" className={formStyles.primary} onClick={() => setEditing('new')}>
          {t('products.add')}
        </button>
      </div>
      <ProductSearch
        initial={search}
        onSearch={(text) => {
          setSearch(text);
          setPage(1);
        }}
      />
      {isError ? (
        <p className={styles.failure} role="alert">
          {t('products.failed')}
        </p>
      ) : null}
      <div className={styles.card} aria-busy={isFetching}>
        {products.length ? (
          <ProductsTable
            products={products}
            status={(product) => <SaleStatus product={product} />}
            actions={(product) => (
              <>
                <button type="button" className={styles.linkButton} onClick={() => setEditing(product)} aria-label={t('products.editOf', { name: product.name })}>
                  {t('products.edit')}
                </button>
                <SaleToggle product={product} />
              </>
            )}
          />
        ) : (
          <p className={styles.empty}>{isFetching ? t('products.loading') : search ? t('products.noMatch') : t('products.none')}</p>
        )}
      </div>
      {data ? <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} /> : null}
    </section>
  );
}
