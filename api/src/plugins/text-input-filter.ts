/**
 * The one input filter for free text (issue 24), applied to every field of every content type: JSON bodies
 * (plugins/plain-text.ts, after validation) and multipart forms (integrations/storage/multipart.ts). A field
 * is trimmed and loses control characters (tab and line breaks stay) and bidirectional overrides/isolates;
 * plain-text fields also lose markup. Secrets (passwords, tokens, signed payloads) are left byte for byte as
 * sent, and rich-text fields keep their markup for the sanitiser (services/html.ts).
 */

export const VERBATIM_FIELD = /password|token|secret|response|checksum|signature/i;
/** rich text, sanitised as HTML where it is stored */
export const RICH_TEXT_FIELDS: ReadonlySet<string> = new Set(['full_description']);

// C0 controls but tab, LF and CR; DEL and C1 controls; bidi embeddings, overrides and isolates (U+202A-202E, U+2066-2069)
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

/** Markup removed: script and style elements with their content, then tags, then any stray '<' or '>'. */
export function withoutMarkup(value: string): string {
  if (!/[<>]/.test(value)) return value;
  return value
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<\/?[A-Za-z!][^>]*>?/g, '')
    .replace(/[<>]/g, '');
}

/** One field's value as it may be stored. */
export function filterText(value: string, field = ''): string {
  if (VERBATIM_FIELD.test(field)) return value;
  const clean = value.replace(UNSAFE_CHARACTERS, '');
  return (RICH_TEXT_FIELDS.has(field) ? clean : withoutMarkup(clean)).trim();
}

/** Bodies deeper than this never get here (plugins/json-depth.ts); the walk stops there anyway. */
const WALK_DEPTH_MAX = 64;

/** Filters every string of a parsed body in place (arrays and objects walked to a bounded depth). */
export function filterBody(value: unknown, field = '', depth = 0): unknown {
  if (typeof value === 'string') return filterText(value, field);
  if (depth >= WALK_DEPTH_MAX) return value;
  if (Array.isArray(value)) return value.map((item) => filterBody(item, field, depth + 1));
  if (value && typeof value === 'object') {
    for (const [name, inner] of Object.entries(value)) (value as Record<string, unknown>)[name] = filterBody(inner, name, depth + 1);
  }
  return value;
}
