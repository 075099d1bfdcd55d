import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Stored HTML (a product's description, a policy) sanitised once per text, not on every render of its page:
 * DOMPurify parses the whole text each time, and the details page re-renders on every tab, quantity or cart change.
 */
export function useSanitizedHtml(html: string | undefined): string | undefined {
  return useMemo(() => (html === undefined ? undefined : DOMPurify.sanitize(html)), [html]);
}
