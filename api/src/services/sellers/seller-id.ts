/** The seller company behind a seller login (the token's user): every seller route starts here. */
import type { Kysely } from 'kysely';
import { ROLES, SELLER_PRODUCT_MESSAGES as P } from 'shared-lib/domain';
import type { Database } from '../../db/schema';
import { forbidden } from '../../http-error';

/** The seller company of a seller user; a seller login without a company cannot sell. */
export async function sellerIdOf(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db.selectFrom('sellers').innerJoin('users', 'users.id', 'sellers.user_id').select('sellers.id').where('users.id', '=', userId).where('users.role', '=', ROLES.seller).executeTakeFirst();
  if (!row) throw forbidden(P.notASeller);
  return row.id;
}
