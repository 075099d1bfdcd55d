/** GST tax invoice download (application/pdf). Patients with their token; guests with the order's e-mail; sellers of its products. */
import { type Static, Type } from 'typebox';

export const InvoiceParams = Type.Object({ uniqueId: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9-]+$' }) });
export const InvoiceQuery = Type.Object({
  email: Type.Optional(Type.String({ maxLength: 254, description: "guests: the order's e-mail" })),
  contact: Type.Optional(Type.String({ maxLength: 254, description: "guests: the order's e-mail or mobile (as on the Track an order page)" })),
  number: Type.Optional(Type.String({ maxLength: 40, description: "which of the order's invoices (one per supplier, issue 33); absent: the first" })),
});

/** One of an order's tax invoices: one per supplier (each seller for its shipment, the house company for its products and shipping). */
export const OrderInvoice = Type.Object({ number: Type.String(), supplier_name: Type.String() });
export type OrderInvoice = Static<typeof OrderInvoice>;
export type InvoiceQueryParams = Static<typeof InvoiceQuery>;

export const INVOICE_NOT_FOUND = 'No invoice found for this order';
