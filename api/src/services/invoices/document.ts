/**
 * Everything printed on an order's tax invoices, read from the database. Since issue 33 an order has one
 * invoice per supplier: its lines, its share of the coupon discount and of the order's GST, and (the house
 * company's) the shipping charge; the invoices of an order add up to its stored total (shared-lib/domain
 * supplierShares). An invoice issued before that (no supplier snapshot) is the whole order's, as before.
 */
import type { Kysely } from 'kysely';
import {
  DEFAULT_HSN,
  GST_RATE,
  isIntraStateSupply,
  ORDER_STATUS,
  parseAddressLines,
  placeOfSupply,
  rupeesInWords,
  SHIPPING_SAC,
  splitGstPaise,
  supplierShares,
  type GstSplit,
} from 'shared-lib/domain';
import type { Database } from '../../db/schema';
import { notInCancelledPart } from '../orders/order-parts';
import { houseSupplier, invoiceSupplier, type SupplierSnapshot } from './supplier';

export interface InvoiceLine {
  description: string;
  hsn: string;
  quantity: number;
  /** paise */
  rate: number;
  taxable: number;
}

export interface InvoiceDocument {
  /** 'Tax Invoice' unless given (a seller's copy of its own lines, a credit note) */
  title?: string;
  /** a credit note's: 'Credit Note No.', 'Date', the invoice it credits, 'credit note' in the footer, no shipping row */
  numberLabel?: string;
  dateLabel?: string;
  against?: { number: string; issuedAt: string };
  documentNoun?: string;
  hideShipping?: boolean;
  number: string;
  issuedAt: string;
  orderUniqueId: string;
  orderDate: string;
  supplier: SupplierSnapshot & { placeOfSupply: string };
  /** set on a seller's invoice: the marketplace it sold through (the e-commerce operator) */
  soldThrough: { name: string; gstin: string } | null;
  buyer: { name: string; addressLines: string[]; city: string; state: string; pincode: string; email: string | null; mobile: string | null };
  placeOfSupply: string;
  lines: InvoiceLine[];
  /** all money in paise */
  shipping: number;
  shippingSac: string;
  discount: number;
  taxableValue: number;
  gst: GstSplit;
  total: number;
  totalInWords: string;
  paymentType: string;
}

type OrderRow = Awaited<ReturnType<typeof loadOrder>>;
type LineRow = { supplierKey: number; line: InvoiceLine };

async function loadOrder(db: Kysely<Database>, orderId: number) {
  return db
    .selectFrom('orders')
    .innerJoin('states', 'states.id', 'orders.state_id')
    .innerJoin('cities', 'cities.id', 'orders.city_id')
    .select(['orders.unique_id', 'orders.order_date', 'orders.first_name', 'orders.last_name', 'orders.email', 'orders.mobile', 'orders.address', 'orders.pincode'])
    .select(['orders.total_price', 'orders.shipping_charges', 'orders.discount_price', 'orders.tax', 'orders.order_total_price', 'orders.payment_type', 'orders.status'])
    .select(['states.name as state', 'cities.name as city'])
    .where('orders.id', '=', orderId)
    .executeTakeFirstOrThrow();
}

/** The order's lines with their supplier key (0: the house company); a part its seller cancelled is left out while the rest goes on. */
async function loadLines(db: Kysely<Database>, orderId: number, liveOnly: boolean): Promise<LineRow[]> {
  const rows = await db
    .selectFrom('order_details')
    .innerJoin('products', 'products.id', 'order_details.product_id')
    .leftJoin('sellers', 'sellers.id', 'order_details.seller_id')
    .select(['products.name', 'products.hsn_code', 'order_details.quantity', 'order_details.sales_price', 'order_details.total_price', 'order_details.seller_id', 'sellers.is_house'])
    .where('order_details.order_id', '=', orderId)
    .$if(liveOnly, (qb) => qb.where((eb) => notInCancelledPart(eb)))
    .orderBy('order_details.id')
    .execute();
  return rows.map((d) => ({
    supplierKey: d.seller_id === null || Number(d.is_house) === 1 ? 0 : d.seller_id,
    line: { description: d.name, hsn: d.hsn_code || DEFAULT_HSN, quantity: d.quantity, rate: d.sales_price * 100, taxable: d.total_price * 100 },
  }));
}

function buyerOf(order: OrderRow): InvoiceDocument['buyer'] {
  const address = parseAddressLines(order.address);
  return {
    name: [order.first_name, order.last_name].filter(Boolean).join(' '),
    addressLines: [address.address_line_1, address.address_line_2].filter((line) => line && line.trim()),
    city: order.city,
    state: order.state,
    pincode: order.pincode,
    email: order.email,
    mobile: order.mobile,
  };
}

interface Figures {
  lines: InvoiceLine[];
  shipping: number;
  discount: number;
  taxable: number;
  gst: number;
  total: number;
}

function documentOf(invoice: { number: string; issued_at: string }, order: OrderRow, supplier: SupplierSnapshot, sellerInvoice: boolean, f: Figures): InvoiceDocument {
  const house = houseSupplier();
  return {
    number: invoice.number,
    issuedAt: invoice.issued_at,
    orderUniqueId: order.unique_id,
    orderDate: order.order_date,
    supplier: { ...supplier, placeOfSupply: placeOfSupply(supplier.state) },
    soldThrough: sellerInvoice ? { name: house.name, gstin: house.gstin } : null,
    buyer: buyerOf(order),
    // the delivery state; with the supplier's state it decides CGST + SGST or IGST
    placeOfSupply: placeOfSupply(order.state),
    lines: f.lines,
    shipping: f.shipping,
    shippingSac: SHIPPING_SAC,
    discount: f.discount,
    taxableValue: f.taxable,
    gst: splitGstPaise(f.gst, isIntraStateSupply(supplier.state, order.state)),
    total: f.total,
    totalInWords: rupeesInWords(f.total),
    paymentType: order.payment_type,
  };
}

/** Every invoice of an order, in the order they were issued (house company first); [] when none was issued. */
export async function loadInvoiceDocuments(db: Kysely<Database>, orderId: number): Promise<InvoiceDocument[]> {
  const invoices = await db.selectFrom('invoices').select(['number', 'issued_at', 'seller_id', 'supplier']).where('order_id', '=', orderId).orderBy('id').execute();
  if (!invoices.length) return [];
  const order = await loadOrder(db, orderId);
  const wholeOrderCancelled = order.status === ORDER_STATUS.cancelled;
  const live = await loadLines(db, orderId, !wholeOrderCancelled);
  const orderFigures = { shipping: order.shipping_charges * 100, discount: order.discount_price * 100, gst: Math.round(order.tax * 100) };

  // an invoice issued before issue 33: the whole order, by the house company
  const legacy = invoices.find((invoice) => invoice.supplier === null);
  if (legacy) {
    const taxable = order.total_price * 100 + orderFigures.shipping - orderFigures.discount;
    return [documentOf(legacy, order, invoiceSupplier(legacy), false, { lines: live.map((l) => l.line), ...orderFigures, taxable, total: order.order_total_price * 100 })];
  }

  const keys = invoices.map((invoice) => invoice.seller_id ?? 0);
  const linesOf = (rows: LineRow[], key: number) => rows.filter((row) => row.supplierKey === key).map((row) => row.line);
  const goods = (lines: InvoiceLine[]) => lines.reduce((sum, line) => sum + line.taxable, 0);
  const shares = supplierShares(
    keys.map((key) => ({ goods: goods(linesOf(live, key)), carriesShipping: key === 0 })),
    orderFigures,
  );
  const all = wholeOrderCancelled ? live : await loadLines(db, orderId, false);
  return invoices.map((invoice, i) => {
    const key = keys[i];
    const supplier = invoiceSupplier(invoice);
    const lines = linesOf(live, key);
    if (lines.length || key === 0) return documentOf(invoice, order, supplier, key !== 0, { lines, ...shares[i] });
    // a seller's part cancelled after its invoice was issued: the invoice as issued, its own lines at the GST rate
    const own = linesOf(all, key);
    const taxable = goods(own);
    const gst = Math.round(taxable * GST_RATE);
    return documentOf(invoice, order, supplier, true, { lines: own, shipping: 0, discount: 0, taxable, gst, total: taxable + gst });
  });
}

/** One invoice of an order: the one with `number`, or the first; null when there is none. */
export async function loadInvoiceDocument(db: Kysely<Database>, orderId: number, number?: string): Promise<InvoiceDocument | null> {
  const documents = await loadInvoiceDocuments(db, orderId);
  return (number ? documents.find((doc) => doc.number === number) : documents[0]) ?? null;
}
