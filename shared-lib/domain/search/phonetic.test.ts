import { boundedEditDistance, hasDevanagari, spellingKey } from './phonetic';
import { SEARCH_SYNONYMS } from './synonyms';

describe('spellingKey folds the spellings Indian shoppers vary', () => {
  it.each([
    ['aspirates and sh/s', 'ashwagandha', 'aswagandha'],
    ['w/v', 'chyawanprash', 'chyavanprash'],
    ['ph/f and the inherent vowel', 'triphala', 'trifla'],
    ['ee/i', 'shilajeet', 'shilajit'],
    ['oo/u', 'choorna', 'churna'],
    ['doubled letters and aa', 'aamla', 'amla'],
    ['final h after a vowel', 'ashwagandah', 'ashwagandha'],
    ['the inherent vowel at the end (transliteration)', 'giloya', 'giloy'],
    ['case and accents', 'Aśvagandhā', 'ASHWAGANDHA'],
    ['transliterated inherent vowels', 'chyavanaprasha', 'chyawanprash'],
  ])('%s: %s = %s', (_family, a, b) => {
    expect(spellingKey(a)).toBe(spellingKey(b));
    expect(spellingKey(a)).not.toBe('');
  });

  it('keeps different herbs apart and words separate', () => {
    expect(spellingKey('brahmi')).not.toBe(spellingKey('bhringraj'));
    expect(spellingKey('Safed  Musli 60')).toBe('sfed musli');
    expect(spellingKey('%_50')).toBe('');
  });

  it('recognises Devanagari and bounds the edit distance', () => {
    expect(hasDevanagari('अश्वगंधा')).toBe(true);
    expect(hasDevanagari('ashwagandha')).toBe(false);
    expect(boundedEditDistance('trifl', 'trfl', 2)).toBe(1);
    expect(boundedEditDistance('asvgnd', 'asvgndh', 1)).toBe(1);
    expect(boundedEditDistance('abcdef', 'uvwxyz', 2)).toBe(3);
  });

  it('has at least 40 synonym groups, none empty', () => {
    expect(SEARCH_SYNONYMS.length).toBeGreaterThanOrEqual(40);
    for (const group of SEARCH_SYNONYMS) expect(group.length).toBeGreaterThanOrEqual(2);
  });
});
