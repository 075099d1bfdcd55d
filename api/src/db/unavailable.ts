/**
 * Errors that mean "the database cannot be reached right now" (PostgreSQL restarting or down, a broken
 * connection, SQLite locked past its busy timeout): the API answers 503 with Retry-After instead of 500,
 * and the request changed nothing (its transaction was rolled back or never began).
 */
const NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'SQLITE_BUSY']);
// PostgreSQL SQLSTATE: class 08 connection exception; 57P01-57P03 shutting down, crashed, starting up
const PG_CODES = /^(08...|57P0[123])$/;
const MESSAGES = /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down|in recovery mode)/i;

export const DATABASE_UNAVAILABLE = 'The shop is briefly unavailable. Please try again in a moment.';
export const RETRY_AFTER_SECONDS = 5;

export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown; cause?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  if (typeof e.code === 'string' && (NODE_CODES.has(e.code) || PG_CODES.test(e.code))) return true;
  if (typeof e.message === 'string' && MESSAGES.test(e.message)) return true;
  return e.cause !== undefined && e.cause !== error && isDatabaseUnavailable(e.cause);
}
