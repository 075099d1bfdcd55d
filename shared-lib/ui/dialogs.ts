/**
 * Popups and confirm dialogs (SweetAlert2: focus trapped, Escape closes) with the spec's titles and buttons.
 * SweetAlert2 is loaded on the first dialog, not with the shell: it stays off the first-render path.
 */
import type { SweetAlertIcon, SweetAlertOptions } from 'sweetalert2';
import { MESSAGES } from 'shared-lib/domain/core';
import { localizeText } from 'shared-lib/i18n';
import { uiText } from './i18n/texts';

const TEXTS = ['title', 'text', 'confirmButtonText', 'denyButtonText', 'cancelButtonText'] as const;
/** Every dialog's texts in the language on screen (a domain text given in English is translated). */
const fire = async (options: SweetAlertOptions) => {
  const localized: SweetAlertOptions = { ...options };
  for (const key of TEXTS) if (typeof localized[key] === 'string') localized[key] = localizeText(localized[key]);
  return (await import('sweetalert2')).default.fire(localized);
};

const theme = {
  confirmButtonColor: '#22754a',
  cancelButtonColor: '#55625b',
  denyButtonColor: '#b42318',
};

export function showPopup(options: { title: string; text?: string; icon?: SweetAlertIcon; confirmButtonText?: string }) {
  return fire({ ...theme, ...options });
}

export const popup = {
  success: (title: string, text?: string) => showPopup({ title, text, icon: 'success' }),
  error: (title: string, text?: string) => showPopup({ title, text, icon: 'error' }),
  warning: (title: string, text?: string) => showPopup({ title, text, icon: 'warning' }),
  info: (title: string, text?: string) => showPopup({ title, text, icon: 'info' }),
};

export type ConfirmChoice = 'save' | 'dontSave' | 'cancel';

/** 'Do you want to save the changes?' with Save, Don't save and cancel. */
export async function confirmSave(): Promise<ConfirmChoice> {
  const result = await fire({
    ...theme,
    title: MESSAGES.confirmSave,
    showDenyButton: true,
    showCancelButton: true,
    confirmButtonText: uiText('save'),
    denyButtonText: uiText('dontSave'),
  });
  if (result.isConfirmed) return 'save';
  if (result.isDenied) return 'dontSave';
  return 'cancel';
}

/**
 * A yes/no question for an action that cannot be undone (warning icon, confirm and cancel buttons,
 * cancel focused). Resolves true only when the confirm button was pressed; Escape, cancel or a click
 * outside resolve false.
 */
export async function confirm(options: { title: string; text?: string; confirmButtonText?: string; cancelButtonText?: string }): Promise<boolean> {
  const result = await fire({
    ...theme,
    icon: 'warning',
    showCancelButton: true,
    focusCancel: true,
    confirmButtonColor: theme.denyButtonColor,
    confirmButtonText: options.confirmButtonText ?? uiText('ok'),
    cancelButtonText: options.cancelButtonText ?? uiText('cancel'),
    title: options.title,
    text: options.text,
  });
  return result.isConfirmed;
}

let sessionDialogOpen = false;
/** 'Session Expired' warning with a single Login button; shown once even if many calls fail together. */
export async function showSessionExpired(): Promise<void> {
  if (sessionDialogOpen) return;
  sessionDialogOpen = true;
  try {
    await fire({
      ...theme,
      icon: 'warning',
      title: MESSAGES.sessionExpiredTitle,
      text: MESSAGES.sessionExpiredText,
      confirmButtonText: MESSAGES.sessionExpiredButton,
      allowOutsideClick: false,
    });
  } finally {
    sessionDialogOpen = false;
  }
}
