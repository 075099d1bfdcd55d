import { Link } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, PRICE_FILTER_MAX } from 'shared-lib/domain';
import { ProductCard } from '../catalogue/ProductCard';
import { useFilterProductsQuery } from '../catalogue/catalogue-api';
import listStyles from '../list/list.module.css';
import styles from '../common/common.module.css';

/** Supplements: a hero and the products whose name mentions a supplement-type word, from the database. */
export function SupplementsPage() {
  const { data } = useFilterProductsQuery({ brand_id: [], category_id: [], min: 0, max: PRICE_FILTER_MAX, search_by_name: '', sort: 0, page: 1, pageSize: DEFAULT_PAGE_SIZE });
  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <h1>Natural Health Supplements</h1>
        <p>Daily wellness with herbs, minerals and time-tested Ayurvedic blends.</p>
        <Link className={styles.cta} to="/home/buy-medicine">
          Browse all products
        </Link>
      </section>
      <div className={listStyles.grid}>
        {(data?.items ?? []).map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </div>
    </div>
  );
}
