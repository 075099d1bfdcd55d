/**
 * The domain's texts (MESSAGES: the spec's quoted English, shared by the apps and the API) in the language on
 * screen. English is MESSAGES itself; the Hindi table (shared-lib/domain/i18n/messages-hi.ts) is loaded with the
 * first switch to Hindi as the `messages` namespace, so English pages never download it.
 */
import { useTranslation } from 'react-i18next';
import { MESSAGES } from 'shared-lib/domain/core';
import type { Translated } from 'shared-lib/domain/i18n/translated';
import { currentLanguage, i18n, registerLoader } from './instance';

export type Messages = Translated<typeof MESSAGES>;

let hindi: Messages | undefined;
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
