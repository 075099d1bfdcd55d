/**
 * The term dictionary's word checks (services/search/dictionary.ts) on the seeded catalogue: a word still being
 * typed is told from a misspelt one, so did-you-mean corrects only the second (database-provider.ts).
 */
import { catalogueVersion } from '../src/services/catalogue/answer-cache';
import { closestWord, dictionaryFor, startsKnownWord } from '../src/services/search/dictionary';
import { searchKey } from '../src/services/search/spelling';
import { synonymGroupsAt } from '../src/services/search/synonyms';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function words() {
  const version = await catalogueVersion(t.db);
  return { dictionary: await dictionaryFor(t.db, version), synonyms: await synonymGroupsAt(t.db, version) };
}

it('knows the start of a catalogue word or a synonym as a word being typed', async () => {
  const { dictionary, synonyms } = await words();
  // "chyawanpr" (Chyawanprash), "syru" (syrup), "guduc" (guduchi, a synonym of giloy) and whole words
  for (const typed of ['chyawanpr', 'syru', 'guduc', 'triphala', 'ashwagandha']) expect([typed, startsKnownWord(dictionary, synonyms, searchKey(typed))]).toEqual([typed, true]);
  // misspelt, or nothing of the catalogue
  for (const typed of ['trphla', 'brngraj', 'qwxzvbnm', 'plutonium']) expect([typed, startsKnownWord(dictionary, synonyms, searchKey(typed))]).toEqual([typed, false]);
});

it('still finds the closest word of a misspelt one', async () => {
  const { dictionary, synonyms } = await words();
  expect(closestWord(dictionary, synonyms, searchKey('trphla'))?.key).toBe(searchKey('triphala'));
});
