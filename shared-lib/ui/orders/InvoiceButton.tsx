/**
 * Downloads an order's GST tax invoice (PDF): with the patient's token, or for a guest with the order's e-mail or
 * mobile (`contact`, as the Track an order page has it); the file is never kept in the store.
 */
import { useState } from 'react';
import { invoicePaths, urlOf } from 'shared-lib/contract/paths';
import { errorMessage, http } from 'shared-lib/http';
import { popup } from '../dialogs';

export function hasInvoice(order: { payment_status: string; has_invoice?: boolean }): boolean {
  // the server says whether one was issued (at confirmation: pay on delivery once confirmed, pay now once paid)
  if (order.has_invoice !== undefined) return order.has_invoice;
  return order.payment_status !== 'pending' && order.payment_status !== 'failed';
}

export function InvoiceButton({ uniqueId, className, contact }: { uniqueId: string; className: string; contact?: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const response = await http.get<Blob>(urlOf(invoicePaths.download, { uniqueId }), { responseType: 'blob', ...(contact ? { params: { contact } } : {}) });
      const url = URL.createObjectURL(response.data);
      const link = document.createElement('a');
      link.href = url;
      link.download = `Tax-Invoice-${uniqueId}.pdf`;
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      void popup.error('Failed', errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={className} disabled={busy} onClick={() => void download()} aria-label={`Download the tax invoice of order ${uniqueId}`}>
      {busy ? 'Preparing…' : 'Invoice'}
    </button>
  );
}
