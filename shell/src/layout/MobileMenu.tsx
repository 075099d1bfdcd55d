import { Modal } from 'shared-lib/ui';
import { Link } from 'react-router-dom';
import { selectUserType, useAppSelector, useGetParentCategoriesQuery } from 'shared-lib/store';
import styles from './Header.module.css';

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  /** opens the wishlist (its header button is left out of the phone bar) */
  onWishlist: () => void;
  onLogout: () => void;
}

/** Phones: Home, Products grouped by parent category, Supplements, then the account's links (the bar keeps only logo, search, cart and menu). */
export function MobileMenu({ open, onClose, onWishlist, onLogout }: MobileMenuProps) {
  const { data: parents = [] } = useGetParentCategoriesQuery();
  const userType = useAppSelector(selectUserType);
  const then = (action: () => void) => () => {
    onClose();
    action();
  };
  return (
    <Modal open={open} onClose={onClose} title="Menu" variant="drawer">
      <nav aria-label="Mobile" className={styles.mobileNav}>
        <Link to="/home" onClick={onClose}>
          Home
        </Link>
        <details>
          <summary>Products</summary>
          <Link to="/home/buy-medicine" onClick={onClose}>
            All products
          </Link>
          {parents.map((parent) => (
            <details key={parent.id} className={styles.mobileGroup}>
              <summary>{parent.name}</summary>
              {parent.categories.map((category) => (
                <Link key={category.id} to={`/home/buy-medicine/category/${category.id}`} onClick={onClose}>
                  {category.name}
                </Link>
              ))}
            </details>
          ))}
        </details>
        <Link to="/home/supplements" onClick={onClose}>
          Supplements
        </Link>
        <Link to="/doctors" onClick={onClose}>
          Consult a Doctor
        </Link>
        <button type="button" className={styles.mobileNavButton} onClick={then(onWishlist)}>
          Wishlist
        </button>
        {userType === 'patient' && (
          <Link to="/patient/my-profile" onClick={onClose}>
            My profile
          </Link>
        )}
        {userType === 'doctor' && (
          <Link to="/doctor/dashboard" onClick={onClose}>
            Dashboard
          </Link>
        )}
        {userType === null && (
          <>
            <Link to="/patient/login" onClick={onClose}>
              Login
            </Link>
            <Link to="/order/track" onClick={onClose}>
              Track an order
            </Link>
          </>
        )}
        <a href="#/seller/sellerSignup" onClick={onClose}>
          Become a Seller
        </a>
        {userType !== 'doctor' && (
          <Link to="/doctor/doctorSignup" onClick={onClose}>
            Become an Ayurvedic Consultant
          </Link>
        )}
        {userType !== null && (
          <button type="button" className={styles.mobileNavButton} onClick={then(onLogout)}>
            Logout
          </button>
        )}
      </nav>
    </Modal>
  );
}
