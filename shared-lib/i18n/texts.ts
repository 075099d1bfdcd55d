/**
 * An app's texts: each app keeps `src/i18n/en.json` and `src/i18n/hi.json` and registers them here under its
 * namespace (its federation name). English is bundled with the app's code; Hindi is a dynamic import, so
 * webpack writes it as a chunk of its own into the app's release folder and fetches it relative to the app's
 * publicPath only when Hindi is chosen: rolling a remote back rolls its texts back with its code.
 *
 *   registerTexts('storefront', en, { hi: () => import('./hi.json') });
 */
import type { ResourceKey } from 'i18next';
import type { Language } from 'shared-lib/domain/core';
import { currentLanguage, i18n, registerLoader } from './instance';

type OtherLanguages = Exclude<Language, 'en'>;

export function registerTexts(
  namespace: string,
  english: ResourceKey,
  others: Record<OtherLanguages, () => Promise<ResourceKey | { default: ResourceKey }>>,
): void {
  if (!i18n.hasResourceBundle('en', namespace)) i18n.addResourceBundle('en', namespace, english);
  registerLoader(namespace, 'en', async () => english);
  for (const [language, load] of Object.entries(others) as [OtherLanguages, () => Promise<ResourceKey>][]) registerLoader(namespace, language, load);
  // the namespace joins the list a language change loads before it re-renders (no flash of the fallback)
  void i18n.loadNamespaces(namespace);
}

/** Loads an app's texts in the current language (the shell awaits its own before the first render). */
export function loadTexts(...namespaces: string[]): Promise<void> {
  if (currentLanguage() === 'en') return Promise.resolve();
  return i18n.loadNamespaces(namespaces);
}
