import { useParams, useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, MESSAGES, PRICE_FILTER_MAX } from 'shared-lib/domain';
import { ProductCard } from './ProductCard';
import { useFilterProductsQuery } from './catalogue-api';
import styles from './catalogue.module.css';

export function ProductListPage() {
  const { categoryId } = useParams();
  const [searchParams] = useSearchParams();
  const search = searchParams.get('search') ?? '';
  const { data, isFetching } = useFilterProductsQuery({
    brand_id: [],
    category_id: categoryId ? [Number(categoryId)] : [],
    min: 0,
    max: PRICE_FILTER_MAX,
    search_by_name: search,
    sort: 0,
    page: 1,
    pageSize: DEFAULT_PAGE_SIZE,
  });
  const items = data?.items ?? [];
  return (
    <div className={styles.page}>
      <h1 className={styles.countLine} data-testid="product-count">
        {MESSAGES.listCount(data?.total ?? 0)}
      </h1>
      {!isFetching && items.length === 0 && <p>{MESSAGES.noProducts}</p>}
      <div className={styles.grid}>
        {items.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </div>
    </div>
  );
}
