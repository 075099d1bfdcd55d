/** Prices an order from the database with the shared-lib/domain rules; the client's figures are only compared. */
import type { Kysely } from 'kysely';
import { CART_QUANTITY_MAX, CART_QUANTITY_MIN, computeTotals, COUPON_TYPES, deliversTo, indianToday, isCouponValid, MESSAGES, SHIPMENT_MESSAGES, type OrderTotals } from 'shared-lib/domain';
import { assertCouponMinimum, assertCouponUsesLeft } from '../coupons/limits';
import type { Database } from '../../db/schema';
import { badRequest } from '../../http-error';

export interface RequestedLine {
  product_id: number;
  quantity: number;
  sales_price?: number;
  total_price?: number;
}

export interface PricedLine {
  product_id: number;
  name: string;
  quantity: number;
  sales_price: number;
  total_price: number;
  /** pincodes the product is restricted to; empty means deliverable everywhere */
  pincodes: string[];
}

export interface PricedOrder {
  lines: PricedLine[];
  totals: OrderTotals;
  coupon: { id: number; discount: number; discount_type: number } | null;
}

export interface ClientTotals {
  tax: number;
  shipping_charges: number;
  total_price: number;
  order_total_price: number;
  discount_price: number;
}

/** The coupon as the buyer named it: by code (the id alone is refused, so ids cannot be tried one by one). */
export interface CouponChoice {
  id: number;
  code?: string;
  /** who uses it, for the per-user limit: the patient, or the guest's e-mail */
  patientId: number | null;
  email: string | null;
}

export async function priceOrder(db: Kysely<Database>, requested: RequestedLine[], couponChoice: CouponChoice): Promise<PricedOrder> {
  if (requested.length === 0) throw badRequest('Your cart is empty');
  const seen = new Set<number>();
  for (const line of requested) {
    if (seen.has(line.product_id)) throw badRequest('The cart lists a product twice');
    seen.add(line.product_id);
    if (!Number.isInteger(line.quantity) || line.quantity < CART_QUANTITY_MIN || line.quantity > CART_QUANTITY_MAX) {
      throw badRequest(`Quantity must be between ${CART_QUANTITY_MIN} and ${CART_QUANTITY_MAX}`);
    }
  }
  const ids = [...seen];
  const products = await db.selectFrom('products').select(['id', 'name', 'sales_price', 'on_sale']).where('id', 'in', ids).execute();
  const locations = await db.selectFrom('product_locations').select(['product_id', 'pincode']).where('product_id', 'in', ids).execute();
  const byId = new Map(products.map((p) => [p.id, p]));
  const lines: PricedLine[] = requested.map((line) => {
    const product = byId.get(line.product_id);
    if (!product) throw badRequest(`Product ${line.product_id} does not exist`);
    if (Number(product.on_sale) !== 1) throw badRequest(`${product.name} ${SHIPMENT_MESSAGES.notOnSale}`);
    if (line.sales_price !== undefined && Number(line.sales_price) !== product.sales_price) {
      throw badRequest(`The price of ${product.name} is ₹${product.sales_price}, not ₹${line.sales_price}. Please review your cart.`);
    }
    const total = product.sales_price * line.quantity;
    if (line.total_price !== undefined && Number(line.total_price) !== total) {
      throw badRequest(`The line total of ${product.name} is ₹${total}, not ₹${line.total_price}. Please review your cart.`);
    }
    return {
      product_id: product.id,
      name: product.name,
      quantity: line.quantity,
      sales_price: product.sales_price,
      total_price: total,
      pincodes: locations.filter((l) => l.product_id === product.id).map((l) => l.pincode),
    };
  });

  let coupon: PricedOrder['coupon'] = null;
  const code = couponChoice.code?.trim().toUpperCase() ?? '';
  if (couponChoice.id || code) {
    if (!code) throw badRequest(MESSAGES.invalidCoupon);
    const row = await db.selectFrom('coupons').select(['id', 'discount', 'discount_type', 'expire_date', 'is_active', 'max_uses', 'max_uses_per_user', 'min_order_value']).where('code', '=', code).executeTakeFirst();
    if (!row || !row.is_active || (couponChoice.id && row.id !== couponChoice.id)) throw badRequest(MESSAGES.invalidCoupon);
    if (!isCouponValid(row, indianToday())) throw badRequest(MESSAGES.couponExpired);
    assertCouponMinimum(row.min_order_value, lines.reduce((sum, line) => sum + line.total_price, 0));
    await assertCouponUsesLeft(db, row, couponChoice);
    coupon = { id: row.id, discount: row.discount, discount_type: row.discount_type === COUPON_TYPES.flat ? COUPON_TYPES.flat : row.discount_type };
  }
  return { lines, totals: computeTotals(lines, coupon), coupon };
}


/** Refuses an order whose figures differ from the server's, naming every difference. */
export function assertClientTotals(client: ClientTotals, totals: OrderTotals): void {
  const expected: ClientTotals = {
    total_price: totals.subtotal,
    shipping_charges: totals.shipping,
    discount_price: totals.discount,
    tax: totals.tax,
    order_total_price: totals.orderTotal,
  };
  const differences = (Object.keys(expected) as (keyof ClientTotals)[])
    .filter((key) => Number(client[key]) !== expected[key])
    .map((key) => `${key} sent ${client[key]}, expected ${expected[key]}`);
  if (differences.length) {
    throw badRequest(`Order totals do not match the current prices (${differences.join('; ')}). Please review your cart and try again.`);
  }
}

/** The delivery rule: a restricted product must list the delivery pincode. */
export function assertDeliverable(lines: PricedLine[], pincode: string): void {
  const blocked = lines.filter((line) => !deliversTo(line.pincodes, pincode));
  if (blocked.length) {
    throw badRequest(`${blocked.map((l) => l.name).join(', ')}: ${MESSAGES.notAvailableOnLocation}`);
  }
}
