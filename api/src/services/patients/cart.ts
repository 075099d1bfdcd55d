/** The patient's server cart. Price always comes from the product row; quantity is 1..10 and within stock. */
import type { Kysely } from 'kysely';
import type { CartItem } from 'shared-lib/contract';
import { CART_QUANTITY_MAX, CART_QUANTITY_MIN, MESSAGES } from 'shared-lib/domain';
import type { Database } from '../../db/schema';
import { badRequest, notFound } from '../../http-error';
import { sellerHidesProduct } from '../sellers/visibility';

export const CART_LINE_NOT_FOUND = 'Cart item not found';
export const PRODUCT_NOT_FOUND = 'Product not found';

/** Refuses anything but an integer from 1 to 10 that the stock can cover. */
export function checkQuantity(quantity: unknown, stock: number): number {
  if (typeof quantity !== 'number' || !Number.isInteger(quantity)) throw badRequest('Quantity must be a whole number');
  if (quantity < CART_QUANTITY_MIN || quantity > CART_QUANTITY_MAX)
    throw badRequest(`Quantity must be between ${CART_QUANTITY_MIN} and ${CART_QUANTITY_MAX}`);
  if (stock <= 0) throw badRequest(MESSAGES.productOutOfStock);
  if (quantity > stock) throw badRequest(`Only ${stock} item(s) of this product are in stock`);
  return quantity;
}

async function productFor(db: Kysely<Database>, productId: number) {
  const product = await db
    .selectFrom('products')
    .select(['id', 'sales_price', 'in_stock_quantity'])
    .where('id', '=', productId)
    .executeTakeFirst();
  // a seller not (yet) verified sells nothing (issue 33)
  if (!product || (await sellerHidesProduct(db, productId))) throw notFound(PRODUCT_NOT_FOUND);
  return product;
}

function cartQuery(db: Kysely<Database>) {
  return db
    .selectFrom('cart_items')
    .innerJoin('products', 'products.id', 'cart_items.product_id')
    .select([
      'cart_items.id',
      'cart_items.product_id',
      'cart_items.user_id',
      'cart_items.quantity',
      'cart_items.price',
      'products.name as product_name',
      'products.image as product_image',
      'products.sales_price as product_sales_price',
      'products.seller_id as product_seller_id',
      'products.in_stock_quantity as product_stock',
      'products.prescription_class as product_rx_class',
    ]);
}
type CartRow = Awaited<ReturnType<ReturnType<typeof cartQuery>['execute']>>[number];

function toItem(row: CartRow): CartItem {
  return {
    id: row.id,
    product_id: row.product_id,
    user_id: row.user_id,
    quantity: row.quantity,
    price: row.price,
    product: {
      id: row.product_id,
      name: row.product_name,
      image: row.product_image,
      sales_price: row.product_sales_price,
      seller_id: row.product_seller_id,
      in_stock_quantity: row.product_stock,
      prescription_class: row.product_rx_class,
    },
  };
}

export async function listCart(db: Kysely<Database>, userId: number) {
  const rows = await cartQuery(db).where('cart_items.user_id', '=', userId).orderBy('cart_items.id').execute();
  return rows.map(toItem);
}

export async function countCart(db: Kysely<Database>, userId: number): Promise<number> {
  const { count } = await db
    .selectFrom('cart_items')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

async function lineFor(db: Kysely<Database>, userId: number, id: number) {
  const row = await cartQuery(db).where('cart_items.id', '=', id).where('cart_items.user_id', '=', userId).executeTakeFirst();
  return row ? toItem(row) : null;
}

/**
 * Adds a product; an existing line grows by the quantity asked (1 from listings). The new total must
 * still be 1..10 and within stock.
 */
export async function addToCart(db: Kysely<Database>, userId: number, productId: number, quantity: unknown = 1) {
  return db.transaction().execute(async (trx) => {
    const product = await productFor(trx, productId);
    const wanted = checkQuantity(quantity, product.in_stock_quantity);
    const existing = await trx
      .selectFrom('cart_items')
      .select(['id', 'quantity'])
      .where('user_id', '=', userId)
      .where('product_id', '=', productId)
      .executeTakeFirst();
    if (existing) {
      const total = checkQuantity(existing.quantity + wanted, product.in_stock_quantity);
      await trx.updateTable('cart_items').set({ quantity: total, price: product.sales_price }).where('id', '=', existing.id).execute();
      return (await lineFor(trx, userId, existing.id))!;
    }
    const inserted = await trx
      .insertInto('cart_items')
      .values({ user_id: userId, product_id: productId, quantity: wanted, price: product.sales_price })
      .returning('id')
      .executeTakeFirstOrThrow();
    return (await lineFor(trx, userId, inserted.id))!;
  });
}

export async function updateQuantity(db: Kysely<Database>, userId: number, id: number, quantity: unknown) {
  return db.transaction().execute(async (trx) => {
    const line = await lineFor(trx, userId, id);
    if (!line) throw notFound(CART_LINE_NOT_FOUND);
    const wanted = checkQuantity(quantity, line.product.in_stock_quantity);
    await trx
      .updateTable('cart_items')
      .set({ quantity: wanted, price: line.product.sales_price })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .execute();
    return (await lineFor(trx, userId, id))!;
  });
}

export async function deleteLine(db: Kysely<Database>, userId: number, id: number): Promise<void> {
  const result = await db.deleteFrom('cart_items').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound(CART_LINE_NOT_FOUND);
}
