/** sharedRead (services/catalogue/shared-read.ts): concurrent requests share a read, and none gets a read that began before it came. */
import { sharedRead } from '../src/services/catalogue/shared-read';

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
