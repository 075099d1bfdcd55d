import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from 'shared-lib/domain';
import { useGetCategoriesQuery } from 'shared-lib/store';
import { EntrySpinner } from 'shared-lib/ui';
import { ProductCard } from './ProductCard';
import { useGetBannersQuery, useGetBrandsQuery, useGetFeaturedProductsQuery } from './catalogue-api';
import styles from './catalogue.module.css';

export function HomePage() {
  const { data: banners = [] } = useGetBannersQuery();
  const { data: categories = [] } = useGetCategoriesQuery();
  const { data: brands = [] } = useGetBrandsQuery();
  const { data: products = [] } = useGetFeaturedProductsQuery(8);
  return (
    <div className={styles.page}>
      <EntrySpinner />
      <section className={styles.welcome}>
        <h1>Welcome to {PRODUCT_NAME}</h1>
        <p>Genuine Ayurvedic medicines and supplements, delivered in 3-5 days.</p>
      </section>
      {banners[0] && <img className={styles.banner} src={banners[0].image} alt={banners[0].title ?? 'Offer'} width={1200} height={400} />}
      <section aria-labelledby="home-categories">
        <h2 id="home-categories">Shop by category</h2>
        <div className={styles.tiles}>
          {categories.map((category) => (
            <Link key={category.id} className={styles.tile} to={`/home/buy-medicine/category/${category.id}`} data-testid="category-tile">
              <img src={category.image} alt="" width={96} height={96} loading="lazy" />
              <span>{category.name}</span>
            </Link>
          ))}
        </div>
      </section>
      <section aria-labelledby="home-brands">
        <h2 id="home-brands">Top brands</h2>
        <div className={styles.tiles}>
          {brands.map((brand) => (
            <div key={brand.id} className={styles.tile} data-testid="brand-tile">
              <img src={brand.image} alt="" width={96} height={96} loading="lazy" />
              <span>{brand.name}</span>
            </div>
          ))}
        </div>
      </section>
      <section aria-labelledby="home-products">
        <h2 id="home-products">Popular products</h2>
        <div className={styles.grid}>
          {products.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </div>
        <Link className={styles.more} to="/home/buy-medicine">
          Shop all products
        </Link>
      </section>
    </div>
  );
}
