/**
 * The weekly payout run (issue 33), declared in plugins/jobs.ts and claimed like every sweep: for the latest
 * closed payout week, a statement per seller holding what became payable by the week's end and was on no
 * statement yet. One transaction per seller: the statement row (unique per seller and week, so a second run,
 * on this replica or another, adds nothing), its entries pointed at it, its totals computed from exactly
 * those entries (shared-lib/domain statementTotals), the opening balance the previous statement's closing.
 */
import type { Kysely } from 'kysely';
import { payoutPeriodEnd, statementTotals } from 'shared-lib/domain';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { entryAmounts } from './ledger';

export interface PayoutRunResult {
  periodEnd: string;
  /** ids of the statements this run made */
  statements: number[];
}

export async function runPayouts(db: Kysely<Database>, now: Date = new Date()): Promise<PayoutRunResult> {
  const periodEnd = payoutPeriodEnd(now).toISOString();
  const due = await db.selectFrom('seller_ledger').select('seller_id').distinct().where('statement_id', 'is', null).where('payable_at', '<=', periodEnd).orderBy('seller_id').execute();
  const statements: number[] = [];
  for (const { seller_id: sellerId } of due) {
    try {
      const id = await statementFor(db, sellerId, periodEnd);
      if (id !== null) statements.push(id);
    } catch (error) {
      // another run made this week's statement first: nothing more to do for this seller
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return { periodEnd, statements };
}

async function statementFor(db: Kysely<Database>, sellerId: number, periodEnd: string): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const previous = await trx.selectFrom('payout_statements').select(['closing_paise', 'period_end']).where('seller_id', '=', sellerId).orderBy('period_end', 'desc').limit(1).executeTakeFirst();
    if (previous && previous.period_end >= periodEnd) return null;
    const zero = { opening_paise: 0, sales_paise: 0, returns_paise: 0, commission_paise: 0, commission_gst_paise: 0, tcs_paise: 0, tds_paise: 0, net_payable_paise: 0, closing_paise: 0, entry_count: 0 };
    const { id } = await trx
      .insertInto('payout_statements')
      .values({ seller_id: sellerId, period_start: previous?.period_end ?? null, period_end: periodEnd, ...zero })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable('seller_ledger').set({ statement_id: id }).where('seller_id', '=', sellerId).where('statement_id', 'is', null).where('payable_at', '<=', periodEnd).execute();
    const entries = await trx.selectFrom('seller_ledger').selectAll().where('statement_id', '=', id).execute();
    const totals = statementTotals(Number(previous?.closing_paise ?? 0), entries.map(entryAmounts));
    await trx
      .updateTable('payout_statements')
      .set({
        opening_paise: totals.opening,
        sales_paise: totals.sales,
        returns_paise: totals.returns,
        commission_paise: totals.commission,
        commission_gst_paise: totals.commissionGst,
        tcs_paise: totals.tcs,
        tds_paise: totals.tds,
        net_payable_paise: totals.netPayable,
        closing_paise: totals.closing,
        entry_count: entries.length,
      })
      .where('id', '=', id)
      .execute();
    return id;
  });
}
