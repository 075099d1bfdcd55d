import { SavedDataLedger } from './saved-data-ledger';

describe("the worker's record of pages showing saved data", () => {
  it('remembers per page the oldest saved time, for a page that asks after the answers were given', () => {
    const ledger = new SavedDataLedger();
    ledger.saved('page-1', 5000, 10_000);
    ledger.saved('page-1', 3000, 10_010);
    ledger.saved('page-1', 7000, 10_020);
    expect(ledger.stateOf('page-1')).toEqual({ savedAt: 3000, markedAt: 10_020 });
    expect(ledger.stateOf('page-2')).toBeNull();
  });

  it('is cleared by a network answer to a request started after the last saved answer, not by one already in flight', () => {
    const ledger = new SavedDataLedger();
    ledger.saved('page-1', 3000, 10_000);
    expect(ledger.fresh('page-1', 9_990)).toBe(false);
    expect(ledger.stateOf('page-1')).not.toBeNull();
    expect(ledger.fresh('page-1', 10_005)).toBe(true);
    expect(ledger.stateOf('page-1')).toBeNull();
    expect(ledger.fresh('page-1', 10_010)).toBe(false);
  });

  it('forgets the oldest pages beyond its cap', () => {
    const ledger = new SavedDataLedger();
    for (let page = 0; page < 60; page++) ledger.saved(`page-${page}`, 1000, 2000 + page);
    expect(ledger.stateOf('page-0')).toBeNull();
    expect(ledger.stateOf('page-59')).toEqual({ savedAt: 1000, markedAt: 2059 });
  });
});
