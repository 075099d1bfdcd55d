import { useLocalName, useTranslation } from 'shared-lib/i18n';
import { LanguageSwitch, Modal } from 'shared-lib/ui';
import { SHELL_NS } from '../i18n/texts';
import { Link } from 'react-router-dom';
import { selectUserType, useAppSelector, useGetParentCategoriesQuery } from 'shared-lib/store';
import styles from './MobileMenu.module.css';

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  /** opens the wishlist (its header button is left out of the phone bar) */
  onWishlist: () => void;
  onLogout: () => void;
}

/** Phones: Home, Products grouped by parent category, Supplements, then the account's links (the bar keeps only logo, search, cart and menu). */
export function MobileMenu({ open, onClose, onWishlist, onLogout }: MobileMenuProps) {
  const { t } = useTranslation(SHELL_NS);
  const nameOf = useLocalName();
  const { data: parents = [] } = useGetParentCategoriesQuery();
  const userType = useAppSelector(selectUserType);
  const then = (action: () => void) => () => {
    onClose();
    action();
  };
  return (
    <Modal open={open} onClose={onClose} title={t('menu.title')} variant="drawer">
      <nav aria-label={t('menu.nav')} className={styles.mobileNav}>
        <Link to="/home" onClick={onClose}>
          {t('header.home')}
        </Link>
        <details>
          <summary>{t('header.products')}</summary>
          <Link to="/home/buy-medicine" onClick={onClose}>
            {t('menu.allProducts')}
          </Link>
          {parents.map((parent) => (
            <details key={parent.id} className={styles.mobileGroup}>
              <summary>{nameOf(parent)}</summary>
              {parent.categories.map((category) => (
                <Link key={category.id} to={`/home/buy-medicine/category/${category.id}`} onClick={onClose}>
                  {nameOf(category)}
                </Link>
              ))}
            </details>
          ))}
        </details>
        <Link to="/home/supplements" onClick={onClose}>
          {t('menu.supplements')}
        </Link>
        <Link to="/doctors" onClick={onClose}>
          {t('header.consultDoctor')}
        </Link>
        <button type="button" className={styles.mobileNavButton} onClick={then(onWishlist)}>
          {t('menu.wishlist')}
        </button>
        {userType === 'patient' && (
          <Link to="/patient/my-profile" onClick={onClose}>
            {t('header.myProfile')}
          </Link>
        )}
        {userType === 'doctor' && (
          <Link to="/doctor/dashboard" onClick={onClose}>
            {t('menu.dashboard')}
          </Link>
        )}
        {userType === null && (
          <>
            <Link to="/patient/login" onClick={onClose}>
              {t('menu.login')}
            </Link>
            <Link to="/order/track" onClick={onClose}>
              {t('menu.trackOrder')}
            </Link>
          </>
        )}
        <a href="#/seller/sellerSignup" onClick={onClose}>
          {t('header.becomeSeller')}
        </a>
        {userType !== 'doctor' && (
          <Link to="/doctor/doctorSignup" onClick={onClose}>
            {t('header.becomeConsultant')}
          </Link>
        )}
        {userType !== null && (
          <button type="button" className={styles.mobileNavButton} onClick={then(onLogout)}>
            {t('header.logout')}
          </button>
        )}
      </nav>
      <LanguageSwitch className={styles.mobileLanguage} />
    </Modal>
  );
}
