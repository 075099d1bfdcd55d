/**
 * The search part of the API load (issue 30): what shoppers type while the suggestions answer (prefixes,
 * Hinglish and Devanagari), ranked searches (typos, Hinglish, Devanagari, botanical names, synonyms, brand
 * plus herb) and did-you-mean searches (typos that no spelling key or synonym finds, so the term dictionary
 * corrects them). Each list is walked in turn, so the caches see many texts, as under real traffic.
 */
export const SUGGEST_TEXTS = ['as', 'ash', 'ashwa', 'aswa', 'अश्व', 'tri', 'trif', 'chya', 'chyav', 'gil', 'guduc', 'aml', 'aaml', 'आंव', 'tul', 'brah', 'shil', 'diab', 'himal', 'dab', 'withan', 'neem', 'haldi', 'jat', 'sitop'];

export const RANKED_SEARCHES = ['ashwagandha', 'aswagandha', 'trifla', 'chyavanprash', 'aamla', 'अश्वगंधा', 'आंवला', 'withania somnifera', 'emblica officinalis', 'guduchi', 'holy basil', 'haldi', 'dabur trifla', 'himalaya ashwagandah', 'tulasi', 'shilajeet', 'bringraj', 'gurmar', 'boswellia', 'tablets'];

export const DID_YOU_MEAN_SEARCHES = ['spirulena', 'brngraj', 'avipatikar', 'jatamasi', 'shatavri', 'sitopaldi', 'madhunasini', 'kumkumdi', 'irimedad', 'hingvstak'];

/** A filter body of a name search as the list page sends it. */
export const searchBody = (search_by_name: string) => JSON.stringify({ brand_id: [], category_id: [], min: 0, max: 100000, search_by_name, sort: 0, page: 1, pageSize: 12 });
