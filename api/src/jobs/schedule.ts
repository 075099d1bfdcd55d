/**
 * Runs the declared background jobs (plugins/jobs.ts) on timers once started: every replica has the timers,
 * runExclusive makes one replica do each run. Nothing runs on a timer until start(); a job can also be run on
 * demand (e.g. when payments are touched). stop() clears the timers and waits for runs in progress.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { type ExclusiveOutcome, runExclusive } from './exclusive';

export interface JobDefinition<Name extends string = string> {
  name: Name;
  intervalMs: number;
  run: () => Promise<unknown>;
}

export interface JobSchedulerOptions<Name extends string> {
  db: Kysely<Database>;
  jobs: ReadonlyArray<JobDefinition<Name>>;
  warn: (error: unknown, job: Name) => void;
}

export class JobScheduler<Name extends string = string> {
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly current = new Map<Name, Promise<unknown>>();

  constructor(private readonly options: JobSchedulerOptions<Name>) {}

  /** Every declared job with its interval. */
  list(): Array<{ name: Name; intervalMs: number }> {
    return this.options.jobs.map(({ name, intervalMs }) => ({ name, intervalMs }));
  }

  /** Runs `name` now unless another replica is running it or ran it within `minIntervalMs` (80 % of its interval by default). */
  run(name: Name, minIntervalMs?: number): Promise<ExclusiveOutcome<unknown>> {
    const job = this.options.jobs.find((candidate) => candidate.name === name);
    if (!job) throw new Error(`unknown background job ${name}`);
    const attempt = runExclusive(this.options.db, name, job.run, { minIntervalMs: minIntervalMs ?? job.intervalMs * 0.8 }).catch((error: unknown): ExclusiveOutcome<unknown> => {
      this.options.warn(error, name);
      return { ran: false, reason: 'busy' };
    });
    this.current.set(name, attempt);
    return attempt;
  }

  /** One timer per job; a second start() does nothing. */
  start(): void {
    if (this.timers.length) return;
    for (const job of this.options.jobs) {
      const timer = setInterval(() => void this.run(job.name), job.intervalMs);
      timer.unref();
      this.timers.push(timer);
    }
  }

  /** Clears the timers; runs in progress finish (before the database closes). */
  async stop(): Promise<void> {
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    await Promise.all(this.current.values());
  }
}
