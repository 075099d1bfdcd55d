/**
 * Downloads an order's GST tax invoice (PDF): with the patient's token, or for a guest with the order's e-mail or
 * mobile (`contact`, as the Track an order page has it); the file is never kept in the store.
 */
import { invoicePaths, urlOf } from 'shared-lib/contract/paths';
import { useFileDownload } from './useFileDownload';

export function hasInvoice(order: { payment_status: string; has_invoice?: boolean }): boolean {
  // the server says whether one was issued (at confirmation: pay on delivery once confirmed, pay now once paid)
  if (order.has_invoice !== undefined) return order.has_invoice;
  return order.payment_status !== 'pending' && order.payment_status !== 'failed';
}

export function InvoiceButton({ uniqueId, className, contact }: { uniqueId: string; className: string; contact?: string }) {
  const { busy, download } = useFileDownload();
  return (
    <button type="button" className={className} disabled={busy} onClick={() => void download(urlOf(invoicePaths.download, { uniqueId }), `Tax-Invoice-${uniqueId}.pdf`, contact ? { contact } : undefined)} aria-label={`Download the tax invoice of order ${uniqueId}`}>
      {busy ? 'Preparing…' : 'Invoice'}
    </button>
  );
}
