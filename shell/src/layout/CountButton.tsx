import type { ReactNode } from 'react';
import { selectGuestItems, selectPatientId, useAppSelector } from 'shared-lib/store/core';
import { CartIcon, HeartIcon } from './icons';
import { useTranslation } from 'shared-lib/i18n';
import { SHELL_NS } from '../i18n/texts';
import styles from './Header.module.css';

interface CountButtonProps {
  label: string;
  icon: ReactNode;
  count: number;
  testId: string;
  onClick: () => void;
}

/** The header's cart and wishlist buttons: an icon and how many lines the list has. */
export function CountButton({ label, icon, count, testId, onClick }: CountButtonProps) {
  const { t } = useTranslation(SHELL_NS);
  return (
    <button type="button" className={styles.action} onClick={onClick} aria-label={t('menu.countLabel', { label, count })}>
      {icon}
      <span className={styles.count} data-testid={testId}>
        {count}
      </span>
    </button>
  );
}

export type ListButtonProps = Pick<CountButtonProps, 'onClick'>;

export function CartCountButton({ count, onClick }: ListButtonProps & { count: number }) {
  const { t } = useTranslation(SHELL_NS);
  return <CountButton label={t('menu.cart')} icon={<CartIcon />} count={count} testId="cart-count" onClick={onClick} />;
}

export function WishlistCountButton({ count, onClick }: ListButtonProps & { count: number }) {
  const { t } = useTranslation(SHELL_NS);
  return <CountButton label={t('menu.wishlist')} icon={<HeartIcon />} count={count} testId="wishlist-count" onClick={onClick} />;
}

/**
 * Until the layout's api part has loaded (layout/lazy-layout.tsx): a guest's cart is in the store already;
 * a patient's server cart, like the wishlist, counts 0 until its list arrives, as it does with the api loaded.
 */
export function CartButtonBeforeLoad({ onClick }: ListButtonProps) {
  const guestItems = useAppSelector(selectGuestItems);
  const isPatient = useAppSelector(selectPatientId) !== null;
  return <CartCountButton count={isPatient ? 0 : guestItems.length} onClick={onClick} />;
}

export function WishlistButtonBeforeLoad({ onClick }: ListButtonProps) {
  return <WishlistCountButton count={0} onClick={onClick} />;
}
