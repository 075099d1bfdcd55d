/** Catalogue search (issue 30): suggestions while typing, and what the list says when it corrected a query. */
import { type Static, Type } from 'typebox';

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
export const CategorySuggestion = Type.Object({ kind: Type.Literal('category'), id: Type.Integer(), name: Type.String() });
export const Suggestion = Type.Union([ProductSuggestion, BrandSuggestion, CategorySuggestion]);
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
