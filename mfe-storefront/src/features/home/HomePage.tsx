/** Home (spec section 2): welcome and search, then one component per section, each owning its query. */
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { DELIVERY_DAYS, MESSAGES, PRODUCT_NAME } from 'shared-lib/domain';
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

const FEATURES = [
  { icon: '✿', title: 'Genuine brand products', text: 'Sourced directly from trusted Ayurvedic makers.' },
  { icon: '➤', title: `Delivery in ${DELIVERY_DAYS}`, text: 'Free shipping on orders of ₹500 and more.' },
  { icon: '✚', title: 'Expert consultants', text: 'Qualified Ayurvedic doctors to guide you.' },
];

/** In page order; each mounts when near the viewport or when the browser is idle (BelowTheFold). */
const BELOW_THE_FOLD = [AdvertsSection, BrandsSection, OffersSection, PopularSection, CategoriesSection, ConcernsSection, DoctorsSection, AchievementsSection, FaqSection];

export function HomePage() {
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
          <p className={styles.kicker}>{MESSAGES.heroKicker}</p>
          <h1>{MESSAGES.heroTitle(PRODUCT_NAME)}</h1>
          <ReleaseMarker />
          <p>{MESSAGES.heroLead(DELIVERY_DAYS)}</p>
          <form className={styles.search} role="search" onSubmit={onSearch}>
            <label htmlFor="home-search" className="visually-hidden">
              Search by product name
            </label>
            <input id="home-search" name="product_name" type="search" required placeholder="Search products" value={search} onChange={(e) => setSearch(e.target.value)} />
            <button type="submit">Search</button>
          </form>
          <div className={styles.welcomeActions}>
            <Link to="/home/buy-medicine" className={styles.cta}>
              Shop Now
            </Link>
            <button type="button" className={styles.ghost} onClick={() => setModal('register')}>
              Register
            </button>
            <button type="button" className={styles.ghost} onClick={() => setModal('login')}>
              Login
            </button>
          </div>
        </div>
      </section>

      <BannersSection />

      <section className={styles.features} aria-label="Why shop with us">
        {FEATURES.map((feature) => (
          <div key={feature.title} className={styles.feature}>
            <span aria-hidden="true" className={styles.featureIcon}>
              {feature.icon}
            </span>
            <div>
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
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
          <h2 id="home-sell">Sell with us</h2>
          <p>Reach customers across India who look for genuine Ayurvedic products. Register your company in minutes.</p>
        </div>
        <a className={styles.cta} href="#/seller/sellerSignup">
          Become a Seller
        </a>
      </section>

      <Modal open={modal === 'register'} title="Register" onClose={() => setModal(null)}>
        <div className={common.choices}>
          <Link to="/patient/patientSignup">Register as a patient</Link>
          <Link to="/doctor/doctorSignup">Register as an Ayurvedic consultant</Link>
          <Link to="/seller/sellerSignup">Register as a seller</Link>
        </div>
      </Modal>
      <Modal open={modal === 'login'} title="Login" onClose={() => setModal(null)}>
        <div className={common.choices}>
          <Link to="/patient/login">Patient login</Link>
          <Link to="/doctor/login">Doctor login</Link>
          <Link to="/seller/login">Seller login</Link>
        </div>
      </Modal>
    </div>
  );
}
