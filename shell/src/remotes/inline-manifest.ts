/**
 * The manifest the served page carries inline (`<script type="application/json" id="remotes-manifest">`,
 * filled by the embedded server or by nginx SSI), so boot needs no manifest round trip. Read once: later
 * look-ups (retries, revalidation) fetch /remotes.json.
 */
import type { RemoteManifest } from './manifest';

export const INLINE_MANIFEST_ID = 'remotes-manifest';
let consumed = false;

export function takeInlineManifest(doc: Document = document): RemoteManifest | null {
  if (consumed) return null;
  consumed = true;
  const text = doc.getElementById(INLINE_MANIFEST_ID)?.textContent?.trim();
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
    const entries = Object.entries(value as Record<string, unknown>);
    return entries.every(([, entry]) => typeof entry === 'string') ? (Object.fromEntries(entries) as RemoteManifest) : null;
  } catch {
    return null;
  }
}

/** For tests: the next call reads the page again. */
export function resetInlineManifest(): void {
  consumed = false;
}
