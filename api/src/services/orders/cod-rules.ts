/**
 * Pay-on-delivery rules against stock lock-up (issue 24): at most N units of one product per order (every buyer),
 * and an account whose e-mail is not verified gets the guest rule: the order waits for a confirmation mailed to
 * the account's own address and lapses, with its stock released, when nobody confirms it.
 */
import type { Kysely } from 'kysely';
import { ACCOUNT_SAFETY_MESSAGES, COD_UNITS_PER_PRODUCT_MAX } from 'shared-lib/domain';
import type { Database } from '../../db/schema';
import { badRequest } from '../../http-error';

export function assertCodUnitsPerProduct(lines: { product_id: number; quantity: number; name: string }[], max = COD_UNITS_PER_PRODUCT_MAX): void {
  const units = new Map<number, number>();
  for (const line of lines) {
    const total = (units.get(line.product_id) ?? 0) + Number(line.quantity);
    units.set(line.product_id, total);
    if (total > max) throw badRequest(ACCOUNT_SAFETY_MESSAGES.codUnitsPerProduct(max, line.name));
  }
}

/** The account's own address when its pay-on-delivery orders must be confirmed (e-mail not verified), else null. */
export async function unverifiedAccountEmail(db: Kysely<Database>, userId: number): Promise<string | null> {
  const user = await db.selectFrom('users').select(['email', 'email_verified']).where('id', '=', userId).executeTakeFirst();
  return user && Number(user.email_verified) !== 1 ? user.email : null;
}
