/**
 * One text source for the API's messages in the caller's language (issue 31). The domain keeps English as the
 * source (MESSAGES: the spec's texts; API_MESSAGES: the API's own) and a Hindi table for each, key for key. The
 * API sends English from its services as before; on the way out a message that is the English value of a
 * table's key is replaced by that key's Hindi (`localizeMessage`). A message with arguments is made with
 * `localized(pick, ...)`, which carries every language's text.
 */
import { MESSAGES, type Language } from 'shared-lib/domain/core';
import { API_MESSAGES } from '../api-messages';
import { API_MESSAGES_HI } from './api-messages-hi';
import { MESSAGES_HI } from './messages-hi';
import { DOMAIN_TABLES, type DomainTableName } from './tables';
import { DOMAIN_TABLES_HI } from './tables-hi';
import { pairTemplates, translateByTemplate } from './text-templates';
import { pairTexts, type Translated } from './translated';

const hindiOf = new Map<string, string>();

/** Adds a table and its Hindi to the server's translations (the domain's tables are registered below). */
export function registerServerTexts<T>(english: T, hindi: Translated<T>): void {
  pairTexts(english, hindi, hindiOf);
}
// MESSAGES first: a text two tables share keeps the spec table's translation
for (const name of Object.keys(DOMAIN_TABLES) as DomainTableName[]) pairTexts(DOMAIN_TABLES[name], DOMAIN_TABLES_HI[name], hindiOf);
/** the tables' messages with arguments (text-templates.ts) */
const hindiTemplates = (Object.keys(DOMAIN_TABLES) as DomainTableName[]).flatMap((name) => pairTemplates(DOMAIN_TABLES[name], DOMAIN_TABLES_HI[name]));

/** A message in the caller's language: its registered Hindi when asked for, else the English unchanged. */
export function localizeMessage(message: string, language: Language): string {
  if (language !== 'hi') return message;
  return hindiOf.get(message) ?? translateByTemplate(message, hindiTemplates) ?? message;
}

/** A text in every language, for a message with arguments: localized((m) => m.invalidRequest('body')). */
export type LocalizedText = Record<Language, string>;
export function localizedApiMessage(pick: (messages: Translated<typeof API_MESSAGES>) => string): LocalizedText {
  return { en: pick(API_MESSAGES), hi: pick(API_MESSAGES_HI) };
}

export function messagesFor(language: Language): Translated<typeof MESSAGES> {
  return language === 'hi' ? MESSAGES_HI : MESSAGES;
}
export function apiMessagesFor(language: Language): Translated<typeof API_MESSAGES> {
  return language === 'hi' ? API_MESSAGES_HI : API_MESSAGES;
}
