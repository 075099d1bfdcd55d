/**
 * Downloads an order's GST tax invoices (PDF): with the patient's token, or for a guest with the order's e-mail or
 * mobile (`contact`, as the Track an order page has it); the file is never kept in the store. An order has one
 * invoice per supplier (issue 33): one button each, named by the supplier when there are several.
 */
import type { OrderInvoice } from 'shared-lib/contract';
import { invoicePaths, urlOf } from 'shared-lib/contract/paths';
import { useTranslation } from 'shared-lib/i18n';
import { UI_NS } from '../i18n/texts';
import { useFileDownload } from './useFileDownload';

export function hasInvoice(order: { payment_status: string; has_invoice?: boolean }): boolean {
  // the server says whether one was issued (at confirmation: pay on delivery once confirmed, pay now once paid)
  if (order.has_invoice !== undefined) return order.has_invoice;
  return order.payment_status !== 'pending' && order.payment_status !== 'failed';
}

interface InvoiceButtonProps {
  uniqueId: string;
  className: string;
  contact?: string;
  /** the order's invoices; absent or one: a single "Invoice" button */
  invoices?: readonly OrderInvoice[];
}

export function InvoiceButton({ uniqueId, className, contact, invoices }: InvoiceButtonProps) {
  if (invoices && invoices.length > 1) {
    return (
      <>
        {invoices.map((invoice) => (
          <OneInvoiceButton key={invoice.number} uniqueId={uniqueId} className={className} contact={contact} invoice={invoice} named />
        ))}
      </>
    );
  }
  return <OneInvoiceButton uniqueId={uniqueId} className={className} contact={contact} invoice={invoices?.[0]} />;
}

function OneInvoiceButton({ uniqueId, className, contact, invoice, named }: { uniqueId: string; className: string; contact?: string; invoice?: OrderInvoice; named?: boolean }) {
  const { t } = useTranslation(UI_NS);
  const { busy, download } = useFileDownload();
  const several = named ?? false;
  const params = { ...(contact ? { contact } : {}), ...(invoice ? { number: invoice.number } : {}) };
  const name = invoice ? invoice.number.replace(/[^A-Za-z0-9-]+/g, '-') : uniqueId;
  const save = () => download(urlOf(invoicePaths.download, { uniqueId }), `Tax-Invoice-${name}.pdf`, Object.keys(params).length ? params : undefined);
  const label = several && invoice ? t('invoiceOf', { supplier: invoice.supplier_name }) : t('invoice');
  const aria = invoice ? t('invoiceOfAria', { number: invoice.number, supplier: invoice.supplier_name, order: uniqueId }) : t('invoiceAria', { order: uniqueId });
  return (
    <button type="button" className={className} disabled={busy} onClick={() => void save()} aria-label={aria}>
      {busy ? t('invoicePreparing') : label}
    </button>
  );
}
