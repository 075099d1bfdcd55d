/**
 * The WHERE of each ranking tier (ranking.ts), shared by the tier loads and the count of all matches
 * (tier-matches.ts). Every condition narrows through an index: on SQLite the FTS5 trigram tables
 * (`products_name_fts` on the name, `products_text_fts` on the Hindi name, the composition and the search
 * key, migrations 0060 and 0150) with the LIKE keeping the exact meaning; on PostgreSQL the pg_trgm GIN
 * indexes on the lower-cased columns, which serve the LIKE itself, and the word index of the search key
 * (migration 0240, a tsvector) for the spelling-key and synonym tiers.
 */
import { type Expression, type SqlBool, sql } from 'kysely';
import { containsPattern, MIN_INDEXED_TERM, trigramPhrase } from '../catalogue/name-matches';

/**
 * A tier's condition in the dialect of the database (`sqlite`: SQLite, else PostgreSQL). `indexed` false:
 * the condition alone, with no narrowing through an index (for rows already at hand, tier-matches.ts).
 */
export type TierCondition = (sqlite: boolean, indexed?: boolean) => Expression<SqlBool>;

/** `term%` with LIKE wildcards in the term escaped. */
const startsPattern = (term: string) => `${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const nameFts = (term: string) => sql<SqlBool>`${sql.ref('products.id')} in (select rowid from products_name_fts where products_name_fts match ${trigramPhrase(term)})`;
const textFts = (query: string) => sql<SqlBool>`${sql.ref('products.id')} in (select rowid from products_text_fts where products_text_fts match ${query})`;
const lowerName = sql`lower(${sql.ref('products.name')})`;
/** The lower-cased name as migration 0240 indexes it, in code point order. */
const sortedName = (sqlite: boolean) => (sqlite ? lowerName : sql`(lower(${sql.ref('products.name')}) collate "C")`);
const indexedText = (text: string) => [...text].length >= MIN_INDEXED_TERM;
const narrowed = (narrowing: Expression<SqlBool> | null, condition: Expression<SqlBool>) => (narrowing ? sql<SqlBool>`${narrowing} and ${condition}` : condition);

/** The first text after every text starting with `text` in code point order (its last character moved one on). */
export function afterPrefix(text: string): string | null {
  const characters = [...text];
  const last = characters.pop()?.codePointAt(0);
  if (last === undefined || last >= 0x10ffff || (last >= 0xd7ff && last < 0xe000)) return null;
  return characters.join('') + String.fromCodePoint(last + 1);
}

/** The whole name is the text (any case): a lookup in the lower-cased name's index. */
export const exactName =
  (text: string): TierCondition =>
  (sqlite) =>
    sql<SqlBool>`${sortedName(sqlite)} = ${text}`;

/** The name contains the text (as catalogue/name-matches.ts, which the filter shares). */
export const nameContains =
  (text: string): TierCondition =>
  (sqlite, indexed = true) =>
    narrowed(indexed && sqlite && text.length >= MIN_INDEXED_TERM ? nameFts(text) : null, sql<SqlBool>`${lowerName} like ${containsPattern(text)} escape '\\'`);

/** The name starts with the text: a range of the lower-cased name's index, the LIKE keeping the exact meaning. */
export const namePrefix =
  (text: string): TierCondition =>
  (sqlite, indexed = true) => {
    const after = afterPrefix(text);
    const range = indexed ? sql<SqlBool>`${sortedName(sqlite)} >= ${text}${after === null ? sql`` : sql` and ${sortedName(sqlite)} < ${after}`}` : null;
    return narrowed(range, sql<SqlBool>`${lowerName} like ${startsPattern(text.toLowerCase())} escape '\\'`);
  };

const hindiOrCompositionLike = (pattern: string) =>
  sql<SqlBool>`(lower(${sql.ref('products.name_hi')}) like ${pattern} escape '\\' or lower(${sql.ref('products.composition')}) like ${pattern} escape '\\')`;
const hindiOrCompositionFts = (text: string) => textFts(`{name_hi composition} : ${trigramPhrase(text)}`);

/** The Hindi name or the composition contains the text as typed. */
export const hindiOrComposition =
  (text: string): TierCondition =>
  (sqlite, indexed = true) =>
    narrowed(indexed && sqlite && indexedText(text) ? hindiOrCompositionFts(text) : null, hindiOrCompositionLike(containsPattern(text)));

/** Of those, the Hindi name contains the text or the main ingredient starts with it. */
export const hindiOrMainIngredient =
  (text: string): TierCondition =>
  (sqlite, indexed = true) => {
    const pattern = containsPattern(text);
    const main = text.toLowerCase().replace(/\s+/g, ' ');
    const like = sql<SqlBool>`(lower(${sql.ref('products.name_hi')}) like ${pattern} escape '\\' or ${sql.ref('products.main_ingredient')} like ${startsPattern(main)} escape '\\')`;
    return indexed && sqlite && indexedText(text) ? narrowed(hindiOrCompositionFts(text), like) : sql<SqlBool>`${hindiOrCompositionLike(pattern)} and ${like}`;
  };

/**
 * The words of a spelling key as a tsquery of word prefixes ("ashvgandh:* & tablt:*"); the key's words are
 * plain lower-case Latin letters (spellingKey), so they need no quoting.
 */
export function keyPrefixQuery(words: string[]): string {
  return words.map((word) => `${word}:*`).join(' & ');
}

/**
 * Every word of `key` (a spelling key) starts a word of the product's search key. SQLite: the FTS5 trigram
 * table narrows to keys holding " word"; PostgreSQL: the key's word index answers the word prefixes
 * (the expression exactly as migration 0240 indexes it). The LIKE keeps the exact meaning on both.
 */
export const spellingKey =
  (key: string): TierCondition =>
  (sqlite, indexed = true) => {
    const words = key.split(' ').filter(Boolean);
    const likes = words.map((word) => sql<SqlBool>`lower(${sql.ref('products.search_key')}) like ${`% ${word}%`}`);
    const fts = words.filter((word) => word.length + 1 >= MIN_INDEXED_TERM).map((word) => `search_key : ${trigramPhrase(` ${word}`)}`);
    const wordIndex = sql<SqlBool>`to_tsvector('simple'::regconfig, ${sql.ref('products.search_key')}) @@ to_tsquery('simple'::regconfig, ${keyPrefixQuery(words)})`;
    const narrowing = !indexed ? [] : sqlite ? (fts.length ? [textFts(fts.join(' AND '))] : []) : words.length ? [wordIndex] : [];
    return sql.join([...narrowing, ...likes], sql` and `) as Expression<SqlBool>;
  };
