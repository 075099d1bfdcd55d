/**
 * Indian digit grouping without Intl (issue 29): building an Intl.NumberFormat or Intl.PluralRules loads the
 * locale's data, tens of milliseconds on a phone in the first seconds of a page. For the numbers a shop
 * shows (non-negative, below 10^15) the text is written here exactly as Intl.NumberFormat('en-IN' or
 * 'hi-IN', Latin digits) writes it: lakh grouping (1,23,45,678), at most three decimals rounded half away
 * from zero on the number's shortest decimal text, trailing zeros dropped. Anything else returns null and the caller
 * asks Intl (format.ts; indian-digits.test.ts compares both on many numbers).
 */

/** '1299' + 1 in the last place → '1300' (a string of digits, any length). */
function addOneToLast(digits: string): string {
  const out = digits.split('');
  let at = out.length - 1;
  while (at >= 0 && out[at] === '9') out[at--] = '0';
  if (at < 0) out.unshift('1');
  else out[at] = String(Number(out[at]) + 1);
  return out.join('');
}

/** 12345678.5 → '1,23,45,678.5'; null for a negative, non-finite, tiny (exponent) or too large number. */
export function groupIndianDigits(amount: number): string | null {
  if (!Number.isFinite(amount) || amount < 0 || Object.is(amount, -0) || amount >= 1e15) return null;
  // Intl rounds the number's shortest decimal text (as String writes it), half away from zero, to three decimals
  const text = String(amount);
  if (text.includes('e')) return null;
  let [whole, fraction = ''] = text.split('.');
  if (fraction.length > 3) {
    const digits = fraction[3] >= '5' ? addOneToLast(whole + fraction.slice(0, 3)) : whole + fraction.slice(0, 3);
    [whole, fraction] = [digits.slice(0, -3), digits.slice(-3)];
  }
  const decimals = fraction.replace(/0+$/, '');
  const grouped = whole.length > 3 ? `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}` : whole;
  return decimals ? `${grouped}.${decimals}` : grouped;
}

/** The plural category of a whole count, as CLDR gives it (English: one for 1; Hindi: one for 0 and 1); null otherwise. */
export function wholeCountCategory(count: number, language: string): Intl.LDMLPluralRule | null {
  if (!Number.isSafeInteger(count) || count < 0) return null;
  if (language === 'hi') return count <= 1 ? 'one' : 'other';
  if (language === 'en') return count === 1 ? 'one' : 'other';
  return null;
}
