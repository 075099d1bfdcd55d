/**
 * The layout's parts that read the RTK Query api (shared-lib/store): one chunk that loads right after the
 * shell's first render, so the header is on screen before RTK Query's code has been fetched. Only
 * lazy-layout.tsx imports this module (dynamically).
 */
export { CartButton, WishlistButton } from './HeaderCounts';
export { HeaderContact } from './HeaderContact';
export { MegaMenuPanel } from './MegaMenuPanel';
export { CartModal } from './CartModal';
export { WishlistModal } from './WishlistModal';
export { MobileMenu } from './MobileMenu';
export { Footer } from './Footer';
export { ConnectionNotice } from './ConnectionNotice';
export { OfflineSync } from './OfflineSync';
export { OfflineBars } from '../offline/OfflineBars';
