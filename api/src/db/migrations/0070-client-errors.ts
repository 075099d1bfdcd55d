import { type AnyDb, createTableWithId } from './helpers';

/** Remote health: client error counts per remote release and minute (bounded: one row per minute at most). */
export async function up(db: AnyDb): Promise<void> {
  await createTableWithId(db, 'client_error_counts')
    .addColumn('remote', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('minute', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('last_seen', 'text', (c) => c.notNull())
    .addColumn('last_route', 'text', (c) => c.notNull())
    .addColumn('last_message', 'text', (c) => c.notNull())
    .addUniqueConstraint('client_error_counts_release_minute_unique', ['remote', 'version', 'minute'])
    .execute();
  await db.schema.createIndex('client_error_counts_minute_idx').on('client_error_counts').column('minute').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('client_error_counts').execute();
}
