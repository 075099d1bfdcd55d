/** The banner carousel; skeleton slides of the banners' final size hold the place until they arrive (no layout shift). */
import { useGetBannersQuery } from '../catalogue/catalogue-api';
import { Carousel } from './Carousel';
import styles from './home.module.css';
import { useTranslation } from 'shared-lib/i18n';
import { STOREFRONT_NS } from '../../i18n/texts';

const BANNER_SKELETONS = ['a', 'b', 'c'];

export function BannersSection() {
  const { t } = useTranslation(STOREFRONT_NS);
  const { data: banners = [] } = useGetBannersQuery();
  return (
    <Carousel label={t('home.banners')}>
      {banners.length > 0
        ? banners.map((banner) => (
            <img key={banner.id} className={styles.bannerImage} src={banner.image} alt={banner.title ?? t('home.banner')} width={1200} height={400} />
          ))
        : BANNER_SKELETONS.map((key) => <div key={key} className={`${styles.bannerImage} ${styles.bannerSkeleton}`} aria-hidden="true" />)}
    </Carousel>
  );
}
