/**
 * The layout's api-reading parts (./live) as components the first render can place: each shows its stand-in
 * (nothing, or the same control without the api's data) until the one `live` chunk has loaded, then the live
 * part. The chunk is requested by an effect once the first render has committed, never during a render, so
 * the header never waits for it; when it arrives every mounted part switches in one transition (one commit,
 * rendered in slices), and a part mounted after that renders the live part at once.
 */
import { Component, startTransition, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { CartButtonBeforeLoad, WishlistButtonBeforeLoad } from './CountButton';

type Live = typeof import('./live');

/** The live chunk once loaded; 'failed' when it could not be (the stand-ins stay). */
let live: Live | 'failed' | null = null;
let requested = false;
/** The mounted parts still showing their stand-in, woken together when the chunk arrives. */
const waiting = new Set<() => void>();

function requestLive(): void {
  if (requested) return;
  requested = true;
  // One import, so the chunk's shared modules are all chosen now: evaluating them in stages (store, then ui) let a
  // remote loaded meanwhile register another shared-lib major first, and the later ones were refused.
  void import('./live')
    .then(
      (module) => {
        live = module;
      },
      (error: unknown) => {
        live = 'failed';
        console.error('The layout could not load its live parts', error);
      },
    )
    .then(() => startTransition(() => waiting.forEach((wake) => wake())));
}

function useLive(): Live | null {
  const [module, setModule] = useState(live);
  useEffect(() => {
    const wake = () => setModule(live);
    waiting.add(wake);
    // the chunk may have arrived between this part's render and this effect
    if (live) wake();
    requestLive();
    return () => {
      waiting.delete(wake);
    };
  }, []);
  return module === 'failed' ? null : module;
}

/** A part that fails to render keeps its stand-in; the rest of the layout works on. */
class StandInOnError extends Component<{ standIn: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('The layout could not render a live part', error);
  }

  override render() {
    return this.state.failed ? this.props.standIn : this.props.children;
  }
}

function livePart<P extends object>(pick: (live: Live) => ComponentType<P>, StandIn?: ComponentType<P>) {
  return function LivePart(props: P) {
    const module = useLive();
    const standIn = StandIn ? <StandIn {...props} /> : null;
    if (!module) return standIn;
    const Part = pick(module);
    return (
      <StandInOnError standIn={standIn}>
        <Part {...props} />
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
