/**
 * Names that catalogue data carries in two scripts (issue 31): a category's `name` and its Devanagari `name_hi`.
 * Product and brand names stay as the seller wrote them; these are the shop's own words.
 */
import { currentLanguage } from './instance';
import { useTranslation } from './use-translation';

export interface TwoScriptName {
  name: string;
  /** '' or absent where there is none: the name is shown as written */
  name_hi?: string;
}

/** The name to show now: the Devanagari one in Hindi where there is one. */
export function localName(item: TwoScriptName): string {
  return currentLanguage() === 'hi' && item.name_hi ? item.name_hi : item.name;
}

/** `localName`, for a component that re-renders when the language changes. */
export function useLocalName(): (item: TwoScriptName) => string {
  useTranslation();
  return localName;
}
