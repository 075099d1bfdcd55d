/**
 * The first screen's hand-off, declared once. The shell page's boot script (scripts/webpack/boot-page.js)
 * starts the product list's or a product's request before any bundle runs, paints that screen from the
 * answer into the app shell's <main>, and leaves two window globals; the shell keeps the painted screen
 * until the route's remote renders (shell/src/remotes/first-screen.tsx) and the storefront takes the early
 * answer instead of asking again (mfe-storefront/src/features/catalogue/boot-handoff.ts). The build hands
 * these names to the boot script (shared-lib/contract/boot-page-config.ts), so both sides spell them alike.
 */

/** The boot script's early request, as it leaves it in `window.__ayurvedaBoot`. */
export interface BootRequest {
  method: 'GET' | 'POST';
  /** relative to the API base, as urlOf() writes it */
  path: string;
  body?: unknown;
  /** Date.now() when the request started */
  at: number;
  response: Promise<unknown>;
}

/** The early request, taken once by the storefront. */
export const BOOT_REQUEST_GLOBAL = '__ayurvedaBoot';
/** Settles once the painted first screen and its first pictures are on screen (or nothing is to be painted). */
export const FIRST_SCREEN_GLOBAL = '__ayurvedaFirstScreen';

declare global {
  interface Window {
    [BOOT_REQUEST_GLOBAL]?: BootRequest;
    [FIRST_SCREEN_GLOBAL]?: Promise<void>;
  }
}

/** The page's elements, classes and attributes both sides read. */
export const FIRST_SCREEN_MARKERS = {
  /** the element React renders into; the app shell (header frame and <main>) is its content until then */
  rootId: 'root',
  /** class of the app shell's <main>, into which the boot script paints */
  mainClass: 'boot-page',
  /** id of home's welcome hero inside that <main> */
  heroId: 'boot-hero',
  /** class on <html> when the route is not home: the welcome hero stays hidden */
  noHeroClass: 'boot-no-hero',
  /** class the boot script adds to the <main> it painted */
  paintedClass: 'boot-painted',
  /** attribute of the painted <main>: the router path it shows */
  routeAttribute: 'data-first-screen',
  /** the JSON data blocks the server fills (app configuration, remote manifest) */
  appConfigId: 'app-config',
  manifestId: 'remotes-manifest',
} as const;
