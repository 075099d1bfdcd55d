/**
 * Relevance (issue 30): a fixed list of the spellings shoppers type against the seeded catalogue; the
 * expected product must be among the first 3 of the list's default (featured) order. Covers typos,
 * Hinglish spellings, Devanagari, botanical names, synonyms and brand plus herb.
 */
import { createTestApp, type TestApp } from './helpers/test-app';

/** [what the shopper types, a word the name of one of the first 3 results must contain] */
export const RELEVANCE_QUERIES: ReadonlyArray<readonly [string, string]> = [
  // typos
  ['ashwagandah', 'ashwagandha'],
  ['ashwgandha', 'ashwagandha'],
  ['triphla', 'triphala'],
  ['trphala', 'triphala'],
  ['shilajeet', 'shilajit'],
  ['brahmmi', 'brahmi'],
  ['jatamasi', 'jatamansi'],
  ['shatavri', 'shatavari'],
  ['spirulena', 'spirulina'],
  ['avipatikar', 'avipattikar'],
  // Hinglish spellings
  ['aswagandha', 'ashwagandha'],
  ['trifla', 'triphala'],
  ['chyavanprash', 'chyawanprash'],
  ['aamla', 'amla'],
  ['bringraj', 'bhringraj'],
  ['kumkumadi thailam', 'kumkumadi'],
  ['yogaraj guggul', 'yograj guggulu'],
  ['tulasi', 'tulsi'],
  // Devanagari
  ['अश्वगंधा', 'ashwagandha'],
  ['त्रिफला', 'triphala'],
  ['आंवला', 'amla'],
  ['गिलोय', 'giloy'],
  ['तुलसी', 'tulsi'],
  ['शिलाजीत', 'shilajit'],
  ['ब्राह्मी', 'brahmi'],
  ['नीम', 'neem'],
  ['शतावरी', 'shatavari'],
  ['हल्दी', 'turmeric'],
  ['अर्जुन', 'arjuna'],
  ['कौंच', 'kaunch'],
  ['मधुनाशिनी', 'madhunashini'],
  // botanical names
  ['Withania somnifera', 'ashwagandha'],
  ['Tinospora cordifolia', 'giloy'],
  ['Emblica officinalis', 'amla'],
  ['Bacopa monnieri', 'brahmi'],
  ['Asparagus racemosus', 'shatavari'],
  ['Terminalia arjuna', 'arjuna'],
  ['Curcuma longa', 'turmeric'],
  ['Azadirachta indica', 'neem'],
  ['Boswellia serrata', 'shallaki'],
  ['Moringa oleifera', 'moringa'],
  ['Saraca asoca', 'ashokarishta'],
  ['Phyllanthus niruri', 'bhumi amla'],
  ['withania', 'ashwagandha'],
  // synonyms
  ['guduchi', 'giloy'],
  ['amalaki', 'amla'],
  ['haldi', 'turmeric'],
  ['holy basil', 'tulsi'],
  ['indian gooseberry', 'amla'],
  ['gurmar', 'gudmar'],
  ['boswellia', 'shallaki'],
  ['bitter gourd', 'karela'],
  // brand plus herb
  ['dabur trifla', 'dabur triphala'],
  ['zandu triphla', 'zandu triphala'],
  ['patanjali aswagandha', 'patanjali ashwagandha'],
  ['himalaya ashwagandah', 'himalaya ashwagandha'],
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

it(`has at least 40 queries`, () => {
  expect(RELEVANCE_QUERIES.length).toBeGreaterThanOrEqual(40);
});

it.each(RELEVANCE_QUERIES)('"%s" finds %s among the first 3', async (typed, expected) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/product/filterProduct', payload: { brand_id: [], category_id: [], min: 0, max: 100000, search_by_name: typed, pageSize: 3 } });
  const names = (res.json().data.items as Array<{ name: string }>).map((item) => item.name.toLowerCase());
  expect(names.some((name) => name.includes(expected))).toBe(true);
});
