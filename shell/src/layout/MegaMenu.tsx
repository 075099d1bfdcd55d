import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { MegaMenuPanel } from './lazy-layout';
import { useTranslation } from 'shared-lib/i18n';
import { SHELL_NS } from '../i18n/texts';
import styles from './Header.module.css';
import megaStyles from './MegaMenu.module.css';

/** 'Categories' with a panel of parent categories and their categories. */
export function MegaMenu() {
  const { t } = useTranslation(SHELL_NS);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const location = useLocation();
  useEffect(() => setOpen(false), [location]);
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const onClick = (event: MouseEvent) => !root.current?.contains(event.target as Node) && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);
  return (
    <div className={megaStyles.mega} ref={root}>
      <button type="button" className={styles.navButton} aria-expanded={open} aria-controls="mega-menu" onClick={() => setOpen((value) => !value)}>
        {t('header.categories')}
      </button>
      {open && <MegaMenuPanel />}
    </div>
  );
}
