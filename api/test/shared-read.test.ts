/**
 * sharedRead and sharedTurnRead (services/catalogue/shared-read.ts): concurrent requests share a read, and none
 * gets a read that began before it came.
 */
import { sharedRead, sharedTurnRead } from '../src/services/catalogue/shared-read';

/** A read whose answers the test gives one by one; `started` counts the reads begun. */
function controlledRead() {
  const pending: Array<{ resolve: (value: number) => void; reject: (error: Error) => void }> = [];
  const read = () => new Promise<number>((resolve, reject) => pending.push({ resolve, reject }));
  return { read, pending, started: () => pending.length };
}

it('runs one read for a request that comes when none is under way', async () => {
  const { read, pending } = controlledRead();
  const ask = sharedRead(read);
  const first = ask();
  pending[0].resolve(1);
  await expect(first).resolves.toBe(1);
  const second = ask();
  expect(pending).toHaveLength(2);
  pending[1].resolve(2);
  await expect(second).resolves.toBe(2);
});

it('gives the requests that come during a read the next read, shared, begun after they came', async () => {
  const { read, pending, started } = controlledRead();
  const ask = sharedRead(read);
  const early = ask();
  const late = [ask(), ask(), ask()];
  // no read for the late ones while the first runs: it began before they came
  expect(started()).toBe(1);
  pending[0].resolve(1);
  await expect(early).resolves.toBe(1);
  await new Promise(setImmediate);
  expect(started()).toBe(2);
  pending[1].resolve(2);
  await expect(Promise.all(late)).resolves.toEqual([2, 2, 2]);
  expect(started()).toBe(2);
});

it('starts the next read after a failed one, and the failure reaches only the requests that shared it', async () => {
  const { read, pending } = controlledRead();
  const ask = sharedRead(read);
  const failing = ask();
  const after = ask();
  pending[0].reject(new Error('connection lost'));
  await expect(failing).rejects.toThrow('connection lost');
  await new Promise(setImmediate);
  pending[1].resolve(7);
  await expect(after).resolves.toBe(7);
});

describe('sharedTurnRead', () => {
  /** A synchronous read of `state.value`; `reads` counts the reads made. */
  function countedRead() {
    const state = { value: 1, reads: 0 };
    const read = () => {
      state.reads += 1;
      return state.value;
    };
    return { state, read };
  }

  it('reads once for the requests of one turn, after the last of them came', async () => {
    const { state, read } = countedRead();
    const ask = sharedTurnRead(read);
    const first = ask();
    state.value = 2;
    const second = ask();
    // nothing is read while the turn's requests are still coming
    expect(state.reads).toBe(0);
    await expect(Promise.all([first, second])).resolves.toEqual([2, 2]);
    expect(state.reads).toBe(1);
  });

  it('reads again for a request of a later turn, seeing what changed in between', async () => {
    const { state, read } = countedRead();
    const ask = sharedTurnRead(read);
    await expect(ask()).resolves.toBe(1);
    state.value = 5;
    await expect(ask()).resolves.toBe(5);
    expect(state.reads).toBe(2);
  });

  it('gives a failed read to the requests that shared it, and the next request reads again', async () => {
    let fail = true;
    const ask = sharedTurnRead(() => {
      if (fail) throw new Error('database is locked');
      return 3;
    });
    const both = [ask(), ask()];
    await expect(both[0]).rejects.toThrow('database is locked');
    await expect(both[1]).rejects.toThrow('database is locked');
    fail = false;
    await expect(ask()).resolves.toBe(3);
  });
});
