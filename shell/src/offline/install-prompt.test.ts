import { countVisit, shouldOfferInstall } from './install-prompt';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

describe('the install offer', () => {
  it('counts a visit once per tab session', () => {
    const storage = memoryStorage();
    const firstTab = memoryStorage();
    expect(countVisit(storage, firstTab)).toBe(1);
    expect(countVisit(storage, firstTab)).toBe(1);
    expect(countVisit(storage, memoryStorage())).toBe(2);
  });

  it('is never offered on a first visit, and from the second only when the browser offers it and it was not dismissed', () => {
    expect(shouldOfferInstall(1, true, false)).toBe(false);
    expect(shouldOfferInstall(2, true, false)).toBe(true);
    expect(shouldOfferInstall(2, false, false)).toBe(false);
    expect(shouldOfferInstall(3, true, true)).toBe(false);
  });
});
