/**
 * The layout's api-reading parts (./live) as components the first render can place. Each shows its
 * stand-in (nothing, or the same control without the api's data) until the chunk has loaded; the chunk
 * is requested once the first render has committed (an effect), so the header never waits for it.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { CartButtonBeforeLoad, WishlistButtonBeforeLoad } from './CountButton';

type Live = typeof import('./live');

let loaded: Live | undefined;
let loading: Promise<Live> | undefined;

function loadLive(): Promise<Live> {
  loading ??= import('./live').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined; // the next part that mounts tries again
      throw error;
    },
  );
  return loading;
}

function useLive(): Live | undefined {
  const [live, setLive] = useState(loaded);
  useEffect(() => {
    if (live) return undefined;
    let mounted = true;
    loadLive().then(
      (module) => mounted && setLive(module),
      (error: unknown) => console.error('The layout could not load its live parts', error),
    );
    return () => {
      mounted = false;
    };
  }, [live]);
  return live;
}

function livePart<P extends object>(pick: (live: Live) => ComponentType<P>, StandIn?: ComponentType<P>) {
  return function LivePart(props: P) {
    const live = useLive();
    if (!live) return StandIn ? <StandIn {...props} /> : null;
    const Part = pick(live);
    return <Part {...props} />;
  };
}

export const CartButton = livePart((live) => live.CartButton, CartButtonBeforeLoad);
export const WishlistButton = livePart((live) => live.WishlistButton, WishlistButtonBeforeLoad);
export const HeaderContact = livePart((live) => live.HeaderContact);
export const MegaMenuPanel = livePart((live) => live.MegaMenuPanel);
export const CartModal = livePart((live) => live.CartModal);
export const WishlistModal = livePart((live) => live.WishlistModal);
export const MobileMenu = livePart((live) => live.MobileMenu);
export const Footer = livePart((live) => live.Footer);
export const ConnectionNotice = livePart((live) => live.ConnectionNotice);
