/**
 * The seller ledger (issue 33): an entry per delivered order line, written in the delivery's transaction, and
 * a negative entry per return received after delivery. The arithmetic and its rounding are shared-lib/domain's
 * (payouts.ts); here only which lines, which rates and when they become payable. Lines of the house seller
 * (the marketplace's own stock) owe no commission to anyone and are not entered.
 */
import type { Kysely } from 'kysely';
import { commissionBpFor, payableAt, returnEntryAmounts, saleEntryAmounts, type EntryAmounts, type PayoutRates } from 'shared-lib/domain';
import type { Database } from '../../db/schema';
import type { SellerLedgerTable } from '../../db/schema-payouts';
import { returnWindowDaysOf } from './return-window';

type Insertable = Omit<SellerLedgerTable, 'id' | 'created_at' | 'statement_id'>;

function amountColumns(a: EntryAmounts) {
  return { taxable_paise: a.taxable, gst_paise: a.gst, commission_paise: a.commission, commission_gst_paise: a.commissionGst, tcs_paise: a.tcs, tds_paise: a.tds, net_paise: a.net };
}

/** Enters each line of a seller's shipment that has just been delivered (inside the delivery's transaction). */
export async function recordDeliveredShipment(trx: Kysely<Database>, input: { orderId: number; sellerId: number; at: string; rates: PayoutRates }): Promise<number> {
  const lines = await trx
    .selectFrom('order_details')
    .innerJoin('orders', 'orders.id', 'order_details.order_id')
    .innerJoin('sellers', 'sellers.id', 'order_details.seller_id')
    .innerJoin('products', 'products.id', 'order_details.product_id')
    .leftJoin('categories', 'categories.id', 'products.category_id')
    .select(['order_details.id', 'order_details.quantity', 'order_details.sales_price', 'order_details.rx_cancelled_at', 'orders.state_id as delivery_state', 'sellers.state_id as seller_state', 'sellers.is_house', 'categories.name as category'])
    .where('order_details.order_id', '=', input.orderId)
    .where('order_details.seller_id', '=', input.sellerId)
    .orderBy('order_details.id')
    .execute();
  const rows: Insertable[] = [];
  for (const line of lines) {
    if (Number(line.is_house) === 1 || line.rx_cancelled_at !== null) continue;
    const commissionBp = commissionBpFor(line.category ?? null, input.rates);
    const amounts = saleEntryAmounts(line.quantity * Number(line.sales_price) * 100, commissionBp, input.rates);
    const windowDays = await returnWindowDaysOf(trx, line.id);
    rows.push({
      seller_id: input.sellerId,
      order_id: input.orderId,
      order_detail_id: line.id,
      entry_key: `sale:${line.id}`,
      kind: 'sale',
      quantity: line.quantity,
      ...amountColumns(amounts),
      commission_bp: commissionBp,
      tcs_bp: input.rates.tcsBp,
      tds_bp: input.rates.tdsBp,
      intra_state: line.seller_state !== null && line.seller_state === line.delivery_state ? 1 : 0,
      occurred_at: input.at,
      payable_at: payableAt(new Date(input.at), windowDays).toISOString(),
    });
  }
  if (rows.length) await trx.insertInto('seller_ledger').values(rows).onConflict((c) => c.column('entry_key').doNothing()).execute();
  return rows.length;
}

const entryAmounts = (row: Pick<SellerLedgerTable, 'taxable_paise' | 'gst_paise' | 'commission_paise' | 'commission_gst_paise' | 'tcs_paise' | 'tds_paise' | 'net_paise'>): EntryAmounts => ({
  taxable: Number(row.taxable_paise),
  gst: Number(row.gst_paise),
  commission: Number(row.commission_paise),
  commissionGst: Number(row.commission_gst_paise),
  tcs: Number(row.tcs_paise),
  tds: Number(row.tds_paise),
  net: Number(row.net_paise),
});

/**
 * A return of `quantity` units of a delivered line, received at `at`: a negative entry taking back the
 * units' share of the sale entry (rounding rule 3). Called by the return's receipt inside its transaction.
 * A line with no sale entry (not delivered, or the house seller's) enters nothing and answers null; more
 * units than were delivered throws.
 */
export async function recordReturnEntries(trx: Kysely<Database>, input: { orderItemId: number; quantity: number; at: string | Date }): Promise<{ id: number; net_paise: number } | null> {
  const sale = await trx.selectFrom('seller_ledger').selectAll().where('order_detail_id', '=', input.orderItemId).where('kind', '=', 'sale').executeTakeFirst();
  if (!sale) return null;
  const before = await trx
    .selectFrom('seller_ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.lit(0)).as('units'))
    .where('order_detail_id', '=', input.orderItemId)
    .where('kind', '=', 'return')
    .executeTakeFirstOrThrow();
  const returnedBefore = Number(before.units);
  const amounts = returnEntryAmounts(entryAmounts(sale), sale.quantity, returnedBefore, input.quantity);
  const at = (typeof input.at === 'string' ? new Date(input.at) : input.at).toISOString();
  // deducted with (or after) the sale it takes back, never paid out ahead of it
  const payable = at > sale.payable_at ? at : sale.payable_at;
  const row = await trx
    .insertInto('seller_ledger')
    .values({
      seller_id: sale.seller_id,
      order_id: sale.order_id,
      order_detail_id: sale.order_detail_id,
      entry_key: `return:${sale.order_detail_id}:${returnedBefore + input.quantity}`,
      kind: 'return',
      quantity: input.quantity,
      ...amountColumns(amounts),
      commission_bp: sale.commission_bp,
      tcs_bp: sale.tcs_bp,
      tds_bp: sale.tds_bp,
      intra_state: sale.intra_state,
      occurred_at: at,
      payable_at: payable,
    })
    .returning(['id', 'net_paise'])
    .executeTakeFirstOrThrow();
  return { id: row.id, net_paise: Number(row.net_paise) };
}

export { entryAmounts };
