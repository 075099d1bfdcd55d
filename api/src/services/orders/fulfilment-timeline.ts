/** What the buyer sees of fulfilment: the order's status history and its returns' steps (oldest first), its shipments with courier and tracking number, and whether it may still be cancelled. */
import type { Kysely } from 'kysely';
import type { OrderHistoryEntry, OrderReturnStep, OrderShipment, PatientOrder } from 'shared-lib/contract';
import { canCancelWithShipments, ORDER_STATUS } from 'shared-lib/domain';
import type { Database } from '../../db/schema';

/** An order before its timeline is added. */
export type OrderWithoutTimeline = Omit<PatientOrder, 'history' | 'return_steps' | 'shipments' | 'can_cancel'>;

export async function withTimelines(db: Kysely<Database>, orders: OrderWithoutTimeline[]): Promise<PatientOrder[]> {
  if (!orders.length) return [];
  const ids = orders.map((o) => o.id);
  const history = await db.selectFrom('order_history').select(['order_id', 'status', 'changed_at']).where('order_id', 'in', ids).orderBy('order_id').orderBy('id').execute();
  const shipments = await db
    .selectFrom('shipments')
    .innerJoin('sellers', 'sellers.id', 'shipments.seller_id')
    .select(['shipments.id', 'shipments.order_id', 'shipments.seller_id', 'shipments.status', 'shipments.courier', 'shipments.tracking_number', 'shipments.shipped_at', 'shipments.delivered_at', 'sellers.company_name'])
    .where('shipments.order_id', 'in', ids)
    .orderBy('shipments.id')
    .execute();
  const returnEvents = await db
    .selectFrom('return_events')
    .innerJoin('returns', 'returns.id', 'return_events.return_id')
    .select(['returns.order_id', 'return_events.status', 'return_events.at'])
    .where('returns.order_id', 'in', ids)
    .orderBy('return_events.at')
    .orderBy('return_events.id')
    .execute();
  const lines = await db.selectFrom('order_details').select(['id', 'order_id', 'seller_id']).where('order_id', 'in', ids).orderBy('id').execute();
  return orders.map((order) => {
    const own = shipments.filter((s) => s.order_id === order.id);
    const entries: OrderHistoryEntry[] = history.filter((h) => h.order_id === order.id).map((h) => ({ status: Number(h.status) as OrderHistoryEntry['status'], changed_at: h.changed_at }));
    const parts: OrderShipment[] = own.map((s) => ({
      id: s.id,
      seller_name: s.company_name,
      status: Number(s.status) as OrderShipment['status'],
      courier: s.courier,
      tracking_number: s.tracking_number,
      shipped_at: s.shipped_at,
      delivered_at: s.delivered_at,
      order_detail_ids: lines.filter((l) => l.order_id === order.id && l.seller_id === s.seller_id).map((l) => l.id),
    }));
    const canCancel = order.status === ORDER_STATUS.processing && canCancelWithShipments(parts.map((p) => p.status));
    const returnSteps: OrderReturnStep[] = returnEvents.filter((e) => e.order_id === order.id).map((e) => ({ status: e.status as OrderReturnStep['status'], changed_at: e.at }));
    return { ...order, history: entries, return_steps: returnSteps, shipments: parts, can_cancel: canCancel };
  });
}
