import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { PRODUCT_NAME } from 'shared-lib/domain/core';
import { endSession, registerStoreFeedback, selectUserType, useAppDispatch, useAppSelector } from 'shared-lib/store/core';
import { useMessages, useTranslation } from 'shared-lib/i18n';
import { LanguageSwitch, notify } from 'shared-lib/ui/core';
import { SHELL_NS } from '../i18n/texts';
import { MenuIcon, SearchIcon, UserIcon } from './icons';
import { CartButton, CartModal, HeaderContact, MobileMenu, WishlistButton, WishlistModal } from './lazy-layout';
import { MegaMenu } from './MegaMenu';
import { type ComboboxState, type KeyHandler, LazySearchSuggestions, SUGGESTIONS_ID } from './search-suggestions-lazy';
import styles from './Header.module.css';
import './toast-placement.css';

// Cart and wishlist hooks in shared-lib speak through the shell's toasts.
registerStoreFeedback(notify);

type Panel = 'cart' | 'wishlist' | 'menu' | null;

export function Header() {
  const { t } = useTranslation(SHELL_NS);
  const messages = useMessages();
  const userType = useAppSelector(selectUserType);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [panel, setPanel] = useState<Panel>(null);
  const [search, setSearch] = useState('');
  // phones: the search field opens under the one-row bar from its icon
  const [searchOpen, setSearchOpen] = useState(false);
  const searchInput = useRef<HTMLInputElement>(null);
  // suggestions while typing: their code loads when the box is first focused (search-suggestions-lazy.tsx)
  const [suggest, setSuggest] = useState(false);
  const [focused, setFocused] = useState(false);
  const [combo, setCombo] = useState<ComboboxState>({ expanded: false });
  const onComboState = useCallback((state: ComboboxState) => setCombo(state), []);
  const comboKeys = useRef<KeyHandler | null>(null);
  useEffect(() => {
    if (searchOpen) searchInput.current?.focus();
  }, [searchOpen]);

  // Keep the box in step with the list's search text.
  useEffect(() => {
    if (location.pathname.startsWith('/home/buy-medicine')) setSearch(new URLSearchParams(location.search).get('search') ?? '');
  }, [location.pathname, location.search]);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const text = search.trim();
    if (!text) return;
    setSearchOpen(false);
    searchInput.current?.blur();
    navigate(`/home/buy-medicine?search=${encodeURIComponent(text)}`);
  };
  const logout = () => {
    endSession(dispatch);
    navigate('/home');
  };
  const close = () => setPanel(null);

  return (
    <header className={styles.header}>
      <div className={styles.topBar}>
        <div className={styles.inner}>
          <HeaderContact />
          <span className={styles.tagline}>{t('header.tagline', { days: messages.deliveryDays })}</span>
          <LanguageSwitch className={styles.languageSwitch} />
        </div>
      </div>
      <div className={`${styles.inner} ${styles.mainBar}`}>
        <button type="button" className={`${styles.iconButton} ${styles.menuButton}`} aria-label={t('header.openMenu')} onClick={() => setPanel('menu')}>
          <MenuIcon />
        </button>
        <Link to="/home" className={styles.logo}>
          <span className={styles.logoMark} aria-hidden="true">
            ☘
          </span>
          {PRODUCT_NAME}
        </Link>
        <button
          type="button"
          className={`${styles.action} ${styles.searchToggle}`}
          aria-label={t('header.searchProducts')}
          aria-expanded={searchOpen}
          aria-controls="header-search-form"
          onClick={() => setSearchOpen((open) => !open)}
        >
          <SearchIcon />
        </button>
        <form id="header-search-form" className={`${styles.search} ${searchOpen ? styles.searchOpen : ''}`} role="search" onSubmit={onSearch}>
          <label htmlFor="header-search" className="visually-hidden">
            {t('header.searchProducts')}
          </label>
          <input
            id="header-search"
            name="product_name"
            type="search"
            required
            placeholder={t('header.searchPlaceholder')}
            autoComplete="off"
            role="combobox"
            aria-autocomplete="list"
            aria-controls={SUGGESTIONS_ID}
            aria-expanded={combo.expanded}
            aria-activedescendant={combo.activeId}
            ref={searchInput}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            onFocus={() => {
              setSuggest(true);
              setFocused(true);
            }}
            onBlur={() => setFocused(false)}
            onKeyDown={(event) => comboKeys.current?.(event)}
          />
          {suggest && <LazySearchSuggestions listboxId={SUGGESTIONS_ID} text={search} focused={focused} onState={onComboState} keys={comboKeys} onChosen={() => setSearchOpen(false)} />}
          <button type="submit" aria-label={t('header.search')}>
            <SearchIcon />
          </button>
        </form>
        <div className={styles.actions}>
          <span className={styles.wishlistSlot}>
            <WishlistButton onClick={() => setPanel('wishlist')} />
          </span>
          <CartButton onClick={() => setPanel('cart')} />
          {userType === 'patient' ? (
            <>
              <Link to="/patient/my-profile" className={styles.action} aria-label={t('header.myProfile')}>
                <UserIcon />
              </Link>
              <button type="button" className={`${styles.textButton} ${styles.wideOnly}`} onClick={logout}>
                {t('header.logout')}
              </button>
            </>
          ) : userType ? (
            <button type="button" className={`${styles.textButton} ${styles.wideOnly}`} onClick={logout}>
              {t('header.logout')}
            </button>
          ) : (
            <>
              <Link to="/order/track" className={`${styles.textButton} ${styles.wideOnly}`}>
                {t('header.trackOrder')}
              </Link>
              <Link to="/patient/login" className={styles.action} aria-label={t('header.patientLogin')}>
                <UserIcon />
              </Link>
            </>
          )}
        </div>
      </div>
      <nav className={styles.nav} aria-label={t('header.mainNav')}>
        <div className={styles.inner}>
          <NavLink to="/home" end>
            {t('header.home')}
          </NavLink>
          <MegaMenu />
          <NavLink to="/home/buy-medicine">{t('header.products')}</NavLink>
          <NavLink to="/doctors">{t('header.consultDoctor')}</NavLink>
          <a href="#/seller/sellerSignup">{t('header.becomeSeller')}</a>
          {userType !== 'doctor' && <NavLink to="/doctor/doctorSignup">{t('header.becomeConsultant')}</NavLink>}
        </div>
      </nav>
      <CartModal open={panel === 'cart'} onClose={close} />
      <WishlistModal open={panel === 'wishlist'} onClose={close} />
      <MobileMenu open={panel === 'menu'} onClose={close} onWishlist={() => setPanel('wishlist')} onLogout={logout} />
    </header>
  );
}
