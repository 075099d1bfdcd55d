/**
 * Tells ops that a remote failed in this browser: POST /api/client-errors with the remote, its release,
 * the route pattern and the message (scrubbed of tokens, emails and long numbers; no auth header, no
 * cookies). At most a few reports per minute per page, and the same failure once per minute.
 */
import type { ClientErrorReport } from 'shared-lib/contract';
import { clientErrorPaths } from 'shared-lib/contract/paths';
import { scrubErrorMessage } from 'shared-lib/domain/core';
import { appConfig } from 'shared-lib/http';

const MAX_PER_MINUTE = 5;
let windowStart = 0;
let sentInWindow = 0;
const lastSent = new Map<string, number>();

export function reportRemoteError(report: ClientErrorReport, now = Date.now()): boolean {
  const message = scrubErrorMessage(report.message || 'unknown error');
  const key = `${report.remote}|${report.version}|${report.route}|${message}`;
  if (now - windowStart > 60_000) {
    windowStart = now;
    sentInWindow = 0;
  }
  if (sentInWindow >= MAX_PER_MINUTE || now - (lastSent.get(key) ?? -Infinity) < 60_000) return false;
  sentInWindow += 1;
  lastSent.set(key, now);
  const body: ClientErrorReport = { ...report, route: report.route.slice(0, 120), message };
  void fetch(`${appConfig().apiBase}${clientErrorPaths.report}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'omit',
    keepalive: true,
  }).catch(() => undefined);
  return true;
}

/** Tests only. */
export function resetErrorReports(): void {
  windowStart = 0;
  sentInWindow = 0;
  lastSent.clear();
}
