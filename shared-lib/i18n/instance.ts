/**
 * The one i18next instance of the page (issue 31). shared-lib/i18n is a Module Federation singleton provided
 * by the hosts (the shell, the seller dashboard's host) together with i18next and react-i18next, so every
 * remote's `useTranslation` reads this instance: one language change re-renders every mounted remote at once
 * (a remote with an instance of its own would stay in the old language: react-i18next issue 1622).
 *
 * English texts are bundled with each app (the spec's texts, the first render needs them at once); every
 * other language is fetched lazily per app from the app's own release folder (shared-lib/i18n/texts.ts).
 */
import i18next, { type BackendModule, type ReadCallback, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_STORAGE_KEY, languageFromBrowser, SHOP_LANGUAGES, type Language } from 'shared-lib/domain/core';
import { setRequestLanguage } from 'shared-lib/http';

type Loader = () => Promise<ResourceKey | { default: ResourceKey }>;
/** namespace → language → the loader of its texts (a dynamic import of a JSON chunk) */
const loaders = new Map<string, Partial<Record<Language, Loader>>>();

/** Reads a namespace's texts through the loader its app registered. */
const appTextsBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = isLanguage(language) ? loaders.get(namespace)?.[language] : undefined;
    if (!load) return callback(null, {});
    load().then(
      (texts) => callback(null, (texts as { default?: ResourceKey }).default ?? (texts as ResourceKey)),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export function registerLoader(namespace: string, language: Language, load: Loader): void {
  loaders.set(namespace, { ...loaders.get(namespace), [language]: load });
}

function storedLanguage(): Language | undefined {
  try {
    const saved = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(saved) ? saved : undefined;
  } catch {
    return undefined;
  }
}

/** The choice remembered in this browser, else the browser's own language when it is Hindi, else English. */
export function initialLanguage(): Language {
  const nav = globalThis.navigator as Navigator | undefined;
  return storedLanguage() ?? languageFromBrowser(nav ? (nav.languages?.length ? nav.languages : [nav.language]) : undefined);
}

/** `<html lang>` and the Accept-Language of every request follow the language. */
function applyLanguage(language: Language): void {
  setRequestLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export const i18n = i18next.createInstance();
i18n.use(appTextsBackend).use(initReactI18next);
const startLanguage = initialLanguage();
void i18n.init({
  lng: startLanguage,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...SHOP_LANGUAGES],
  ns: [],
  defaultNS: false,
  // English is bundled with each app (addResourceBundle); the backend fetches the other languages
  partialBundledLanguages: true,
  resources: {},
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  // no Suspense: a namespace still loading renders its English (bundled) instead of holding the page
  react: { useSuspense: false, bindI18n: 'languageChanged loaded', bindI18nStore: 'added' },
});
applyLanguage(startLanguage);
i18n.on('languageChanged', (language) => {
  if (isLanguage(language)) applyLanguage(language);
});

export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/**
 * Changes the language of every mounted app at once: the new language's texts of every registered namespace
 * load first, then every `useTranslation` re-renders. The choice is remembered in this browser.
 */
export async function changeLanguage(language: Language): Promise<void> {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // private mode: the choice lasts this page
  }
  await i18n.changeLanguage(language);
}
