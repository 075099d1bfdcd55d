/**
 * The apps' `useTranslation`: react-i18next's, re-rendering a component when the language changes or when texts
 * of ITS namespaces arrive in the language on screen. react-i18next alone re-renders every `useTranslation` on
 * screen, synchronously, on each `loaded` or `added` event of any namespace: while a page starts, every app,
 * chunk and domain table registering its texts re-rendered every translated component (the header twice per
 * namespace), in tasks that block the page (issue 29).
 */
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation as useI18nextTranslation, type UseTranslationOptions } from 'react-i18next';
import { i18n } from './instance';

const revisions = new Map<string, number>();
const listeners = new Set<() => void>();

function textsArrived(language: string, namespace: string): void {
  if (language !== i18n.language && language !== i18n.resolvedLanguage) return;
  revisions.set(namespace, (revisions.get(namespace) ?? 0) + 1);
  listeners.forEach((listener) => listener());
}
i18n.on('loaded', (loaded: Record<string, Record<string, unknown>>) => {
  for (const [language, namespaces] of Object.entries(loaded)) for (const namespace of Object.keys(namespaces)) textsArrived(language, namespace);
});
i18n.store.on('added', (language: string, namespace: string) => textsArrived(language, namespace));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** react-i18next re-renders on language changes only; the namespaces' own arrivals are followed above. */
const LANGUAGE_CHANGES_ONLY: UseTranslationOptions<undefined> = { bindI18n: 'languageChanged', bindI18nStore: '' };

function useNamespacesRevision(namespaces: string | readonly string[] | undefined): void {
  const key = typeof namespaces === 'string' ? namespaces : (namespaces ?? []).join(' ');
  const revision = useCallback(() => key.split(' ').reduce((sum, namespace) => sum + (revisions.get(namespace) ?? 0), 0), [key]);
  useSyncExternalStore(subscribe, revision, revision);
}

export const useTranslation = ((namespaces?: string | readonly string[], options?: UseTranslationOptions<undefined>) => {
  useNamespacesRevision(namespaces);
  return useI18nextTranslation(namespaces as Parameters<typeof useI18nextTranslation>[0], options ? { ...LANGUAGE_CHANGES_ONLY, ...options } : LANGUAGE_CHANGES_ONLY);
}) as typeof useI18nextTranslation;
