/** Downloads a GST credit note (PDF) of an order with the session's token (the patient's or the seller's); never kept in the store. */
import { returnPaths, urlOf } from 'shared-lib/contract/paths';
import { useFileDownload } from './useFileDownload';

export function CreditNoteButton({ uniqueId, note, className }: { uniqueId: string; note: { id: number; number: string }; className: string }) {
  const { busy, download } = useFileDownload();
  const filename = `Credit-Note-${note.number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
  return (
    <button type="button" className={className} disabled={busy} onClick={() => void download(urlOf(returnPaths.creditNote, { uniqueId, id: note.id }), filename)} aria-label={`Download credit note ${note.number}`}>
      {busy ? 'Preparing…' : `Credit note ${note.number}`}
    </button>
  );
}
