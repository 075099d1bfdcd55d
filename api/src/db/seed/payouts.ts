/** Seller payouts demo (issue 33): the seeded delivered shipments enter their sellers' ledgers as a real delivery would. */
import type { Kysely } from 'kysely';
import { DEFAULT_PAYOUT_RATES, SHIPMENT_STATUS } from 'shared-lib/domain';
import type { Database } from '../schema';
import { recordDeliveredShipment } from '../../services/payouts/ledger';

export async function seedDemoLedger(db: Kysely<Database>): Promise<void> {
  const delivered = await db.selectFrom('shipments').select(['order_id', 'seller_id', 'delivered_at']).where('status', '=', SHIPMENT_STATUS.delivered).where('delivered_at', 'is not', null).orderBy('id').execute();
  for (const shipment of delivered) await recordDeliveredShipment(db, { orderId: shipment.order_id, sellerId: shipment.seller_id, at: shipment.delivered_at as string, rates: DEFAULT_PAYOUT_RATES });
}
