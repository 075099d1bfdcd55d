/**
 * The curated synonym groups of catalogue search (issue 30): each group is words that mean the same to a
 * shopper (the catalogue's own spelling first, then Hindi/Hinglish spellings, Sanskrit and botanical
 * names, English names, Devanagari). A query that matches any member (by spelling key, Devanagari
 * transliterated) also searches the other members. They seed the `search_synonyms` table (migration 0150),
 * which the house seller edits in the seller dashboard; the search reads the table.
 */
export const SEARCH_SYNONYMS: ReadonlyArray<readonly string[]> = [
  ['ashwagandha', 'asgandh', 'asgandha', 'withania somnifera', 'winter cherry', 'indian ginseng', 'अश्वगंधा', 'असगंध'],
  ['triphala', 'trifala', 'त्रिफला'],
  ['giloy', 'guduchi', 'gulvel', 'amrita', 'tinospora cordifolia', 'गिलोय', 'गुडूची'],
  ['amla', 'aamla', 'aonla', 'aanwla', 'amalaki', 'indian gooseberry', 'emblica officinalis', 'आंवला', 'आमला'],
  ['mulethi', 'yashtimadhu', 'licorice', 'liquorice', 'glycyrrhiza glabra', 'मुलेठी'],
  ['tulsi', 'tulasi', 'holy basil', 'ocimum sanctum', 'तुलसी'],
  ['brahmi', 'bacopa', 'bacopa monnieri', 'ब्राह्मी'],
  ['neem', 'nimba', 'azadirachta indica', 'नीम'],
  ['turmeric', 'haldi', 'haridra', 'curcuma longa', 'curcumin', 'हल्दी'],
  ['shatavari', 'satavar', 'asparagus racemosus', 'शतावरी'],
  ['arjuna', 'arjun', 'terminalia arjuna', 'अर्जुन'],
  ['shilajit', 'silajit', 'shilajeet', 'asphaltum', 'शिलाजीत'],
  ['guggulu', 'guggul', 'commiphora mukul', 'गुग्गुल'],
  ['jatamansi', 'spikenard', 'nardostachys jatamansi', 'जटामांसी'],
  ['chyawanprash', 'chyavanprash', 'chyavanaprasha', 'च्यवनप्राश'],
  ['safed musli', 'chlorophytum borivilianum', 'white musli', 'सफेद मूसली'],
  ['kaunch', 'kapikacchu', 'mucuna pruriens', 'velvet bean', 'कौंच'],
  ['gudmar', 'gurmar', 'meshashringi', 'gymnema sylvestre', 'गुड़मार'],
  ['karela', 'bitter gourd', 'bitter melon', 'momordica charantia', 'करेला'],
  ['jamun', 'jambul', 'black plum', 'syzygium cumini', 'जामुन'],
  ['bhumi amla', 'bhumyamalaki', 'phyllanthus niruri', 'भूमि आंवला'],
  ['bhringraj', 'bhringaraj', 'false daisy', 'eclipta alba', 'भृंगराज'],
  ['aloe vera', 'ghritkumari', 'kumari', 'aloe barbadensis', 'एलोवेरा', 'घृतकुमारी'],
  ['ashokarishta', 'ashoka', 'saraca asoca', 'अशोकारिष्ट'],
  ['lodhra', 'lodh', 'symplocos racemosa', 'लोध्र'],
  ['shallaki', 'boswellia', 'boswellia serrata', 'salai guggul', 'शल्लकी'],
  ['lasuna', 'lahsun', 'garlic', 'allium sativum', 'लहसुन'],
  ['moringa', 'drumstick', 'sahjan', 'shigru', 'moringa oleifera', 'सहजन'],
  ['spirulina', 'blue green algae', 'स्पिरुलिना'],
  ['trikatu', 'त्रिकटु'],
  ['sitopaladi', 'सितोपलादि'],
  ['hingvastak', 'hingvashtak', 'hingwashtak', 'हिंग्वाष्टक'],
  ['avipattikar', 'अविपत्तिकर'],
  ['pudin hara', 'pudina', 'mint', 'peppermint', 'पुदीना'],
  ['madhunashini', 'मधुनाशिनी'],
  ['kumkumadi', 'kumkumadi tailam', 'saffron oil', 'कुमकुमादि'],
  ['mahanarayan', 'mahanarayan oil', 'महानारायण'],
  ['yograj guggulu', 'yogaraj guggulu', 'योगराज गुग्गुल'],
  ['irimedadi', 'इरिमेदादि'],
  ['churna', 'choorna', 'churan', 'powder', 'चूर्ण'],
  ['tablets', 'vati', 'gutika', 'goli', 'वटी', 'गोली'],
  ['oil', 'tailam', 'taila', 'tel', 'तेल'],
  ['juice', 'swaras', 'juce'],
  ['toothpaste', 'dant manjan', 'tooth powder', 'दंत मंजन'],
];

/** Bounds of the seller-editable synonym groups (search_synonyms, edited in the seller dashboard). */
export const SYNONYM_LIMITS = { wordsMin: 2, wordsMax: 20, wordMax: 60, groupsMax: 500 } as const;

export const SYNONYM_MESSAGES = {
  words: `A synonym group needs ${SYNONYM_LIMITS.wordsMin} to ${SYNONYM_LIMITS.wordsMax} different words or phrases, separated by commas, each at most ${SYNONYM_LIMITS.wordMax} characters of letters (Latin or Devanagari), spaces, hyphens or apostrophes`,
  tooMany: `There can be at most ${SYNONYM_LIMITS.groupsMax} synonym groups`,
  notFound: 'Synonym group not found',
  saved: 'Synonym group saved',
  removed: 'Synonym group removed',
} as const;

const SYNONYM_WORD = /^[\p{L}\p{M}][\p{L}\p{M} '-]*$/u;

/** 'amla, आंवला , Amalaki' -> ['amla', 'आंवला', 'amalaki'] (trimmed, lower-case, distinct, in order); null when the list breaks a rule. */
export function parseSynonymWords(text: string): string[] | null {
  const words = [...new Set(text.split(',').map((word) => word.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase()).filter(Boolean))];
  if (words.length < SYNONYM_LIMITS.wordsMin || words.length > SYNONYM_LIMITS.wordsMax) return null;
  return words.every((word) => word.length <= SYNONYM_LIMITS.wordMax && SYNONYM_WORD.test(word)) ? words : null;
}
