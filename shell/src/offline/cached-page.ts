/**
 * The repeat visit's shop page from the worker's cache (issue 32). The page is answered at once when the
 * worker holds one of its own shell release (the network's copy is fetched behind it for the next visit),
 * so the boot script paints the first screen from the kept catalogue answers without a round trip. The
 * inlined remote manifest may be older than the live one (a release or a rollback since): the worker fills
 * in the newest manifest it holds, for the boot script's early entry preload only, and marks the block
 * unconfirmed; the shell then asks /remotes.json (network-first, 3 s) before it loads any remote
 * (remotes/inline-manifest.ts), so a rollback is still what runs. Pure, unit-tested.
 */
import { FIRST_SCREEN_MARKERS } from 'shared-lib/contract/first-screen';

/** Set on the inlined manifest of a page answered from the worker's cache: the shell must confirm it. */
export const UNCONFIRMED_MANIFEST_ATTRIBUTE = 'data-unconfirmed';

const MANIFEST_BLOCK = new RegExp(`<script\\b([^>]*\\bid="?${FIRST_SCREEN_MARKERS.manifestId}"?[^>]*)>([\\s\\S]*?)</script>`);

/**
 * The kept page as the worker answers it: null when it is not this shell release's page (then the
 * network's answer is awaited as before) or has no manifest block; else the page with its manifest block
 * holding `manifestJson` (the newest the worker holds; the page's own without one) and marked unconfirmed.
 */
export function pageFromCache(html: string, shellRelease: string, manifestJson: string | null): string | null {
  if (!html.includes(`/apps/shell/${shellRelease}/`)) return null;
  const block = MANIFEST_BLOCK.exec(html);
  if (!block) return null;
  const [whole, attributes, own] = block;
  // a JSON data block: `<` escaped so no text can close the element
  const manifest = manifestJson === null ? own : manifestJson.replace(/</g, '\\u003c');
  return html.replace(whole, () => `<script${attributes} ${UNCONFIRMED_MANIFEST_ATTRIBUTE}>${manifest}</script>`);
}
