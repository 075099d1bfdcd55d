/** The patient area's dialog flows, all through shared-lib/ui (one SweetAlert2 and one toast container per page). */
import { MESSAGES } from 'shared-lib/domain';
import * as ui from 'shared-lib/ui';
import { failureMessage } from './patient-api';

/** Runs `save`; a failure shows the 'Failed' dialog with the server's message. Resolves whether it succeeded. */
export async function saveOrReport(save: () => Promise<void>): Promise<boolean> {
  try {
    await save();
    return true;
  } catch (error) {
    void ui.popup.error(MESSAGES.failed, failureMessage(error));
    return false;
  }
}

/**
 * 'Do you want to save the changes?' (spec sections 4 and 8): Save runs `save` (a failure shows 'Failed'
 * with the server's message), Don't save shows 'Changes are not saved', cancel does nothing.
 */
export async function confirmThenSave(save: () => Promise<void>): Promise<void> {
  const choice = await ui.confirmSave();
  if (choice === 'dontSave') {
    void ui.popup.info(MESSAGES.changesNotSaved);
    return;
  }
  if (choice !== 'save') return;
  await saveOrReport(save);
}

export interface ConfirmOptions {
  title: string;
  text?: string;
  confirmButtonText?: string;
  cancelButtonText?: string;
}

/**
 * Asks before an action that cannot be undone, with shared-lib/ui's `confirm` dialog.
 * shared-lib/ui is a singleton served by whichever app loaded it first (the shell), so a shell built
 * before `confirm` existed does not have it: then the browser's own confirm box asks instead.
 */
export function confirmAction(options: ConfirmOptions): Promise<boolean> {
  const shared = (ui as Partial<typeof ui>).confirm;
  if (typeof shared === 'function') return shared(options);
  return Promise.resolve(window.confirm(options.text ? `${options.title}\n\n${options.text}` : options.title));
}
