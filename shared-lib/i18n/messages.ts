/**
 * The domain's texts (MESSAGES: the spec's quoted English, shared by the apps and the API) in the language on
 * screen. English is MESSAGES itself; the Hindi table (shared-lib/domain/i18n/messages-hi.ts) is loaded with the
 * first switch to Hindi as the `messages` namespace, so English pages never download it.
 */
import { useTranslation } from 'react-i18next';
import { MESSAGES } from 'shared-lib/domain/core';
import { pairTexts, type Translated } from 'shared-lib/domain/i18n/translated';
import { currentLanguage, i18n, registerLoader } from './instance';

export type Messages = Translated<typeof MESSAGES>;

let hindi: Messages | undefined;
let hindiOf: Map<string, string> | undefined;
const LOADED = { loaded: true };

i18n.addResourceBundle('en', 'messages', LOADED);
registerLoader('messages', 'en', async () => LOADED);
registerLoader('messages', 'hi', () =>
  import(/* webpackChunkName: "messages-hi" */ 'shared-lib/domain/i18n/messages-hi').then((module) => {
    hindi = module.MESSAGES_HI;
    return LOADED;
  }),
);
void i18n.loadNamespaces('messages');

/** The domain's texts now (for toasts and dialogs raised outside a component). */
export function currentMessages(): Messages {
  return currentLanguage() === 'hi' && hindi ? hindi : MESSAGES;
}

/** The domain's texts in the language on screen; re-renders on a language change. */
export function useMessages(): Messages {
  useTranslation('messages');
  return currentMessages();
}

/**
 * A domain text given in English (a toast or dialog raised with MESSAGES.x) in the language on screen: toasts and
 * dialogs pass their texts through it, so every app's MESSAGES toasts follow the language without each call
 * site choosing. Texts that are not the domain's (server messages, already in the caller's language) pass
 * unchanged.
 */
export function localizeText(text: string): string {
  if (currentLanguage() !== 'hi' || !hindi) return text;
  hindiOf ??= pairTexts(MESSAGES, hindi);
  return hindiOf.get(text) ?? text;
}
