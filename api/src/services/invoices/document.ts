/** Everything printed on an order's tax invoice, read from the database; the figures reconcile with the order's stored totals. */
import type { Kysely } from 'kysely';
import { DEFAULT_HSN, ORDER_STATUS, parseAddressLines, placeOfSupply, rupeesInWords, SHIPPING_SAC, splitGst, type GstSplit } from 'shared-lib/domain';
import type { Database } from '../../db/schema';
import type { InvoiceSupplier } from '../../config';
import { shopContext } from '../mail/context';
import { notInCancelledPart } from '../orders/order-parts';

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
  supplier: InvoiceSupplier & { placeOfSupply: string };
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

export async function loadInvoiceDocument(db: Kysely<Database>, orderId: number): Promise<InvoiceDocument | null> {
  const invoice = await db.selectFrom('invoices').select(['number', 'issued_at']).where('order_id', '=', orderId).executeTakeFirst();
  if (!invoice) return null;
  const order = await db
    .selectFrom('orders')
    .innerJoin('states', 'states.id', 'orders.state_id')
    .innerJoin('cities', 'cities.id', 'orders.city_id')
    .select(['orders.unique_id', 'orders.order_date', 'orders.first_name', 'orders.last_name', 'orders.email', 'orders.mobile', 'orders.address', 'orders.pincode'])
    .select(['orders.total_price', 'orders.shipping_charges', 'orders.discount_price', 'orders.tax', 'orders.order_total_price', 'orders.payment_type', 'orders.status'])
    .select(['states.name as state', 'cities.name as city'])
    .where('orders.id', '=', orderId)
    .executeTakeFirstOrThrow();
  const details = await db
    .selectFrom('order_details')
    .innerJoin('products', 'products.id', 'order_details.product_id')
    .select(['products.name', 'products.hsn_code', 'order_details.quantity', 'order_details.sales_price', 'order_details.total_price'])
    .where('order_details.order_id', '=', orderId)
    // a part its seller cancelled is not invoiced while the rest of the order goes on
    .$if(order.status !== ORDER_STATUS.cancelled, (qb) => qb.where((eb) => notInCancelledPart(eb)))
    .orderBy('order_details.id')
    .execute();

  const { supplier } = shopContext();
  const intraState = order.state.trim().toLowerCase() === supplier.state.trim().toLowerCase();
  const address = parseAddressLines(order.address);
  const taxableValue = (order.total_price + order.shipping_charges - order.discount_price) * 100;
  return {
    number: invoice.number,
    issuedAt: invoice.issued_at,
    orderUniqueId: order.unique_id,
    orderDate: order.order_date,
    supplier: { ...supplier, placeOfSupply: placeOfSupply(supplier.state) },
    buyer: {
      name: [order.first_name, order.last_name].filter(Boolean).join(' '),
      addressLines: [address.address_line_1, address.address_line_2].filter((line) => line && line.trim()),
      city: order.city,
      state: order.state,
      pincode: order.pincode,
      email: order.email,
      mobile: order.mobile,
    },
    placeOfSupply: placeOfSupply(order.state),
    lines: details.map((d) => ({ description: d.name, hsn: d.hsn_code || DEFAULT_HSN, quantity: d.quantity, rate: d.sales_price * 100, taxable: d.total_price * 100 })),
    shipping: order.shipping_charges * 100,
    shippingSac: SHIPPING_SAC,
    discount: order.discount_price * 100,
    taxableValue,
    gst: splitGst(order.tax, intraState),
    // the stored order total, which equals taxable value + GST by the pricing rule of spec section 9
    total: order.order_total_price * 100,
    totalInWords: rupeesInWords(order.order_total_price * 100),
    paymentType: order.payment_type,
  };
}
