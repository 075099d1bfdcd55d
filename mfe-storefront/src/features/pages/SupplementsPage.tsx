import { skipToken } from '@reduxjs/toolkit/query';
import { Link } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, PRICE_FILTER_MAX } from 'shared-lib/domain';
import { useMessages, useTranslation } from 'shared-lib/i18n';
import { STOREFRONT_NS } from '../../i18n/texts';
import { useGetParentCategoriesQuery } from 'shared-lib/store';
import { SpinnerOverlay } from 'shared-lib/ui';
import { ProductCard } from '../catalogue/ProductCard';
import { useFilterProductsQuery } from '../catalogue/catalogue-api';
import listStyles from '../list/list.module.css';
import styles from '../common/common.module.css';
import { categoryIdsOf, findParentCategory, fullListPath } from './supplements';

/** Supplements: the products of the 'Supplements' parent category (looked up by name), first page, with a link to the full list. */
export function SupplementsPage() {
  const { t } = useTranslation(STOREFRONT_NS);
  const messages = useMessages();
  const parents = useGetParentCategoriesQuery();
  const parent = parents.data ? findParentCategory(parents.data) : null;
  const categoryIds = categoryIdsOf(parent);
  const products = useFilterProductsQuery(
    categoryIds.length > 0
      ? { brand_id: [], category_id: categoryIds, min: 0, max: PRICE_FILTER_MAX, search_by_name: '', sort: 0, page: 1, pageSize: DEFAULT_PAGE_SIZE }
      : skipToken,
  );
  const items = products.data?.items ?? [];
  const total = products.data?.total ?? 0;
  const loading = parents.isLoading || products.isLoading;
  const failed = parents.isError || products.isError;
  const listPath = fullListPath(categoryIds);

  return (
    <div className={styles.page}>
      <SpinnerOverlay visible={loading} />
      <section className={styles.hero}>
        <h1>{t('pages.supplementsTitle')}</h1>
        <p>{t('pages.supplementsLead')}</p>
        <Link className={styles.cta} to={listPath}>
          {t('pages.shopSupplements')}
        </Link>
      </section>
      <div className={listStyles.topRow}>
        <div>
          <h2 className={listStyles.title}>{parent?.name.trim() || t('pages.supplements')}</h2>
          {!loading && !failed && (
            <p className={listStyles.countLine} data-testid="product-count">
              {messages.listCount(total)}
            </p>
          )}
        </div>
        {total > 0 && (
          <Link className={listStyles.linkButton} to={listPath} data-testid="supplements-see-all">
            {t('pages.viewAll', { total })}
          </Link>
        )}
      </div>
      <section aria-live="polite" aria-busy={products.isFetching}>
        {failed && <p className={listStyles.empty}>{messages.noData}</p>}
        {!loading && !failed && items.length === 0 && (
          <p className={listStyles.empty} data-testid="no-products">
            {messages.noProducts}
          </p>
        )}
        <div className={listStyles.grid}>
          {items.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </div>
      </section>
    </div>
  );
}
