/** Home (spec section 2): welcome and search, then one component per section, each owning its query. */
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PRODUCT_NAME } from 'shared-lib/domain';
import { useMessages, useTranslation } from 'shared-lib/i18n';
import { EntrySpinner, Modal } from 'shared-lib/ui';
import common from '../common/common.module.css';
import { ReleaseMarker } from '../common/ReleaseMarker';
import { AchievementsSection } from './AchievementsSection';
import { AdvertsSection } from './AdvertsSection';
import { BannersSection } from './BannersSection';
import { BelowTheFold } from './BelowTheFold';
import { BrandsSection } from './BrandsSection';
import { CategoriesSection } from './CategoriesSection';
import { ConcernsSection } from './ConcernsSection';
import { DoctorsSection } from './DoctorsSection';
import { EmailLinkNotice } from './EmailLinkNotice';
import { FaqSection } from './FaqSection';
import { OffersSection } from './OffersSection';
import { PopularSection } from './PopularSection';
import styles from './home.module.css';
import { DELIVERY_RANGE, STOREFRONT_NS } from '../../i18n/texts';

const FEATURES = [
  { icon: '✿', title: 'home.genuineTitle', text: 'home.genuineText' },
  { icon: '➤', title: 'home.deliveryTitle', text: 'home.deliveryText' },
  { icon: '✚', title: 'home.expertsTitle', text: 'home.expertsText' },
] as const;

/** In page order; each mounts when near the viewport or when the browser is idle (BelowTheFold). */
const BELOW_THE_FOLD = [AdvertsSection, BrandsSection, OffersSection, PopularSection, CategoriesSection, ConcernsSection, DoctorsSection, AchievementsSection, FaqSection];

export function HomePage() {
  const { t } = useTranslation(STOREFRONT_NS);
  const messages = useMessages();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [modal, setModal] = useState<'register' | 'login' | null>(null);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const text = search.trim();
    if (text) navigate(`/home/buy-medicine?search=${encodeURIComponent(text)}`);
  };

  return (
    <div className={styles.page}>
      <EntrySpinner />
      <EmailLinkNotice />
      <section className={styles.welcome}>
        <div>
          <p className={styles.kicker}>{messages.heroKicker}</p>
          <h1>{messages.heroTitle(PRODUCT_NAME)}</h1>
          <ReleaseMarker />
          <p>{messages.heroLead(messages.deliveryDays)}</p>
          <form className={styles.search} role="search" onSubmit={onSearch}>
            <label htmlFor="home-search" className="visually-hidden">
              {t('home.searchLabel')}
            </label>
            <input id="home-search" name="product_name" type="search" required placeholder={t('home.searchPlaceholder')} value={search} onChange={(e) => setSearch(e.target.value)} />
            <button type="submit">{t('home.search')}</button>
          </form>
          <div className={styles.welcomeActions}>
            <Link to="/home/buy-medicine" className={styles.cta}>
              {t('home.shopNow')}
            </Link>
            <button type="button" className={styles.ghost} onClick={() => setModal('register')}>
              {t('home.register')}
            </button>
            <button type="button" className={styles.ghost} onClick={() => setModal('login')}>
              {t('home.login')}
            </button>
          </div>
        </div>
      </section>

      <BannersSection />

      <section className={styles.features} aria-label={t('home.whyShop')}>
        {FEATURES.map((feature) => (
          <div key={feature.title} className={styles.feature}>
            <span aria-hidden="true" className={styles.featureIcon}>
              {feature.icon}
            </span>
            <div>
              <h3>{t(feature.title, { days: t('deliveryDays', { range: DELIVERY_RANGE }) })}</h3>
              <p>{t(feature.text)}</p>
            </div>
          </div>
        ))}
      </section>

      {BELOW_THE_FOLD.map((Section, index) => (
        // a fixed list: its order is its identity
        <BelowTheFold key={index}>
          <Section />
        </BelowTheFold>
      ))}


      <section className={styles.sell} aria-labelledby="home-sell">
        <div>
          <h2 id="home-sell">{t('home.sellTitle')}</h2>
          <p>{t('home.sellText')}</p>
        </div>
        <a className={styles.cta} href="#/seller/sellerSignup">
          {t('home.becomeSeller')}
        </a>
      </section>

      <Modal open={modal === 'register'} title={t('home.register')} onClose={() => setModal(null)}>
        <div className={common.choices}>
          <Link to="/patient/patientSignup">{t('home.registerPatient')}</Link>
          <Link to="/doctor/doctorSignup">{t('home.registerDoctor')}</Link>
          <Link to="/seller/sellerSignup">{t('home.registerSeller')}</Link>
        </div>
      </Modal>
      <Modal open={modal === 'login'} title={t('home.login')} onClose={() => setModal(null)}>
        <div className={common.choices}>
          <Link to="/patient/login">{t('home.patientLogin')}</Link>
          <Link to="/doctor/login">{t('home.doctorLogin')}</Link>
          <Link to="/seller/login">{t('home.sellerLogin')}</Link>
        </div>
      </Modal>
    </div>
  );
}
