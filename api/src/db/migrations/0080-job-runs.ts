import type { AnyDb } from './helpers';

/**
 * Scale-out (issue 16): one row per background job (payment expiry, guest-order expiry, outbox...), written by
 * whichever replica ran it last, so replicas skip a job another one has just run.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('job_runs')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('last_started_at', 'text', (col) => col.notNull())
    .addColumn('last_finished_at', 'text')
    .addColumn('last_runner', 'text', (col) => col.notNull())
    .addColumn('runs', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('job_runs').ifExists().execute();
}
