/**
 * The layout's api-reading parts (./live) as components the first render can place: each is a React.lazy
 * over the one `live` chunk, shown inside Suspense with its stand-in (nothing, or the same control without
 * the api's data) as the fallback. The chunk is requested by an effect once the first render has committed,
 * never during a render, so the header never waits for it; a part mounted after that renders at once.
 */
import { Component, lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { CartButtonBeforeLoad, WishlistButtonBeforeLoad } from './CountButton';

type Live = typeof import('./live');

/** Set by the first committed part: later parts render their lazy at once (no frame of the stand-in). */
let liveRequested = false;

function useLiveRequested(): boolean {
  const [requested, setRequested] = useState(liveRequested);
  useEffect(() => {
    liveRequested = true;
    setRequested(true);
  }, []);
  return requested;
}

/** A part whose chunk failed to load keeps its stand-in; the rest of the layout works on. */
class StandInOnError extends Component<{ standIn: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('The layout could not load its live parts', error);
  }

  override render() {
    return this.state.failed ? this.props.standIn : this.props.children;
  }
}

function livePart<P extends object>(pick: (live: Live) => ComponentType<P>, StandIn?: ComponentType<P>) {
  const Part = lazy(() => import('./live').then((live) => ({ default: pick(live) })));
  return function LivePart(props: P) {
    const requested = useLiveRequested();
    const standIn = StandIn ? <StandIn {...props} /> : null;
    if (!requested) return standIn;
    return (
      <StandInOnError standIn={standIn}>
        <Suspense fallback={standIn}>
          <Part {...props} />
        </Suspense>
      </StandInOnError>
    );
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
export const OfflineSync = livePart((live) => live.OfflineSync);
export const OfflineBars = livePart((live) => live.OfflineBars);
