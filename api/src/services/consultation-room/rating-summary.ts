/** Doctors' rating averages and counts, for the doctors page (kept apart from the rules so the appointments services can use it). */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Average (one decimal) and count by doctor. */
export async function ratingsOf(db: Kysely<Database>, doctorIds: number[]): Promise<Map<number, { average: number | null; count: number }>> {
  const out = new Map<number, { average: number | null; count: number }>();
  if (!doctorIds.length) return out;
  const rows = await db
    .selectFrom('consultation_ratings')
    .select((eb) => ['doctor_id', eb.fn.sum<number>('stars').as('total'), eb.fn.countAll<number>().as('count')])
    .where('doctor_id', 'in', doctorIds)
    .groupBy('doctor_id')
    .execute();
  for (const row of rows) {
    const count = Number(row.count);
    out.set(row.doctor_id, { average: count ? Math.round((Number(row.total) / count) * 10) / 10 : null, count });
  }
  return out;
}
