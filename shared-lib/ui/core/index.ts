/**
 * The shell's first-render part of shared-lib/ui, a shared module of its own (like shared-lib/store/core and
 * shared-lib/domain/core): the spinner, the toasts, the dialogs and the language switch. The full shared-lib/ui (forms, avatars,
 * badges) imports the full shared-lib/domain, which the first render does not need; it re-exports these by
 * this module's name, so the page holds one copy of the toasts' and dialogs' state.
 */
export { SpinnerOverlay, EntrySpinner, useEntrySpinner } from '../SpinnerOverlay';
export { popup, showPopup, confirmSave, confirm, showSessionExpired, type ConfirmChoice } from '../dialogs';
export { notify, Toasts } from '../toasts';
export { LanguageSwitch, chooseLanguage } from '../LanguageSwitch';
