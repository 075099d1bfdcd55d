/**
 * The domain's texts (MESSAGES: the spec's quoted English, shared by the apps and the API; and the other tables of
 * shared-lib/domain/i18n/tables.ts) in the language on screen. English is the tables themselves; the Hindi twins
 * (shared-lib/domain/i18n/tables-hi.ts) are loaded with the first switch to Hindi as the `messages` namespace, so
 * English pages never download them.
 */
import { useTranslation } from 'react-i18next';
import { MESSAGES } from 'shared-lib/domain/core';
import type { DomainTableName, DomainTables } from 'shared-lib/domain/i18n/tables';
import type { TranslatedTables } from 'shared-lib/domain/i18n/tables-hi';
import { pairTexts, type Translated } from 'shared-lib/domain/i18n/translated';
import { currentLanguage, i18n, registerLoader } from './instance';

export type Messages = Translated<typeof MESSAGES>;

let hindi: TranslatedTables | undefined;
let hindiOf: Map<string, string> | undefined;
const LOADED = { loaded: true };

i18n.addResourceBundle('en', 'messages', LOADED);
registerLoader('messages', 'en', async () => LOADED);
registerLoader('messages', 'hi', () =>
  Promise.all([
    import(/* webpackChunkName: "messages-hi" */ 'shared-lib/domain/i18n/tables-hi'),
    import(/* webpackChunkName: "messages-hi" */ 'shared-lib/domain/i18n/tables'),
  ]).then(([translated, english]) => {
    hindi = translated.DOMAIN_TABLES_HI;
    // a text of a table (a toast raised with RX_MESSAGES.x, a label the server stored in English) → its Hindi
    hindiOf = new Map();
    for (const name of Object.keys(english.DOMAIN_TABLES) as DomainTableName[]) pairTexts(english.DOMAIN_TABLES[name], hindi[name], hindiOf);
    return LOADED;
  }),
);
void i18n.loadNamespaces('messages');

/** A domain table now, in the language on screen (for texts raised outside a component). */
export function domainTexts<K extends DomainTableName>(name: K, english: DomainTables[K]): Translated<DomainTables[K]> {
  return currentLanguage() === 'hi' && hindi ? (hindi[name] as Translated<DomainTables[K]>) : (english as Translated<DomainTables[K]>);
}

/**
 * A domain table in the language on screen; re-renders on a language change. The caller passes the English
 * table it imports (so English pages load no other copy): `const rx = useDomainTexts('rx', RX_MESSAGES)`.
 */
export function useDomainTexts<K extends DomainTableName>(name: K, english: DomainTables[K]): Translated<DomainTables[K]> {
  useTranslation('messages');
  return domainTexts(name, english);
}

/** The domain's texts now (for toasts and dialogs raised outside a component). */
export function currentMessages(): Messages {
  return domainTexts('messages', MESSAGES);
}

/** The domain's texts in the language on screen; re-renders on a language change. */
export function useMessages(): Messages {
  return useDomainTexts('messages', MESSAGES);
}

/**
 * A domain text given in English (a toast or dialog raised with MESSAGES.x or RX_MESSAGES.x, a label the server
 * stored in English) in the language on screen: toasts and dialogs pass their texts through it, so every app's
 * domain toasts follow the language without each call site choosing. Texts that are not the domain's (server
 * messages, already in the caller's language) pass unchanged.
 */
export function localizeText(text: string): string {
  if (currentLanguage() !== 'hi' || !hindiOf) return text;
  return hindiOf.get(text) ?? text;
}

/** A text the server wrote as 'label: free note' (a prescription's rejection reason), its label in the language on screen. */
export function localizeLabelled(text: string): string {
  const [label = '', ...note] = text.split(': ');
  return [localizeText(label), ...note].join(': ');
}
