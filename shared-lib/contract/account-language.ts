/** The language saved on an account (issue 31): the next login, on any device, opens the shop in it; mails go in it. */
import { Type, type Static } from 'typebox';
import { Envelope } from './envelope';

export const LanguageCode = Type.Union([Type.Literal('en'), Type.Literal('hi')], { description: 'en (English) or hi (Hindi)' });

export const SaveLanguageBody = Type.Object({ language: LanguageCode });
export type SaveLanguageBody = Static<typeof SaveLanguageBody>;

export const AccountLanguage = Type.Object({
  /** null: never chosen on this account (the browser's choice is kept, and saved at the next login) */
  language: Type.Union([LanguageCode, Type.Null()]),
});
export const AccountLanguageResponse = Envelope(AccountLanguage);
export type AccountLanguageResponse = Static<typeof AccountLanguageResponse>;
