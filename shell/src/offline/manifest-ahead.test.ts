import { MANIFEST_AHEAD_MAX_AGE_MS, ManifestAhead } from './manifest-ahead';

const answer = () => Promise.resolve({ status: 200 } as Response);

describe('the remote manifest asked ahead with a page from the cache', () => {
  it("gives the page load's own answer once", () => {
    const ahead = new ManifestAhead();
    expect(ahead.take(1000)).toBeNull();
    ahead.start(answer, 1000);
    expect(ahead.take(1500)?.at).toBe(1000);
    expect(ahead.take(1600)).toBeNull();
  });

  it('never gives an answer asked too long ago (a later request asks the network itself)', () => {
    const ahead = new ManifestAhead();
    ahead.start(answer, 1000);
    expect(ahead.take(1000 + MANIFEST_AHEAD_MAX_AGE_MS + 1)).toBeNull();
  });

  it('keeps only the latest page load’s answer, and a failed ask is no unhandled rejection', async () => {
    const ahead = new ManifestAhead();
    ahead.start(() => Promise.reject(new Error('offline')), 1000);
    ahead.start(answer, 2000);
    expect(ahead.take(2100)?.at).toBe(2000);
  });
});
