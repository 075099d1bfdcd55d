/**
 * A product's rating aggregates (count, average, count per star) over its published reviews, written into
 * its own row inside the transaction that changed a review. The product row is locked first (PostgreSQL:
 * FOR UPDATE; SQLite runs one writer at a time), so the recount that follows sees every review committed
 * before and concurrent writers queue: 20 reviews at once leave exactly 20 counted. Updating the product
 * row bumps the catalogue version (migration 0100), so cached listings show the new numbers.
 */
import type { Kysely } from 'kysely';
import type { RatingSummary } from 'shared-lib/contract';
import { databaseKind } from '../../db/connect';
import type { Database } from '../../db/schema';

export async function lockProduct(trx: Kysely<Database>, productId: number) {
  return trx
    .selectFrom('products')
    .select(['id', 'name', 'seller_id'])
    .where('id', '=', productId)
    .$if(databaseKind(trx) === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();
}

export async function recomputeRating(trx: Kysely<Database>, productId: number): Promise<void> {
  const rows = await trx
    .selectFrom('reviews')
    .select(['rating', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('product_id', '=', productId)
    .where('status', '=', 'published')
    .groupBy('rating')
    .execute();
  const per = [0, 0, 0, 0, 0, 0];
  for (const row of rows) per[Number(row.rating)] = Number(row.n);
  const count = per.reduce((a, b) => a + b, 0);
  const total = per.reduce((sum, n, star) => sum + n * star, 0);
  const average = count ? Math.round((total / count) * 100) / 100 : 0;
  await trx
    .updateTable('products')
    .set({ rating_count: count, rating_average: average, rating_1: per[1], rating_2: per[2], rating_3: per[3], rating_4: per[4], rating_5: per[5] })
    .where('id', '=', productId)
    .execute();
}

export async function ratingSummary(db: Kysely<Database>, productId: number): Promise<RatingSummary | null> {
  const row = await db
    .selectFrom('products')
    .select(['rating_count', 'rating_average', 'rating_1', 'rating_2', 'rating_3', 'rating_4', 'rating_5'])
    .where('id', '=', productId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    average: Number(row.rating_average),
    count: Number(row.rating_count),
    distribution: { 1: Number(row.rating_1), 2: Number(row.rating_2), 3: Number(row.rating_3), 4: Number(row.rating_4), 5: Number(row.rating_5) },
  };
}

/** For scripts and the seed: recount every product that has reviews. */
export async function recomputeAllRatings(db: Kysely<Database>): Promise<void> {
  const ids = await db.selectFrom('reviews').select('product_id').distinct().execute();
  for (const { product_id } of ids) await db.transaction().execute((trx) => recomputeRating(trx, product_id));
}
