/**
 * When the worker asks the server for a new offline snapshot (issue 32): at once when it holds none, and
 * otherwise at most once a day. The request carries the saved snapshot's ETag (the catalogue version), so
 * an unchanged catalogue costs a 304 and the saved snapshot is kept; a changed one is replaced.
 */
export const SNAPSHOT_REFRESH_MS = 24 * 3600 * 1000;

export interface SnapshotCheck {
  /** when the server was last asked (ms since the epoch) */
  checkedAt: number;
}

/** Whether to ask the server now. A check time in the future (the clock moved back) counts as due. */
export function snapshotRefreshDue(saved: SnapshotCheck | undefined, now: number): boolean {
  if (!saved) return true;
  const since = now - saved.checkedAt;
  return since < 0 || since >= SNAPSHOT_REFRESH_MS;
}
