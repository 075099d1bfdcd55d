import { Link, NavLink, useNavigate } from 'react-router-dom';
import { FormEvent, useState } from 'react';
import { PRODUCT_NAME } from 'shared-lib/domain';
import { selectUserType, useAppSelector, useGetContactUsQuery } from 'shared-lib/store';
import styles from './Layout.module.css';

export function Header() {
  const { data: contact } = useGetContactUsQuery();
  const userType = useAppSelector(selectUserType);
  const navigate = useNavigate();
  const [search, setSearch] = useState('');

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const text = search.trim();
    if (!text) return;
    navigate(`/home/buy-medicine?search=${encodeURIComponent(text)}`);
  };

  return (
    <header className={styles.header}>
      <div className={styles.topBar}>
        <div className={styles.inner}>
          {contact && (
            <span className={styles.contact} data-testid="header-contact">
              <a href={`tel:${contact.phone}`}>{contact.phone}</a>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </span>
          )}
          <span className={styles.tagline}>Genuine brands · Delivery in 3-5 days</span>
        </div>
      </div>
      <div className={`${styles.inner} ${styles.mainBar}`}>
        <Link to="/home" className={styles.logo}>
          {PRODUCT_NAME}
        </Link>
        <form className={styles.search} role="search" onSubmit={onSearch}>
          <label htmlFor="header-search" className="visually-hidden">
            Search products
          </label>
          <input
            id="header-search"
            name="product_name"
            required
            placeholder="Search medicines and supplements"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <button type="submit">Search</button>
        </form>
        <Link to="/patient/login" className={styles.userLink} aria-label="Patient login">
          Login
        </Link>
      </div>
      <nav className={styles.nav} aria-label="Main">
        <div className={styles.inner}>
          <NavLink to="/home">Home</NavLink>
          <NavLink to="/home/buy-medicine">Products</NavLink>
          <NavLink to="/home/supplements">Supplements</NavLink>
          <NavLink to="/seller/sellerSignup">Become a Seller</NavLink>
          {userType !== 'doctor' && <NavLink to="/doctor/doctorSignup">Become an Ayurvedic Consultant</NavLink>}
        </div>
      </nav>
    </header>
  );
}
