/** The patient area's dialog flows, all through shared-lib/ui (one SweetAlert2 and one toast container per page). */
import { MESSAGES } from 'shared-lib/domain';
import * as ui from 'shared-lib/ui';
import { errorMessage } from 'shared-lib/http';

/** Runs `save`; a failure shows the 'Failed' dialog with the server's message. Resolves whether it succeeded. */
export async function saveOrReport(save: () => Promise<void>): Promise<boolean> {
  try {
    await save();
    return true;
  } catch (error) {
    void ui.popup.error(MESSAGES.failed, errorMessage(error));
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
