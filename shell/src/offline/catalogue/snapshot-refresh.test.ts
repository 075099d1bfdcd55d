import { SNAPSHOT_REFRESH_MS, snapshotRefreshDue } from './snapshot-refresh';

const NOW = Date.UTC(2026, 10, 27, 6, 30);
const HOUR = 3600 * 1000;

describe('when the worker asks the server for a new offline snapshot', () => {
  it('asks at once when it holds no snapshot', () => {
    expect(snapshotRefreshDue(undefined, NOW)).toBe(true);
  });

  it('asks at most once a day: not again within 24 hours of the last check', () => {
    expect(snapshotRefreshDue({ checkedAt: NOW - HOUR }, NOW)).toBe(false);
    expect(snapshotRefreshDue({ checkedAt: NOW - SNAPSHOT_REFRESH_MS + 1 }, NOW)).toBe(false);
    expect(snapshotRefreshDue({ checkedAt: NOW - SNAPSHOT_REFRESH_MS }, NOW)).toBe(true);
    expect(snapshotRefreshDue({ checkedAt: NOW - 3 * SNAPSHOT_REFRESH_MS }, NOW)).toBe(true);
  });

  it('asks when the saved check time lies in the future (the clock was moved back)', () => {
    expect(snapshotRefreshDue({ checkedAt: NOW + HOUR }, NOW)).toBe(true);
  });
});
