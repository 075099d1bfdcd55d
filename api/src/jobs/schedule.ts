/** Runs a background job on a timer in every replica; runExclusive makes one replica do each run. */
import type { FastifyInstance } from 'fastify';
import { type ExclusiveOutcome, runExclusive } from './exclusive';

export interface ScheduledJob {
  /** runs now unless another replica is running it or ran it within `minIntervalMs` */
  run(minIntervalMs?: number): Promise<ExclusiveOutcome<unknown>>;
}

export function scheduleJob(app: FastifyInstance, name: string, work: () => Promise<unknown>, intervalMs = app.config.jobIntervalMs ?? 60_000): ScheduledJob {
  let current: Promise<unknown> = Promise.resolve();
  const run = (minIntervalMs = intervalMs * 0.8) => {
    const attempt = runExclusive(app.db, name, work, { minIntervalMs }).catch((error: unknown): ExclusiveOutcome<unknown> => {
      app.log.warn({ err: error, job: name }, `background job ${name} failed`);
      return { ran: false, reason: 'busy' };
    });
    current = attempt;
    return attempt;
  };
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await current; // a run in progress finishes before the database closes
  });
  return { run };
}
