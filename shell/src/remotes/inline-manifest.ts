import { FIRST_SCREEN_MARKERS } from 'shared-lib/contract/first-screen';
import { UNCONFIRMED_MANIFEST_ATTRIBUTE } from '../offline/cached-page';

/**
 * The manifest the served page carries inline (`<script type="application/json" id="remotes-manifest">`,
 * filled by the embedded server or by nginx SSI), so boot needs no manifest round trip. Read once: later
 * look-ups (retries, revalidation) fetch /remotes.json. A page the service worker answered from its cache
 * carries an unconfirmed copy (offline/cached-page.ts): it is not used, boot fetches /remotes.json instead.
 */
export const INLINE_MANIFEST_ID = FIRST_SCREEN_MARKERS.manifestId;
let consumed = false;

/** The inlined manifest as written (bare entry URLs or entry objects; manifest.ts normalises), or null. */
export function takeInlineManifest(doc: Document = document): Record<string, unknown> | null {
  if (consumed) return null;
  consumed = true;
  const element = doc.getElementById(INLINE_MANIFEST_ID);
  if (element?.hasAttribute(UNCONFIRMED_MANIFEST_ATTRIBUTE)) return null;
  const text = element?.textContent?.trim();
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** For tests: the next call reads the page again. */
export function resetInlineManifest(): void {
  consumed = false;
}
