/** The search key of any text a shopper types: Devanagari transliterated (Sanscript, ITRANS), then folded (shared-lib/domain/search). */
import Sanscript from '@indic-transliteration/sanscript';
import { hasDevanagari, spellingKey } from 'shared-lib/domain/search';

/** ITRANS marks nasals with M/.n/~n and long vowels with capitals: plain Latin letters for the folding. */
function itransToLatin(itrans: string): string {
  return itrans.replace(/\.n|M|~N|~n|N/g, 'n').replace(/\.h|\.a|\^/g, '');
}

/** Latin text of a query: Devanagari words transliterated, others as they are. */
export function toLatin(text: string): string {
  return hasDevanagari(text) ? itransToLatin(Sanscript.t(text, 'devanagari', 'itrans')) : text;
}

/** The keys of the texts asked last: one request asks the key of its text several times (suggest, ranking, did-you-mean). */
const recentKeys = new Map<string, string>();
const RECENT_KEYS = 256;

export function searchKey(text: string): string {
  let key = recentKeys.get(text);
  if (key === undefined) {
    key = spellingKey(toLatin(text));
    if (recentKeys.size >= RECENT_KEYS) recentKeys.delete(recentKeys.keys().next().value!);
    recentKeys.set(text, key);
  }
  return key;
}
