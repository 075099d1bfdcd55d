/**
 * The app shell's first screen (index.html's welcome hero on home; the list's cards or a product's picture,
 * name and price that the page's boot script painted from its early answer) stays on screen while the
 * route's remote loads, instead of a spinner over an empty page: React's first render would otherwise
 * replace it with nothing for a second or more. It is shown for the route it was made for, until that
 * route's remote has rendered once; then it is gone for good.
 */
import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { FIRST_SCREEN_MARKERS as MARKERS } from 'shared-lib/contract/first-screen';
import { SpinnerOverlay } from 'shared-lib/ui/core';

interface FirstScreen {
  /** the app shell's <main>: React's first render takes it out of the page, with what it shows inside */
  main: HTMLElement;
  /** the boot script left home's welcome hero visible */
  home: boolean;
  /** its content, moved into a <div> the first time it is shown (the page keeps one <main>) */
  node: HTMLDivElement | null;
}

let firstScreen: FirstScreen | null = null;

/** Before React renders into `root`: remembers the app shell's <main> (nothing moves yet). */
export function adoptFirstScreen(root: HTMLElement): void {
  const main = root.querySelector<HTMLElement>(`:scope > main.${MARKERS.mainClass}`);
  firstScreen = main ? { main, home: !document.documentElement.classList.contains(MARKERS.noHeroClass), node: null } : null;
}

/** The route's remote has rendered: the first screen is not shown again. */
export function releaseFirstScreen(): void {
  firstScreen = null;
}

/** The router path the first screen shows: what the boot script painted, or home's hero; null for none. */
function routeOf(screen: FirstScreen): string | null {
  return screen.main.getAttribute(MARKERS.routeAttribute) ?? (screen.home ? '/home' : null);
}

function contentOf(screen: FirstScreen): HTMLDivElement {
  if (!screen.node) {
    screen.node = document.createElement('div');
    screen.node.className = screen.main.className;
    screen.node.append(...screen.main.childNodes);
  }
  return screen.node;
}

const samePath = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

/** While a remote route is pending: its first screen when the shell holds one for this route, else the spinner. */
export function PendingRemote() {
  const { pathname } = useLocation();
  const route = firstScreen && routeOf(firstScreen);
  const shown = firstScreen && route && samePath(route, pathname) ? firstScreen : null;
  const holder = useRef<HTMLDivElement>(null);
  // in the commit that takes the app shell's <main> away, before the browser paints: nothing blinks
  useLayoutEffect(() => {
    const container = holder.current;
    if (!shown || !container) return undefined;
    const content = contentOf(shown);
    container.appendChild(content);
    return () => content.remove();
  }, [shown]);
  if (!shown) return <SpinnerOverlay visible />;
  return <div ref={holder} data-testid="first-screen" />;
}
