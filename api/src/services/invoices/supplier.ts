/**
 * Who issued an invoice (issue 33): each row holds a snapshot of its supplier taken when it was issued, so a
 * seller changing its address later never rewrites an issued invoice. `seller_id` null is the house company
 * (products without a seller, and the shipping charge). Rows issued before migration 0180 have no snapshot:
 * they were issued by the house company configured for this shop (INVOICE_SUPPLIER_*), as they always showed.
 * Part B's credit notes read the supplier of the invoice they credit with invoiceSupplier(row).
 */
import type { Kysely } from 'kysely';
import { sellerInvoicePrefix } from 'shared-lib/domain';
import type { InvoiceSupplier } from '../../config';
import type { Database } from '../../db/schema';
import { shopContext } from '../mail/context';

export interface SupplierSnapshot {
  /** legal name, as registered */
  name: string;
  address: string;
  gstin: string;
  /** the supplier's state: with the place of supply it decides CGST + SGST or IGST */
  state: string;
  /** the invoice number series */
  invoicePrefix: string;
}

export interface InvoiceRowSupplier {
  seller_id: number | null;
  supplier: string | null;
}

/** The supplier of an issued invoice, from its row; `sellerId` null is the house company. */
export function invoiceSupplier(row: InvoiceRowSupplier): SupplierSnapshot & { sellerId: number | null } {
  if (row.supplier) return { ...(JSON.parse(row.supplier) as SupplierSnapshot), sellerId: row.seller_id };
  return { ...houseSupplier(), sellerId: null };
}

/** The house company as configured (INVOICE_SUPPLIER_*). */
export function houseSupplier(): SupplierSnapshot {
  const s: InvoiceSupplier = shopContext().supplier;
  return { name: s.name, address: s.address, gstin: s.gstin, state: s.state, invoicePrefix: s.invoicePrefix };
}

/** The supplier an invoice is issued by now: the house company (sellerId null or the house seller) or the seller's registration. */
export async function currentSupplier(db: Kysely<Database>, sellerId: number | null): Promise<SupplierSnapshot> {
  if (sellerId === null) return houseSupplier();
  const row = await db
    .selectFrom('sellers')
    .leftJoin('states', 'states.id', 'sellers.state_id')
    .leftJoin('cities', 'cities.id', 'sellers.city_id')
    .select(['sellers.company_name', 'sellers.office_address', 'sellers.postal_code', 'sellers.gst_number', 'states.name as state', 'cities.name as city'])
    .where('sellers.id', '=', sellerId)
    .executeTakeFirstOrThrow();
  const place = [row.city, [row.state, row.postal_code].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return {
    name: row.company_name,
    address: [row.office_address.trim(), place].filter(Boolean).join(', '),
    gstin: row.gst_number,
    state: row.state ?? '',
    invoicePrefix: sellerInvoicePrefix(sellerId),
  };
}
