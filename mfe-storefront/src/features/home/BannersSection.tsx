/** The banner carousel; skeleton slides of the banners' final size hold the place until they arrive (no layout shift). */
import { useGetBannersQuery } from '../catalogue/catalogue-api';
import { Carousel } from './Carousel';
import styles from './home.module.css';

const BANNER_SKELETONS = ['a', 'b', 'c'];

export function BannersSection() {
  const { data: banners = [] } = useGetBannersQuery();
  return (
    <Carousel label="Banners">
      {banners.length > 0
        ? banners.map((banner) => (
            <img key={banner.id} className={styles.bannerImage} src={banner.image} alt={banner.title ?? 'Banner'} width={1200} height={400} />
          ))
        : BANNER_SKELETONS.map((key) => <div key={key} className={`${styles.bannerImage} ${styles.bannerSkeleton}`} aria-hidden="true" />)}
    </Carousel>
  );
}
