/**
 * The domain's texts (MESSAGES: the spec's quoted English, shared by the apps and the API; and the other tables of
 * shared-lib/domain/i18n/tables.ts) in the language on screen. English is the tables themselves; the Hindi twins are
 * loaded with the first switch to Hindi, so English pages never download them: MESSAGES_HI as the `messages`
 * namespace (the shell's first render waits for it), every other table (shared-lib/domain/i18n/tables-hi.ts) as the
 * `domain` namespace, when a screen first reads one.
 */
import { MESSAGES } from 'shared-lib/domain/core';
import type { DomainTableName, DomainTables } from 'shared-lib/domain/i18n/tables';
import type { TranslatedTables } from 'shared-lib/domain/i18n/tables-hi';
import { pairTexts, type Translated } from 'shared-lib/domain/i18n/translated';
import { currentLanguage, i18n, registerLoader } from './instance';
import { useTranslation } from './use-translation';

export type Messages = Translated<typeof MESSAGES>;

/** MESSAGES_HI: the first screen's texts (namespace `messages`, loaded before the shell's first render in Hindi) */
let hindiMessages: Messages | undefined;
/** every table's Hindi and the English → Hindi pairs of their texts (namespace `domain`, loaded when first needed) */
let hindiTables: TranslatedTables | undefined;
let hindiOf: Map<string, string> | undefined;
const LOADED = { loaded: true };

for (const namespace of ['messages', 'domain']) {
  i18n.addResourceBundle('en', namespace, LOADED);
  registerLoader(namespace, 'en', async () => LOADED);
}
registerLoader('messages', 'hi', () =>
  import(/* webpackChunkName: "messages-hi" */ 'shared-lib/domain/i18n/messages-hi').then((module) => {
    hindiMessages = module.MESSAGES_HI;
    return LOADED;
  }),
);
registerLoader('domain', 'hi', () =>
  Promise.all([
    import(/* webpackChunkName: "domain-texts-hi" */ 'shared-lib/domain/i18n/tables-hi'),
    import(/* webpackChunkName: "domain-texts-hi" */ 'shared-lib/domain/i18n/tables'),
  ]).then(([translated, english]) => {
    const tables = translated.DOMAIN_TABLES_HI;
    // a text of a table (a toast raised with RX_MESSAGES.x, a label the server stored in English) → its Hindi
    const pairs = new Map<string, string>();
    for (const name of Object.keys(english.DOMAIN_TABLES) as DomainTableName[]) pairTexts(english.DOMAIN_TABLES[name], tables[name], pairs);
    hindiTables = tables;
    hindiOf = pairs;
    return LOADED;
  }),
);
// the first screen's texts follow every language change from now on; the other tables load when a screen reads
// one (useDomainTexts) or the language is switched to Hindi, so they are never part of the shell's first render
void i18n.loadNamespaces('messages');
const loadTables = () => void i18n.loadNamespaces('domain');
i18n.on('languageChanged', (language) => {
  if (language === 'hi') loadTables();
});

/** A domain table now, in the language on screen (for texts raised outside a component). */
export function domainTexts<K extends DomainTableName>(name: K, english: DomainTables[K]): Translated<DomainTables[K]> {
  const hindi = currentLanguage() === 'hi' ? (hindiTables?.[name] ?? (name === 'messages' ? hindiMessages : undefined)) : undefined;
  // English is the table itself: a table is its own translation (Translated<T> only widens its texts to string)
  return (hindi ?? english) as unknown as Translated<DomainTables[K]>;
}

/**
 * A domain table in the language on screen; re-renders on a language change. The caller passes the English
 * table it imports (so English pages load no other copy): `const rx = useDomainTexts('rx', RX_MESSAGES)`.
 */
export function useDomainTexts<K extends DomainTableName>(name: K, english: DomainTables[K]): Translated<DomainTables[K]> {
  useTranslation(name === 'messages' ? 'messages' : 'domain');
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
let messagePairs: Map<string, string> | undefined;
export function localizeText(text: string): string {
  if (currentLanguage() !== 'hi') return text;
  if (hindiOf) return hindiOf.get(text) ?? text;
  // the other tables are not loaded yet (they are asked for now): the first screen's texts already translate
  loadTables();
  if (!hindiMessages) return text;
  messagePairs ??= pairTexts(MESSAGES, hindiMessages);
  return messagePairs.get(text) ?? text;
}

/** A text the server wrote as 'label: free note' (a prescription's rejection reason), its label in the language on screen. */
export function localizeLabelled(text: string): string {
  const [label = '', ...note] = text.split(': ');
  return [localizeText(label), ...note].join(': ');
}
