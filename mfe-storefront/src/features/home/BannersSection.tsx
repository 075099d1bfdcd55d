/** The banner carousel. */
import { useGetBannersQuery } from '../catalogue/catalogue-api';
import { Carousel } from './Carousel';
import styles from './home.module.css';

export function BannersSection() {
  const { data: banners = [] } = useGetBannersQuery();
  if (banners.length === 0) return null;
  return (
    <Carousel label="Banners">
      {banners.map((banner) => (
        <img key={banner.id} className={styles.bannerImage} src={banner.image} alt={banner.title ?? 'Banner'} width={1200} height={400} />
      ))}
    </Carousel>
  );
}
