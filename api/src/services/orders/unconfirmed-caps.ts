/**
 * Caps on orders waiting for their e-mailed confirmation (issue 25), checked inside the order's transaction
 * after its stock is reserved (the product rows are then locked, so two orders cannot both take the last room):
 * one e-mail or one mobile holds at most UNCONFIRMED_ORDERS_PER_CONTACT_MAX unconfirmed orders, and all
 * unconfirmed orders together hold at most UNCONFIRMED_UNITS_PER_PRODUCT_MAX units of one product.
 */
import type { Kysely } from 'kysely';
import { ORDER_STATUS, RATE_LIMIT_MESSAGES, UNCONFIRMED_ORDERS_PER_CONTACT_MAX, UNCONFIRMED_UNITS_PER_PRODUCT_MAX } from 'shared-lib/domain';
import type { Database } from '../../db/schema';
import { conflict } from '../../http-error';

const unconfirmed = (db: Kysely<Database>) => db.selectFrom('orders').where('orders.confirm_token_hash', 'is not', null).where('orders.status', '=', ORDER_STATUS.processing);

export async function assertUnconfirmedCaps(
  trx: Kysely<Database>,
  contact: { email: string | null; mobile: string | null },
  lines: { product_id: number; quantity: number; name: string }[],
  caps: { perContact?: number; unitsPerProduct?: number } = {},
): Promise<void> {
  const perContact = caps.perContact ?? UNCONFIRMED_ORDERS_PER_CONTACT_MAX;
  const unitsPerProduct = caps.unitsPerProduct ?? UNCONFIRMED_UNITS_PER_PRODUCT_MAX;
  const email = contact.email?.trim().toLowerCase() ?? '';
  const mobile = contact.mobile?.trim() ?? '';
  if (email || mobile) {
    const held = await unconfirmed(trx)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where((eb) => eb.or([...(email ? [eb('orders.email', '=', email)] : []), ...(mobile ? [eb('orders.mobile', '=', mobile)] : [])]))
      .executeTakeFirstOrThrow();
    if (Number(held.count) >= perContact) throw conflict(RATE_LIMIT_MESSAGES.unconfirmedOrders);
  }

  const pending = await unconfirmed(trx)
    .innerJoin('order_details', 'order_details.order_id', 'orders.id')
    .select(['order_details.product_id', (eb) => eb.fn.sum<number>('order_details.quantity').as('units')])
    .where('order_details.product_id', 'in', lines.map((l) => l.product_id))
    .groupBy('order_details.product_id')
    .execute();
  const units = new Map(pending.map((p) => [Number(p.product_id), Number(p.units)]));
  for (const line of lines) {
    if ((units.get(line.product_id) ?? 0) + line.quantity > unitsPerProduct) throw conflict(RATE_LIMIT_MESSAGES.pendingUnits(line.name));
  }
}
