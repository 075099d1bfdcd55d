/**
 * "Order these medicines" (issue 27): every prescribed catalogue item goes into the patient's server cart with
 * the prescribed packs (1..the cart limit, within stock; a line already there grows to it, never shrinks),
 * priced from the product row. Items out of stock, off sale or typed by the doctor are reported, not added.
 */
import type { Kysely } from 'kysely';
import type { OrderPrescriptionResult } from 'shared-lib/contract';
import { clampQuantity } from 'shared-lib/domain';
import { ROOM_MESSAGES } from 'shared-lib/domain/consultations';
import type { Database } from '../../db/schema';
import { conflict, forbidden } from '../../http-error';
import type { Viewer } from '../appointments';
import { prescriptionFor } from './prescriptions';

export async function orderPrescription(db: Kysely<Database>, appointmentId: number, prescriptionId: number, viewer: Viewer): Promise<OrderPrescriptionResult> {
  const prescription = await prescriptionFor(db, appointmentId, prescriptionId, viewer);
  if (viewer.type !== 'patient') throw forbidden('Only the patient can order the prescribed medicines');
  if (prescription.superseded) throw conflict('This prescription was corrected; please order from the current version');
  const result: OrderPrescriptionResult = { added: [], out_of_stock: [], not_sold_here: [] };
  await db.transaction().execute(async (trx) => {
    for (const medicine of prescription.medicines) {
      const product = medicine.product_id
        ? await trx.selectFrom('products').select(['id', 'name', 'sales_price', 'in_stock_quantity', 'on_sale']).where('id', '=', medicine.product_id).executeTakeFirst()
        : undefined;
      if (!product || !product.on_sale) {
        result.not_sold_here.push({ name: medicine.name });
        continue;
      }
      if (product.in_stock_quantity <= 0) {
        result.out_of_stock.push({ product_id: product.id, name: product.name });
        continue;
      }
      const existing = await trx.selectFrom('cart_items').select(['id', 'quantity']).where('user_id', '=', viewer.id).where('product_id', '=', product.id).executeTakeFirst();
      const quantity = clampQuantity(Math.max(existing?.quantity ?? 0, medicine.quantity), product.in_stock_quantity);
      if (existing) await trx.updateTable('cart_items').set({ quantity, price: product.sales_price }).where('id', '=', existing.id).execute();
      else await trx.insertInto('cart_items').values({ user_id: viewer.id, product_id: product.id, quantity, price: product.sales_price }).execute();
      result.added.push({ product_id: product.id, name: product.name, quantity });
    }
  });
  return result;
}

export const orderMessage = (result: OrderPrescriptionResult) => (result.added.length ? ROOM_MESSAGES.ordered : ROOM_MESSAGES.orderedNone);
