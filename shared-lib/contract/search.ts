/** Catalogue search (issue 30): suggestions while typing, and what the list says when it corrected a query. */
import { type Static, Type } from 'typebox';
import { SYNONYM_LIMITS } from 'shared-lib/domain/search';
import { HindiName } from './envelope';

export const SUGGEST_MIN_CHARS = 2;
export const SUGGEST_MAX_ITEMS = 8;

/** GET product/suggest?q= : what the shopper has typed so far. */
export const SuggestQuery = Type.Object({ q: Type.String({ minLength: 1, maxLength: 100, description: `answers nothing below ${SUGGEST_MIN_CHARS} characters` }) });
export type SuggestQuery = Static<typeof SuggestQuery>;

export const ProductSuggestion = Type.Object({
  kind: Type.Literal('product'),
  id: Type.Integer(),
  name: Type.String(),
  image: Type.String(),
  sales_price: Type.Integer({ description: 'as ProductSummary.sales_price' }),
});
export const BrandSuggestion = Type.Object({ kind: Type.Literal('brand'), id: Type.Integer(), name: Type.String() });
export const CategorySuggestion = Type.Object({ kind: Type.Literal('category'), id: Type.Integer(), name: Type.String(), name_hi: HindiName });
export const ConcernSuggestion = Type.Object({
  kind: Type.Literal('concern'),
  id: Type.Integer({ description: 'the health issue' }),
  name: Type.String(),
  name_hi: HindiName,
  category_ids: Type.Array(Type.Integer(), { description: 'the categories its filtered list opens on' }),
});
export const Suggestion = Type.Union([ProductSuggestion, BrandSuggestion, CategorySuggestion, ConcernSuggestion]);
export type Suggestion = Static<typeof Suggestion>;

export const SuggestAnswer = Type.Object({
  query: Type.String(),
  /** the catalogue spelling the products were found under, when the typed text was respelt or corrected */
  showing: Type.Optional(Type.String()),
  items: Type.Array(Suggestion, { maxItems: SUGGEST_MAX_ITEMS }),
});
export type SuggestAnswer = Static<typeof SuggestAnswer>;

/** On a filter page: the search found nothing as typed, so these results are for `showing` ("Search instead for `original`"). */
export const SearchCorrection = Type.Object({ showing: Type.String(), original: Type.String() });
export type SearchCorrection = Static<typeof SearchCorrection>;

/** GET product/sameComposition/{id}: up to 6 products on sale of other brands with the same main ingredient, cheapest first. */
export const SAME_COMPOSITION_MAX = 6;
export const SameCompositionProduct = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  image: Type.String(),
  sales_price: Type.Integer({ description: 'whole rupees, as ProductSummary.sales_price' }),
  regular_price: Type.Integer(),
  brand_name: Type.String(),
  composition: Type.String(),
});
export type SameCompositionProduct = Static<typeof SameCompositionProduct>;
export const SameCompositionAnswer = Type.Object({
  main_ingredient: Type.String({ description: 'the shared main ingredient ("" when the product has no composition)' }),
  items: Type.Array(SameCompositionProduct, { maxItems: SAME_COMPOSITION_MAX }),
});
export type SameCompositionAnswer = Static<typeof SameCompositionAnswer>;

/** The house seller's synonym groups (seller dashboard): words that mean the same to a shopper. */
export const SynonymGroup = Type.Object({
  id: Type.Integer(),
  words: Type.Array(Type.String()),
  updated_at: Type.String(),
});
export type SynonymGroup = Static<typeof SynonymGroup>;
export const SynonymGroupBody = Type.Object({
  words: Type.String({ minLength: 1, maxLength: SYNONYM_LIMITS.wordsMax * (SYNONYM_LIMITS.wordMax + 2), description: 'the words or phrases, separated by commas' }),
});
export type SynonymGroupBody = Static<typeof SynonymGroupBody>;
