/**
 * The language every request asks for (Accept-Language), set by shared-lib/i18n whenever the shop's language
 * changes, so API messages the UI shows arrive in the language on screen.
 */
import { DEFAULT_LANGUAGE, type Language } from 'shared-lib/domain/core';

let requestLanguage: Language = DEFAULT_LANGUAGE;

export function setRequestLanguage(language: Language): void {
  requestLanguage = language;
}

export function requestLanguageHeader(): string {
  return requestLanguage === 'hi' ? 'hi-IN,hi;q=0.9,en;q=0.5' : 'en-IN,en;q=0.9';
}
