/**
 * One read shared by the requests that need it at the same moment, without any of them seeing an answer read
 * before it arrived: a request that comes while a read is under way waits for the next read, which starts when
 * that one ends and serves every request that came meanwhile. So at most one read runs (and one waits) however
 * many requests ask, and each answer is as new as a read of the request's own would be.
 * (answer-cache.ts: the catalogue version on PostgreSQL, a round trip and a pool connection per request before.)
 */
export function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let next: Promise<T> | null = null;
  const start = (): Promise<T> => {
    const current = read();
    running = current;
    const done = () => {
      if (running === current) running = null;
    };
    current.then(done, done);
    return current;
  };
  const startNext = () => {
    next = null;
    return start();
  };
  // the next read starts when the running one ends, failed or not
  return () => (running ? (next ??= running.then(startNext, startNext)) : start());
}

/**
 * A synchronous read shared by the requests that ask for it in one turn of the event loop: it runs once, in
 * that turn's check phase (setImmediate), after every one of them arrived, so none gets an answer read
 * before it came. Under load a poll phase brings many requests, and they share one read.
 * (answer-cache.ts: the catalogue version on SQLite, a read transaction per request before.)
 */
export function sharedTurnRead<T>(readNow: () => T): () => Promise<T> {
  let pending: Promise<T> | null = null;
  const schedule = () =>
    new Promise<T>((resolve, reject) =>
      setImmediate(() => {
        // a request asking from here on (after this read) gets a read of its own
        pending = null;
        try {
          resolve(readNow());
        } catch (error) {
          reject(error);
        }
      }),
    );
  return () => (pending ??= schedule());
}
