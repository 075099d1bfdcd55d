/**
 * The seller ledger's hook (issue 33, part C): called inside the receipt transaction of a return, once per
 * returned order line, so a ledger can write its negative entry atomically with the receipt. Today it does
 * nothing; the lead wires part C's ledger here at merge.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface ReturnReceived {
  orderItemId: number;
  quantity: number;
  /** UTC ISO instant of the receipt */
  at: string;
}

// eslint-disable-next-line @typescript-eslint/no-unused-vars
export async function onReturnReceived(trx: Kysely<Database>, received: ReturnReceived): Promise<void> {}
