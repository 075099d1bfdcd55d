/** Start-up failures explained for the operator (used by main.ts). */
import { ConfigError } from './config';

/** A start-up failure in one sentence the operator can act on (no stack for known causes). */
export function describeStartupError(error: unknown, databaseUrl: string | null): string {
  if (error instanceof ConfigError) return error.message;
  const e = error as { code?: string; message?: string; syscall?: string; path?: string };
  if (e?.syscall && ['ENOTDIR', 'EACCES', 'EPERM', 'EROFS', 'ENOSPC', 'EEXIST'].includes(e.code ?? '')) return `Cannot write DATA_DIR (${e.path ?? 'unknown path'}): ${e.code}. Set DATA_DIR to a writable directory.`;
  const where = databaseUrl ? `PostgreSQL (DATABASE_URL ${redactUrl(databaseUrl)})` : 'the SQLite database file';
  if (e?.code === 'ECONNREFUSED' || e?.code === 'ENOTFOUND' || e?.code === 'EAI_AGAIN' || e?.code === 'ETIMEDOUT') return `Cannot reach ${where}: ${e.code}. Check DATABASE_URL and that the server is running.`;
  if (e?.code === '28P01' || e?.code === '3D000' || e?.code === '28000') return `Cannot open ${where}: ${e.message}. Check the user, password and database name in DATABASE_URL.`;
  if (/Invalid URL|getaddrinfo|connection string/i.test(e?.message ?? '')) return `DATABASE_URL is not a valid PostgreSQL URL (${e.message}).`;
  if (e?.code === 'SQLITE_CANTOPEN' || e?.code === 'SQLITE_READONLY' || e?.code === 'EACCES' || e?.code === 'EROFS') return `Cannot write ${where} (${e.code}). Check DATA_DIR and its permissions.`;
  return `The API could not start: ${e?.message ?? String(error)}`;
}

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable)';
  }
}
