/**
 * The one formatter module (issue 31): money with lakh and crore grouping, dates and times in India time,
 * and plural categories, each through Intl for en-IN or hi-IN. Digits stay Latin in both languages (rupee
 * amounts and phone numbers keep them). Formatters are built once per locale and options, when first used.
 */
import { groupIndianDigits, wholeCountCategory } from './indian-digits';
import { DEFAULT_LANGUAGE, LANGUAGE_LOCALES, type Language } from './language';

export const INDIA_TIME_ZONE = 'Asia/Kolkata';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(key: string, build: () => T): T {
  let value = cache.get(key) as T | undefined;
  if (!value) cache.set(key, (value = build()));
  return value;
}

const locale = (language: Language) => `${LANGUAGE_LOCALES[language]}-u-nu-latn`;

/** 123450 → '1,23,450' (lakh grouping; decimals as Intl writes them, up to three). */
export function formatNumber(amount: number, language: Language = DEFAULT_LANGUAGE): string {
  // both languages group and write Latin digits alike: Intl only for what indian-digits.ts leaves to it
  return groupIndianDigits(amount) ?? cached(`n:${language}`, () => new Intl.NumberFormat(locale(language))).format(amount);
}

/** Rupees as shown: 123450 → '₹1,23,450'. Money is paise in storage: pass rupees (paise / 100). */
export function formatMoney(rupees: number, language: Language = DEFAULT_LANGUAGE): string {
  return `₹${formatNumber(rupees, language)}`;
}

export type DateStyle = 'date' | 'dateTime' | 'time' | 'monthYear';
const DATE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { day: '2-digit', month: 'short', year: 'numeric' },
  dateTime: { day: '2-digit', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true },
  time: { hour: 'numeric', minute: '2-digit', hour12: true },
  monthYear: { month: 'long', year: 'numeric' },
};

/** A UTC instant (ISO text or Date) shown in India time: '05 Mar 2026', '05 मार्च 2026', '5:30 pm'. */
export function formatDate(value: string | Date, style: DateStyle = 'date', language: Language = DEFAULT_LANGUAGE): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  return cached(`d:${style}:${language}`, () => new Intl.DateTimeFormat(locale(language), { ...DATE_OPTIONS[style], timeZone: INDIA_TIME_ZONE })).format(date);
}

/**
 * The plural category of a count. Hindi counts 0 as singular (CLDR: one for 0 and 1): "0 वस्तु", "1 वस्तु",
 * "3 वस्तुएँ"; English: one for 1 only.
 */
export function pluralCategory(count: number, language: Language = DEFAULT_LANGUAGE): Intl.LDMLPluralRule {
  return wholeCountCategory(count, language) ?? cached(`p:${language}`, () => new Intl.PluralRules(LANGUAGE_LOCALES[language])).select(count);
}

/** A count with its noun in the right form: formatCount(3, { one: 'वस्तु', other: 'वस्तुएँ' }, 'hi') → '3 वस्तुएँ'. */
export function formatCount(count: number, forms: { one: string; other: string }, language: Language = DEFAULT_LANGUAGE): string {
  return `${formatNumber(count, language)} ${pluralCategory(count, language) === 'one' ? forms.one : forms.other}`;
}
