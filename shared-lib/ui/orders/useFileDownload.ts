/** A file download behind a button: busy while it runs, a failure shown in a dialog. */
import { useState } from 'react';
import { errorMessage } from 'shared-lib/http';
import { downloadFile } from 'shared-lib/http/download';
import { popup } from '../dialogs';

export function useFileDownload(): { busy: boolean; download(url: string, filename: string, params?: Record<string, string>): Promise<void> } {
  const [busy, setBusy] = useState(false);
  const download = async (url: string, filename: string, params?: Record<string, string>) => {
    setBusy(true);
    try {
      await downloadFile(url, filename, params);
    } catch (error) {
      void popup.error('Failed', errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return { busy, download };
}
