/**
 * shared-lib/i18n (issue 31): the one i18next instance of every app, the apps' texts per language, the
 * domain's texts in the language on screen. Apps import `useTranslation` from here (react-i18next's, shared as a
 * singleton like React, re-rendering only for its own namespaces: use-translation.ts), never an i18n instance of their own.
 */
export { i18n, changeLanguage, currentLanguage, initialLanguage } from './instance';
export { registerTexts, loadTexts } from './texts';
export { useMessages, currentMessages, useDomainTexts, domainTexts, localizeText, localizeLabelled, type Messages } from './messages';
export { useTranslation } from './use-translation';
export { localName, useLocalName, type TwoScriptName } from './local-name';
