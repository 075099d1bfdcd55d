/**
 * "English / हिन्दी" (issue 31): the shop's language switch, in the shell's header and mobile menu and on the
 * seller dashboard. A choice re-renders every mounted app at once (shared-lib/i18n), is remembered in this
 * browser and, for a logged-in user, saved on the account (the next login, on any device, opens in it).
 */
import { accountLanguagePaths } from 'shared-lib/contract/paths';
import { LANGUAGE_NAMES, SHOP_LANGUAGES, type Language } from 'shared-lib/domain/core';
import { http, readToken } from 'shared-lib/http';
import { changeLanguage, useTranslation } from 'shared-lib/i18n';
import { UI_NS } from './i18n/texts';
import styles from './LanguageSwitch.module.css';

/** Saves the choice on the account of the stored session (none: the browser's memory is enough). */
function saveOnAccount(language: Language): void {
  if (!readToken()) return;
  http.put(accountLanguagePaths.language, { language }).catch(() => undefined);
}

export async function chooseLanguage(language: Language): Promise<void> {
  await changeLanguage(language);
  saveOnAccount(language);
}

export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation(UI_NS);
  return (
    <div role="group" aria-label={t('language')} className={`${styles.switch} ${className ?? ''}`} data-testid="language-switch">
      {SHOP_LANGUAGES.map((language, index) => (
        <span key={language} className={styles.item}>
          {index > 0 && (
            <span className={styles.separator} aria-hidden="true">
              /
            </span>
          )}
          <button
            type="button"
            lang={language}
            className={styles.choice}
            aria-pressed={i18n.language === language}
            onClick={() => void chooseLanguage(language)}
          >
            {LANGUAGE_NAMES[language]}
          </button>
        </span>
      ))}
    </div>
  );
}
