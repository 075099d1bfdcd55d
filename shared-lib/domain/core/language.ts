/**
 * The shop's languages (issue 31): English, the spec's, and Hindi. Used by the browser (the switch, the
 * first visit's choice, `<html lang>`), by the shared axios instance (Accept-Language) and by the API (which
 * language a message or a mail is written in).
 */
export const SHOP_LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof SHOP_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** the browser's memory of the choice (localStorage) */
export const LANGUAGE_STORAGE_KEY = 'ayurveda-bazaar.language';
/** each language named in itself, as the switch shows it */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };
/** BCP 47 locales for Intl */
export const LANGUAGE_LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SHOP_LANGUAGES as readonly string[]).includes(value);
}

/** `hi-IN`, `hi` → hi; anything else → undefined. */
function languageOfTag(tag: string): Language | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : undefined;
}

/** The first visit: Hindi when the browser's first language is Hindi, English otherwise. */
export function languageFromBrowser(preferred: readonly string[] | undefined): Language {
  const first = preferred?.[0];
  return first && languageOfTag(first) === 'hi' ? 'hi' : DEFAULT_LANGUAGE;
}

/** An Accept-Language header (`hi-IN,hi;q=0.9,en;q=0.8`): the supported language with the highest weight. */
export function languageFromAcceptLanguage(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  let best: { language: Language; q: number } | undefined;
  for (const part of header.split(',').slice(0, 20)) {
    const [tag, ...params] = part.split(';');
    const language = languageOfTag(tag);
    if (!language) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { language, q };
  }
  return best?.language ?? DEFAULT_LANGUAGE;
}
