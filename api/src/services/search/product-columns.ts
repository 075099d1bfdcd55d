/**
 * The search columns the server computes on every product write (issue 30): `search_key`, the spelling key
 * of the name, the Hindi name (transliterated) and the composition, each word once, with a space before
 * and after every word so a word prefix is the LIKE '% key%'; `main_ingredient`, the composition's first
 * ingredient ("Same composition, other brands").
 */
import { mainIngredientOf } from 'shared-lib/domain/search';
import { searchKey } from './spelling';

export interface ProductSearchText {
  name: string;
  name_hi: string;
  composition: string;
}

export function productSearchColumns({ name, name_hi, composition }: ProductSearchText): { search_key: string; main_ingredient: string } {
  const words = new Set(`${searchKey(name)} ${searchKey(name_hi)} ${searchKey(composition)}`.split(' ').filter(Boolean));
  return { search_key: words.size ? ` ${[...words].join(' ')} ` : '', main_ingredient: mainIngredientOf(composition) };
}
