/** Remote health: counts client errors per remote release and minute, and summarises them for ops. */
import { sql, type Kysely } from 'kysely';
import type { ClientErrorReport, RemoteHealthRow } from 'shared-lib/contract';
import { scrubErrorMessage } from 'shared-lib/domain';
import type { Database } from '../db/schema';

const minuteOf = (date: Date) => date.toISOString().slice(0, 16);
const KEEP_DAYS = 7;

export async function recordClientError(db: Kysely<Database>, report: ClientErrorReport, now = new Date()): Promise<void> {
  const row = {
    remote: report.remote,
    version: report.version || 'unknown',
    minute: minuteOf(now),
    count: 1,
    last_seen: now.toISOString(),
    last_route: report.route.slice(0, 120),
    last_message: scrubErrorMessage(`${report.kind}: ${report.message}`),
  };
  await db
    .insertInto('client_error_counts')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['remote', 'version', 'minute']).doUpdateSet({
        count: sql`client_error_counts.count + 1`,
        last_seen: row.last_seen,
        last_route: row.last_route,
        last_message: row.last_message,
      }),
    )
    .execute();
}

/** Per remote release: errors in the last hour and day, and the latest one. Prunes rows older than a week. */
export async function remoteHealth(db: Kysely<Database>, now = new Date()): Promise<RemoteHealthRow[]> {
  const hourAgo = minuteOf(new Date(now.getTime() - 60 * 60 * 1000));
  const dayAgo = minuteOf(new Date(now.getTime() - 24 * 60 * 60 * 1000));
  await db.deleteFrom('client_error_counts').where('minute', '<', minuteOf(new Date(now.getTime() - KEEP_DAYS * 86400000))).execute();
  const rows = await db.selectFrom('client_error_counts').selectAll().where('minute', '>=', dayAgo).orderBy('last_seen', 'asc').execute();
  const byRelease = new Map<string, RemoteHealthRow>();
  for (const row of rows) {
    const key = `${row.remote}\u0000${row.version}`;
    const summary = byRelease.get(key) ?? { remote: row.remote, version: row.version, lastHour: 0, lastDay: 0, lastSeen: '', lastRoute: '', lastMessage: '' };
    summary.lastDay += Number(row.count);
    if (row.minute > hourAgo) summary.lastHour += Number(row.count);
    if (row.last_seen >= summary.lastSeen) Object.assign(summary, { lastSeen: row.last_seen, lastRoute: row.last_route, lastMessage: row.last_message });
    byRelease.set(key, summary);
  }
  return [...byRelease.values()].sort((a, b) => a.remote.localeCompare(b.remote) || b.lastSeen.localeCompare(a.lastSeen));
}
