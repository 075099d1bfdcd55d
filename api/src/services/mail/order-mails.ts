/**
 * An order is confirmed once: pay-on-delivery when placed (a guest's or an unverified account's: when confirmed
 * from the mailed link), pay-now when its payment is settled as paid.
 * Inside that transaction the GST invoice gets its number and the confirmation mail (invoice attached) is
 * written to the outbox (for a guest's pay-on-delivery order with the link that confirms it before its
 * deadline); a retried request or a second settle finds the dedupe key taken and adds nothing.
 */
import type { Kysely } from 'kysely';
import { parseAddressLines } from 'shared-lib/domain';
import type { Database } from '../../db/schema';
import { invoiceFilename, issueInvoices } from '../invoices';
import { enqueueMail } from './outbox';
import { notInCancelledPart } from '../orders/order-parts';

/** A guest's pay-on-delivery order holds its stock only until confirmed from this link (see services/orders/guest.ts). */
export interface GuestConfirmation {
  link: string;
  /** ISO deadline */
  by: string;
}

/**
 * `guest`: the order still waits for its e-mailed confirmation, so no invoice number is taken yet (issue 25); it is
 * taken when the guest confirms, and that mail (`mailKey` 'order-confirmed') carries the invoice.
 */
const REMINDER_KEY = 'order-confirm-reminder';
export const REMINDER_BEFORE_MS = 10 * 60_000;

/** The confirmation reminder is not sent once the order was confirmed or cancelled. */
export async function withdrawReminder(trx: Kysely<Database>, orderId: number): Promise<void> {
  await trx.deleteFrom('outbox').where('dedupe_key', '=', `${REMINDER_KEY}:${orderId}`).where('status', '=', 'pending').execute();
}

/** The order lapsed unconfirmed (the expiry sweep, in its transaction): the guest is told, with a link to order again. */
export async function mailLapsedOrder(trx: Kysely<Database>, orderId: number): Promise<void> {
  const order = await trx.selectFrom('orders').select(['unique_id', 'email', 'first_name', 'last_name']).where('id', '=', orderId).executeTakeFirstOrThrow();
  await withdrawReminder(trx, orderId);
  if (!order.email) return;
  await enqueueMail(trx, {
    template: 'guest-order-lapsed',
    to: order.email,
    dedupeKey: `order-lapsed:${orderId}`,
    data: { name: [order.first_name, order.last_name].filter(Boolean).join(' ') || 'Customer', uniqueId: order.unique_id },
  });
}

export async function confirmOrder(trx: Kysely<Database>, orderId: number, now: Date = new Date(), guest?: GuestConfirmation, mailKey = 'order-confirmation'): Promise<void> {
  // one invoice per supplier (issue 33), each attached
  const invoices = guest ? [] : await issueInvoices(trx, orderId, now);
  const order = await trx
    .selectFrom('orders')
    .innerJoin('states', 'states.id', 'orders.state_id')
    .innerJoin('cities', 'cities.id', 'orders.city_id')
    .select(['orders.unique_id', 'orders.user_id', 'orders.email', 'orders.first_name', 'orders.last_name', 'orders.order_date', 'orders.payment_type', 'orders.address', 'orders.pincode'])
    .select(['orders.total_price', 'orders.shipping_charges', 'orders.discount_price', 'orders.tax', 'orders.order_total_price', 'states.name as state', 'cities.name as city'])
    .where('orders.id', '=', orderId)
    .executeTakeFirstOrThrow();
  if (!order.email) return;
  const lines = await trx
    .selectFrom('order_details')
    .innerJoin('products', 'products.id', 'order_details.product_id')
    .select(['products.name', 'order_details.quantity', 'order_details.sales_price', 'order_details.total_price'])
    .where('order_details.order_id', '=', orderId)
    .where((eb) => notInCancelledPart(eb))
    .orderBy('order_details.id')
    .execute();
  const address = parseAddressLines(order.address);
  await enqueueMail(trx, {
    template: 'order-confirmation',
    to: order.email,
    dedupeKey: `${mailKey}:${orderId}`,
    attachments: invoices.map((invoice) => ({ kind: 'invoice' as const, order_id: orderId, number: invoice.number, filename: invoiceFilename(invoice.number) })),
    data: {
      uniqueId: order.unique_id,
      customerName: [order.first_name, order.last_name].filter(Boolean).join(' ') || 'Customer',
      orderDate: order.order_date,
      paymentType: order.payment_type,
      lines: lines.map((l) => ({ name: l.name, quantity: l.quantity, price: l.sales_price, total: l.total_price })),
      totals: { subtotal: order.total_price, shipping: order.shipping_charges, discount: order.discount_price, tax: order.tax, orderTotal: order.order_total_price },
      address: { lines: [address.address_line_1, address.address_line_2].filter((l) => l && l.trim()), city: order.city, state: order.state, pincode: order.pincode },
      invoiceNumbers: invoices.map((invoice) => invoice.number),
      registered: order.user_id !== null,
      ...(guest ? { confirm: guest } : {}),
    },
  });
  if (guest) {
    // 10 minutes before the deadline; withdrawn when the order is confirmed or cancelled first (withdrawReminder)
    await enqueueMail(trx, {
      template: 'guest-order-reminder',
      to: order.email,
      dedupeKey: `${REMINDER_KEY}:${orderId}`,
      sendAt: new Date(Math.max(now.getTime(), Date.parse(guest.by) - REMINDER_BEFORE_MS)),
      data: { name: [order.first_name, order.last_name].filter(Boolean).join(' ') || 'Customer', uniqueId: order.unique_id, link: guest.link, by: guest.by },
    });
  }
}
