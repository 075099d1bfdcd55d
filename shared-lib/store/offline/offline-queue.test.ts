import { createOfflineQueue, DONE, stepOfFailure, type ReplayStep } from './offline-queue';
import { memoryStorage } from './queue-storage';

interface Change {
  n: number;
}

const queueOf = (...items: number[]) => {
  const queue = createOfflineQueue<Change>(memoryStorage(), 'test');
  return Promise.all(items.map((n) => queue.add({ n }))).then(() => queue);
};

describe('the offline queue', () => {
  it('replays the changes in the order they were made, then is empty', async () => {
    const queue = await queueOf(1, 2, 3);
    const sent: number[] = [];
    const report = await queue.replay(async (change) => {
      sent.push(change.n);
      return DONE;
    });
    expect(sent).toEqual([1, 2, 3]);
    expect(report).toEqual({ done: [{ n: 1 }, { n: 2 }, { n: 3 }], refused: [], waiting: 0 });
    expect(await queue.items()).toEqual([]);
  });

  it('stops at a change the network did not take and sends it (and what follows) again on the next replay', async () => {
    const queue = await queueOf(1, 2, 3);
    const sent: number[] = [];
    const networkDown = (n: number): ReplayStep => (n === 2 ? stepOfFailure({ status: 'NETWORK_ERROR', message: 'Network Error' }) : DONE);
    const first = await queue.replay(async (change) => {
      sent.push(change.n);
      return networkDown(change.n);
    });
    expect(first).toEqual({ done: [{ n: 1 }], refused: [], waiting: 2 });
    expect(await queue.items()).toEqual([{ n: 2 }, { n: 3 }]);

    const second = await queue.replay(async (change) => {
      sent.push(change.n);
      return DONE;
    });
    expect(second.done).toEqual([{ n: 2 }, { n: 3 }]);
    expect(sent).toEqual([1, 2, 2, 3]);
  });

  it("reports a change the server refused with the server's reason and goes on with the next", async () => {
    const queue = await queueOf(1, 2);
    const report = await queue.replay(async (change) =>
      change.n === 1 ? stepOfFailure({ status: 400, message: 'This product is out of stock' }) : DONE,
    );
    expect(report.refused).toEqual([{ item: { n: 1 }, message: 'This product is out of stock' }]);
    expect(report.done).toEqual([{ n: 2 }]);
    expect(await queue.items()).toEqual([]);
  });

  it('keeps a change made during a replay for the next one', async () => {
    const queue = await queueOf(1);
    const report = await queue.replay(async (change) => {
      if (change.n === 1) await queue.add({ n: 2 });
      return DONE;
    });
    // the replay goes on until the queue is empty: the change made meanwhile is sent after the first
    expect(report.done).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('runs one replay at a time: two replays at once send each change once', async () => {
    const queue = await queueOf(1, 2);
    const sent: number[] = [];
    const send = async (change: Change) => {
      sent.push(change.n);
      await Promise.resolve();
      return DONE;
    };
    await Promise.all([queue.replay(send), queue.replay(send)]);
    expect(sent).toEqual([1, 2]);
  });

  it('keeps (retries) a change whose session or rate limit failed, and refuses a missing product', () => {
    expect(stepOfFailure({ status: 401, message: 'Unauthorized' })).toEqual({ kind: 'retry' });
    expect(stepOfFailure({ status: 503, message: 'Service Unavailable' })).toEqual({ kind: 'retry' });
    expect(stepOfFailure({ status: 404, message: 'Product not found' })).toEqual({ kind: 'refused', message: 'Product not found' });
  });
});
