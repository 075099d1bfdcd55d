/** What a seller sees of its payouts: balance, next payout, statements and its ledger entries, newest first. */
import type { Kysely } from 'kysely';
import type { LedgerEntry, PayoutStatement, SellerPayments, SellerPaymentsQuery } from 'shared-lib/contract';
import { basisPointsLabel, nextPayoutAt, PAYOUT_MESSAGES } from 'shared-lib/domain';
import type { Database } from '../../db/schema';
import type { PayoutStatementsTable } from '../../db/schema-payouts';
import { notFound } from '../../http-error';

type StatementRow = Omit<PayoutStatementsTable, 'id' | 'created_at'> & { id: number };

export function statementView(row: StatementRow): PayoutStatement {
  return {
    id: row.id,
    period_start: row.period_start,
    period_end: row.period_end,
    opening_paise: Number(row.opening_paise),
    sales_paise: Number(row.sales_paise),
    returns_paise: Number(row.returns_paise),
    deductions_paise: Number(row.commission_paise) + Number(row.commission_gst_paise) + Number(row.tcs_paise) + Number(row.tds_paise),
    net_payable_paise: Number(row.net_payable_paise),
    closing_paise: Number(row.closing_paise),
    entry_count: Number(row.entry_count),
  };
}

/** The entries with their order and product, for the seller's screen and the statement files. */
export function ledgerEntriesQuery(db: Kysely<Database>, sellerId: number) {
  return db
    .selectFrom('seller_ledger')
    .innerJoin('orders', 'orders.id', 'seller_ledger.order_id')
    .innerJoin('order_details', 'order_details.id', 'seller_ledger.order_detail_id')
    .innerJoin('products', 'products.id', 'order_details.product_id')
    .where('seller_ledger.seller_id', '=', sellerId);
}

const ENTRY_COLUMNS = [
  'seller_ledger.id',
  'seller_ledger.kind',
  'orders.unique_id as order_unique_id',
  'products.name as product_name',
  'seller_ledger.quantity',
  'seller_ledger.taxable_paise',
  'seller_ledger.gst_paise',
  'seller_ledger.commission_bp',
  'seller_ledger.commission_paise',
  'seller_ledger.commission_gst_paise',
  'seller_ledger.tcs_paise',
  'seller_ledger.tds_paise',
  'seller_ledger.net_paise',
  'seller_ledger.occurred_at',
  'seller_ledger.payable_at',
  'seller_ledger.statement_id',
] as const;

export async function ledgerEntries(db: Kysely<Database>, sellerId: number, options: { statementId?: number; limit?: number; offset?: number } = {}): Promise<LedgerEntry[]> {
  const rows = await ledgerEntriesQuery(db, sellerId)
    .select(ENTRY_COLUMNS)
    .$if(options.statementId !== undefined, (qb) => qb.where('seller_ledger.statement_id', '=', options.statementId as number))
    .orderBy('seller_ledger.occurred_at', options.statementId !== undefined ? 'asc' : 'desc')
    .orderBy('seller_ledger.id', options.statementId !== undefined ? 'asc' : 'desc')
    .$if(options.limit !== undefined, (qb) => qb.limit(options.limit as number).offset(options.offset ?? 0))
    .execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    order_unique_id: r.order_unique_id,
    product_name: r.product_name,
    quantity: r.quantity,
    taxable_paise: Number(r.taxable_paise),
    gst_paise: Number(r.gst_paise),
    commission_percent: basisPointsLabel(r.commission_bp),
    commission_paise: Number(r.commission_paise),
    commission_gst_paise: Number(r.commission_gst_paise),
    tcs_paise: Number(r.tcs_paise),
    tds_paise: Number(r.tds_paise),
    net_paise: Number(r.net_paise),
    occurred_at: r.occurred_at,
    payable_at: r.payable_at,
    statement_id: r.statement_id,
  }));
}

export async function sellerPayments(db: Kysely<Database>, sellerId: number, query: SellerPaymentsQuery, now: Date = new Date()): Promise<SellerPayments> {
  const statements = await db.selectFrom('payout_statements').selectAll().where('seller_id', '=', sellerId).orderBy('period_end', 'desc').execute();
  const next = nextPayoutAt(now).toISOString();
  const open = await db
    .selectFrom('seller_ledger')
    .select((eb) => [eb.fn.coalesce(eb.fn.sum<number>('net_paise'), eb.lit(0)).as('all'), eb.fn.coalesce(eb.fn.sum<number>(eb.case().when('payable_at', '<=', next).then(eb.ref('net_paise')).else(0).end()), eb.lit(0)).as('due')])
    .where('seller_id', '=', sellerId)
    .where('statement_id', 'is', null)
    .executeTakeFirstOrThrow();
  const count = await db.selectFrom('seller_ledger').select((eb) => eb.fn.countAll<number>().as('n')).where('seller_id', '=', sellerId).executeTakeFirstOrThrow();
  const carried = Number(statements[0]?.closing_paise ?? 0);
  return {
    balance_paise: carried + Number(open.all),
    payable_next_paise: Math.max(0, carried + Number(open.due)),
    next_payout_at: next,
    statements: statements.map(statementView),
    entries: await ledgerEntries(db, sellerId, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
    entries_total: Number(count.n),
  };
}

/** One of the seller's own statements (404 for anyone else's). */
export async function ownStatement(db: Kysely<Database>, sellerId: number, statementId: number): Promise<StatementRow> {
  const row = await db.selectFrom('payout_statements').selectAll().where('id', '=', statementId).where('seller_id', '=', sellerId).executeTakeFirst();
  if (!row) throw notFound(PAYOUT_MESSAGES.statementNotFound);
  return row;
}
