import { useCart, useWishlist } from 'shared-lib/store';
import { CartCountButton, WishlistCountButton, type ListButtonProps } from './CountButton';

export function CartButton({ onClick }: ListButtonProps) {
  return <CartCountButton count={useCart().count} onClick={onClick} />;
}

export function WishlistButton({ onClick }: ListButtonProps) {
  return <WishlistCountButton count={useWishlist().count} onClick={onClick} />;
}
