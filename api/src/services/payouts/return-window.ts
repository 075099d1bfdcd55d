/**
 * How many days after delivery a line may still be returned: the one place the ledger asks. Today every
 * product has the domain's default; the products' own return window (issue 33, returns) plugs in here.
 */
import type { Kysely } from 'kysely';
import { DEFAULT_RETURN_WINDOW_DAYS } from 'shared-lib/domain';
import type { Database } from '../../db/schema';

export async function returnWindowDaysOf(_db: Kysely<Database>, _orderDetailId: number): Promise<number> {
  return DEFAULT_RETURN_WINDOW_DAYS;
}
