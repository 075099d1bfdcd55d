import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PRODUCT_NAME, DELIVERY_DAYS } from 'shared-lib/domain';
import { useGetCategoriesQuery } from 'shared-lib/store';
import { EntrySpinner, Modal } from 'shared-lib/ui';
import {
  useGetAchievementsQuery,
  useGetAdvertisementsQuery,
  useGetBannersQuery,
  useGetBrandsQuery,
  useGetDoctorsQuery,
  useGetFaqsQuery,
  useGetHealthIssuesQuery,
  useGetFeaturedProductsQuery,
  useGetOffersQuery,
} from '../catalogue/catalogue-api';
import { ProductCard } from '../catalogue/ProductCard';
import catalogue from '../catalogue/catalogue.module.css';
import common from '../common/common.module.css';
import { ReleaseMarker } from '../common/ReleaseMarker';
import { Carousel } from './Carousel';
import { DoctorAvatar } from './DoctorAvatar';
import styles from './home.module.css';

const FEATURES = [
  { icon: '✿', title: 'Genuine brand products', text: 'Sourced directly from trusted Ayurvedic makers.' },
  { icon: '➤', title: `Delivery in ${DELIVERY_DAYS}`, text: 'Free shipping on orders of ₹500 and more.' },
  { icon: '✚', title: 'Expert consultants', text: 'Qualified Ayurvedic doctors to guide you.' },
];

export function HomePage() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [modal, setModal] = useState<'register' | 'login' | null>(null);
  const { data: banners = [] } = useGetBannersQuery();
  const { data: offers = [] } = useGetOffersQuery();
  const { data: adverts = [] } = useGetAdvertisementsQuery();
  const { data: brands = [] } = useGetBrandsQuery();
  const { data: categories = [] } = useGetCategoriesQuery();
  const { data: doctors = [] } = useGetDoctorsQuery();
  const { data: faqs = [] } = useGetFaqsQuery();
  const { data: issues = [] } = useGetHealthIssuesQuery();
  const { data: achievements = [] } = useGetAchievementsQuery();
  const { data: popular = [] } = useGetFeaturedProductsQuery(8);
  const achievement = achievements[0];

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const text = search.trim();
    if (text) navigate(`/home/buy-medicine?search=${encodeURIComponent(text)}`);
  };

  return (
    <div className={styles.page}>
      <EntrySpinner />
      <section className={styles.welcome}>
        <div>
          <p className={styles.kicker}>Ayurveda, delivered</p>
          <h1>Welcome to {PRODUCT_NAME}</h1>
          <ReleaseMarker />
          <p>Genuine Ayurvedic medicines and supplements from trusted brands, delivered in {DELIVERY_DAYS}.</p>
          <form className={styles.search} role="search" onSubmit={onSearch}>
            <label htmlFor="home-search" className="visually-hidden">
              Search by product name
            </label>
            <input id="home-search" name="product_name" type="search" required placeholder="Search by product name" value={search} onChange={(e) => setSearch(e.target.value)} />
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

      {banners.length > 0 && (
        <Carousel label="Banners">
          {banners.map((banner) => (
            <img key={banner.id} className={styles.bannerImage} src={banner.image} alt={banner.title ?? 'Banner'} width={1200} height={400} />
          ))}
        </Carousel>
      )}

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

      {adverts.length > 0 && (
        <section className={styles.adverts} aria-label="Advertisements">
          {adverts.slice(0, 2).map((advert) =>
            advert.type === 0 ? (
              <a key={advert.id} href={advert.link ?? '#'} target="_blank" rel="noopener noreferrer" className={styles.advert}>
                <img src={advert.image} alt={advert.title} width={600} height={240} loading="lazy" />
              </a>
            ) : (
              <Link key={advert.id} to={`/home/buy-medicine/category/${advert.category[0]}`} className={styles.advert}>
                <img src={advert.image} alt={advert.title} width={600} height={240} loading="lazy" />
              </Link>
            ),
          )}
        </section>
      )}

      <section aria-labelledby="home-brands">
        <h2 id="home-brands" className={styles.heading}>
          Top brands
        </h2>
        <div className={styles.tiles}>
          {brands.slice(0, 12).map((brand) => (
            <Link key={brand.id} className={`${styles.tile} ${styles.brandTile}`} to={`/home/buy-medicine?brand=${brand.id}`} data-testid="brand-tile">
              <img src={brand.image} alt="" width={160} height={80} loading="lazy" />
              <span>{brand.name}</span>
            </Link>
          ))}
        </div>
      </section>

      {offers.length > 0 && (
        <section aria-labelledby="home-offers">
          <h2 id="home-offers" className={styles.heading}>
            Offers for you
          </h2>
          <Carousel label="Offers">
            {offers.map((offer) => (
              <div key={offer.id} className={styles.offer}>
                <img src={offer.image} alt="" width={400} height={220} loading="lazy" />
                <h3>{offer.title}</h3>
                <p>{offer.description}</p>
              </div>
            ))}
          </Carousel>
        </section>
      )}

      {popular.length > 0 && (
        <section aria-labelledby="home-popular">
          <h2 id="home-popular" className={styles.heading}>
            Popular products
          </h2>
          <div className={catalogue.grid}>
            {popular.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </div>
          <Link className={catalogue.more} to="/home/buy-medicine">
            Shop all products
          </Link>
        </section>
      )}

      <section aria-labelledby="home-categories">
        <h2 id="home-categories" className={styles.heading}>
          Shop by category
        </h2>
        <div className={styles.tiles}>
          {categories.map((category) => (
            <Link key={category.id} className={styles.tile} to={`/home/buy-medicine/category/${category.id}`} data-testid="category-tile">
              <img src={category.image} alt="" width={80} height={80} loading="lazy" />
              <span>{category.name}</span>
            </Link>
          ))}
        </div>
      </section>

      {issues.length > 0 && (
        <section aria-labelledby="home-concerns">
          <h2 id="home-concerns" className={styles.heading}>
            Shop by health concern
          </h2>
          <div className={styles.tiles}>
            {issues.map((issue) => (
              <div key={issue.id} className={styles.tile}>
                <img src={issue.image} alt="" width={80} height={80} loading="lazy" />
                <span>{issue.name}</span>
              </div>
            ))}
          </div>
        </section>
      )}

      {doctors.length > 0 && (
        <section aria-labelledby="home-doctors">
          <h2 id="home-doctors" className={styles.heading}>
            Meet our doctors
          </h2>
          <div className={styles.doctors}>
            {doctors.slice(0, 8).map((doctor) => (
              <article key={doctor.id} className={styles.doctor} data-testid="doctor-card">
                <DoctorAvatar name={doctor.name} image={doctor.profile_image} />
                <h3>{doctor.name}</h3>
                <p>{doctor.stream?.name ?? ''}</p>
              </article>
            ))}
          </div>
        </section>
      )}

      {achievement && (
        <section className={styles.achievements} aria-label="Our achievements">
          <div>
            <img src={achievement.speciality_icon} alt="" width={48} height={48} />
            <strong>{achievement.specialities}+</strong>
            <span>Specialities</span>
          </div>
          <div>
            <img src={achievement.doctor_icon} alt="" width={48} height={48} />
            <strong>{achievement.doctors}+</strong>
            <span>Doctors</span>
          </div>
          <div>
            <img src={achievement.user_icon} alt="" width={48} height={48} />
            <strong>{achievement.users}+</strong>
            <span>Happy users</span>
          </div>
        </section>
      )}

      <section aria-labelledby="home-faq">
        <h2 id="home-faq" className={styles.heading}>
          Frequently asked questions
        </h2>
        <div className={styles.faqs}>
          {faqs
            .filter((faq) => Number(faq.status) === 1)
            .map((faq) => (
              <details key={faq.id} className={styles.faq} data-testid="faq">
                <summary>{faq.question}</summary>
                <p>{faq.answer}</p>
              </details>
            ))}
        </div>
      </section>

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
