import { boundedEditDistance, hasDevanagari, mainIngredientOf, spellingKey } from './phonetic';
import { parseSynonymWords, SEARCH_SYNONYMS } from './synonyms';

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

  it('has at least 40 synonym groups, each a valid group as the seller form would take it', () => {
    expect(SEARCH_SYNONYMS.length).toBeGreaterThanOrEqual(40);
    for (const group of SEARCH_SYNONYMS) expect(parseSynonymWords(group.join(', '))).toEqual(group.map((word) => word.toLowerCase()));
  });

  it('reads a synonym list: trimmed, lower-case, distinct; refuses too few words, digits and markup', () => {
    expect(parseSynonymWords(' Amla, आंवला ,amla, Indian  gooseberry ')).toEqual(['amla', 'आंवला', 'indian gooseberry']);
    expect(parseSynonymWords('amla')).toBeNull();
    expect(parseSynonymWords('amla, 500mg')).toBeNull();
    expect(parseSynonymWords('amla, <b>x</b>')).toBeNull();
  });

  it('takes the main ingredient of a composition: the first, without part, amount or "extract"', () => {
    expect(mainIngredientOf('Withania somnifera (root) 500 mg, Piper nigrum (fruit) 5 mg')).toBe('withania somnifera');
    expect(mainIngredientOf('Gymnema sylvestre (leaf) extract 400 mg')).toBe('gymnema sylvestre');
    expect(mainIngredientOf('Triphala churna: Emblica officinalis (fruit), Terminalia chebula (fruit)')).toBe('triphala churna');
    expect(mainIngredientOf('')).toBe('');
  });
});
