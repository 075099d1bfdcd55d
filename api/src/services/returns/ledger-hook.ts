/**
 * The seller ledger's hook (issue 33): called inside the receipt transaction of a return, once per returned
 * order line, so the ledger's negative entry is written atomically with the receipt.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { recordReturnEntries } from '../payouts/ledger';

export interface ReturnReceived {
  orderItemId: number;
  quantity: number;
  /** UTC ISO instant of the receipt */
  at: string;
}

export async function onReturnReceived(trx: Kysely<Database>, received: ReturnReceived): Promise<void> {
  await recordReturnEntries(trx, received);
}
