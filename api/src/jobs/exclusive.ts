/**
 * Background jobs claimed so exactly one replica runs each. On PostgreSQL a transaction-scoped advisory lock
 * (pg_try_advisory_xact_lock) is the claim: a replica that cannot take it skips the run, and the lock goes away
 * with the transaction even if the process dies. The job_runs row then records who ran it and when, so a replica
 * whose timer fires just after another's run skips it too. SQLite is one process: the job simply runs.
 * The work itself keeps its conditional updates (state = 'pending' ...), so a run that overlaps a request
 * still changes each row once.
 */
import { type Kysely, sql, type Transaction } from 'kysely';
import os from 'node:os';
import { databaseKind } from '../db/connect';
import type { Database } from '../db/schema';

export type ExclusiveOutcome<T> = { ran: true; result: T } | { ran: false; reason: 'busy' | 'recent' };

export interface ExclusiveOptions {
  /** skip when any replica started this job less than this long ago */
  minIntervalMs?: number;
  now?: () => Date;
}

/** This process, as named in job_runs.last_runner. */
export const RUNNER = `${os.hostname()}:${process.pid}`;

/** Jobs running in this process (a timer tick and an on-demand run never overlap here either). */
const running = new Set<string>();

export async function runExclusive<T>(db: Kysely<Database>, jobName: string, fn: () => Promise<T>, options: ExclusiveOptions = {}): Promise<ExclusiveOutcome<T>> {
  if (running.has(jobName)) return { ran: false, reason: 'busy' };
  running.add(jobName);
  try {
    if (databaseKind(db) !== 'postgres') return await runClaimed(db, jobName, fn, options);
    return await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(hashtext(${`ayurveda:job:${jobName}`})) as locked`.execute(trx);
      if (!rows[0]?.locked) return { ran: false, reason: 'busy' } as const;
      // the work runs on other pooled connections; this transaction only holds the claim until it commits
      return runClaimed(trx, jobName, fn, options);
    });
  } finally {
    running.delete(jobName);
  }
}

async function runClaimed<T>(db: Kysely<Database> | Transaction<Database>, jobName: string, fn: () => Promise<T>, options: ExclusiveOptions): Promise<ExclusiveOutcome<T>> {
  const now = options.now ?? (() => new Date());
  const started = now();
  if (options.minIntervalMs) {
    const last = await db.selectFrom('job_runs').select('last_started_at').where('name', '=', jobName).executeTakeFirst();
    if (last && started.getTime() - new Date(last.last_started_at).getTime() < options.minIntervalMs) return { ran: false, reason: 'recent' };
  }
  const result = await fn();
  const row = { last_started_at: started.toISOString(), last_finished_at: now().toISOString(), last_runner: RUNNER };
  await db
    .insertInto('job_runs')
    .values({ name: jobName, ...row, runs: 1 })
    .onConflict((conflict) => conflict.column('name').doUpdateSet({ ...row, runs: sql<number>`job_runs.runs + 1` }))
    .execute();
  return { ran: true, result };
}
