/**
 * At login (issue 31): the language saved on the account wins, so a choice made on another device applies
 * here too; an account that never chose one takes this browser's current choice when it is not the default.
 */
import { accountLanguagePaths } from 'shared-lib/contract/paths';
import { DEFAULT_LANGUAGE, isLanguage } from 'shared-lib/domain/core';
import { http } from 'shared-lib/http';
import { changeLanguage, currentLanguage } from 'shared-lib/i18n';

export async function applyAccountLanguage(saved: unknown, token: string): Promise<void> {
  if (isLanguage(saved)) {
    if (saved !== currentLanguage()) await changeLanguage(saved);
    return;
  }
  const chosen = currentLanguage();
  if (chosen === DEFAULT_LANGUAGE) return;
  await http.put(accountLanguagePaths.language, { language: chosen }, { headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined);
}
