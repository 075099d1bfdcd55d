/** One step of a return: its event (the timeline) and the mail to its patient, in the step's transaction. */
import type { Kysely } from 'kysely';
import type { ReturnStatus } from 'shared-lib/domain/returns';
import type { Database } from '../../db/schema';
import { enqueueMail, type OutboxAttachment } from '../mail/outbox';

export interface StepExtras {
  note?: string;
  reason?: string | null;
  refundPaise?: number | null;
  refundDestination?: string | null;
  creditNoteNumber?: string | null;
  /** the credit note PDF with the refund (issue 33, as the invoice is attached to the confirmation) */
  attachments?: OutboxAttachment[];
}

export async function recordReturnStep(trx: Kysely<Database>, returnId: number, status: ReturnStatus, at: string, extras: StepExtras = {}): Promise<void> {
  await trx.insertInto('return_events').values({ return_id: returnId, status, note: extras.note ?? extras.reason ?? '', at }).execute();
  const order = await trx
    .selectFrom('returns')
    .innerJoin('orders', 'orders.id', 'returns.order_id')
    .select(['orders.unique_id', 'orders.email', 'orders.first_name', 'orders.last_name'])
    .where('returns.id', '=', returnId)
    .executeTakeFirstOrThrow();
  if (!order.email) return;
  const items = await trx
    .selectFrom('return_lines')
    .innerJoin('order_details', 'order_details.id', 'return_lines.order_detail_id')
    .innerJoin('products', 'products.id', 'order_details.product_id')
    .select(['products.name', 'return_lines.quantity'])
    .where('return_lines.return_id', '=', returnId)
    .orderBy('return_lines.id')
    .execute();
  await enqueueMail(trx, {
    template: 'return-update',
    to: order.email,
    dedupeKey: `return:${returnId}:${status}`,
    data: {
      customerName: [order.first_name, order.last_name].filter(Boolean).join(' ') || 'Customer',
      uniqueId: order.unique_id,
      status,
      items: items.map((i) => `${i.name} x ${i.quantity}`),
      reason: extras.reason ?? null,
      refundPaise: extras.refundPaise ?? null,
      refundDestination: extras.refundDestination ?? null,
      creditNoteNumber: extras.creditNoteNumber ?? null,
    },
    attachments: extras.attachments,
  });
}
