import { groupIndianDigits, wholeCountCategory } from './indian-digits';

/** What Intl writes, the reference the shop's texts followed before (format.ts asks it for anything else). */
const intl = (language: 'en' | 'hi', amount: number) => new Intl.NumberFormat(`${language}-IN-u-nu-latn`).format(amount);

/** A deterministic spread of prices: whole rupees, paise, three-decimal ties, sizes from 0 to 10^14. */
function samples(): number[] {
  const values = [0, 1, 9, 10, 99, 100, 999, 1000, 1001, 99999, 100000, 123450, 1234567.891, 12345678, 0.5, 0.0015, 1.0005, 2.675, 1.0625, 0.001, 0.0004, 999.9995, 99999999999999];
  let seed = 29;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let i = 0; i < 4000; i++) {
    const scale = 10 ** Math.floor(next() * 15);
    values.push(Math.round(next() * scale * 1000) / 1000, Math.round(next() * scale * 100) / 100, Math.floor(next() * scale), next() * scale);
  }
  return values;
}

describe('Indian digit grouping without Intl', () => {
  it('writes every sampled amount exactly as Intl.NumberFormat does in English and Hindi', () => {
    const differences = samples().flatMap((amount) =>
      (['en', 'hi'] as const).filter((language) => groupIndianDigits(amount) !== intl(language, amount)).map((language) => `${language} ${amount}: ${groupIndianDigits(amount)} ≠ ${intl(language, amount)}`),
    );
    expect(differences).toEqual([]);
  });

  it('leaves negative, non-finite and huge numbers to Intl', () => {
    for (const amount of [-1, -0, Number.NaN, Number.POSITIVE_INFINITY, 1e15]) expect(groupIndianDigits(amount)).toBeNull();
  });

  it('gives whole counts the plural category Intl.PluralRules gives them', () => {
    for (const language of ['en', 'hi'] as const) {
      const rules = new Intl.PluralRules(`${language}-IN`);
      for (let count = 0; count <= 1000; count++) expect(wholeCountCategory(count, language)).toBe(rules.select(count));
    }
    expect(wholeCountCategory(1.5, 'en')).toBeNull();
    expect(wholeCountCategory(-1, 'hi')).toBeNull();
  });
});
