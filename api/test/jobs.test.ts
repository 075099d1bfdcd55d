/** Background jobs claimed so one runner does each run (advisory lock on PostgreSQL), recorded in job_runs. */
import { RUNNER, runExclusive } from '../src/jobs/exclusive';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

test('two runs of one job at the same time: one runs, the other is told it is busy', async () => {
  const { open, opened } = gate();
  let calls = 0;
  const work = async () => {
    calls++;
    await opened;
    return 'done';
  };
  const first = runExclusive(t.db, 'concurrent-job', work);
  const second = runExclusive(t.db, 'concurrent-job', work);
  open();
  const outcomes = await Promise.all([first, second]);
  expect(calls).toBe(1);
  expect(outcomes.filter((o) => o.ran)).toEqual([{ ran: true, result: 'done' }]);
  expect(outcomes.filter((o) => !o.ran)).toEqual([{ ran: false, reason: 'busy' }]);
});

test('a run just after another is skipped as recent; the run is recorded with its runner', async () => {
  const now = new Date('2026-11-22T01:00:00.000Z');
  const work = jest.fn(async () => 1);
  expect(await runExclusive(t.db, 'interval-job', work, { minIntervalMs: 60_000, now: () => now })).toEqual({ ran: true, result: 1 });
  expect(await runExclusive(t.db, 'interval-job', work, { minIntervalMs: 60_000, now: () => new Date(now.getTime() + 30_000) })).toEqual({ ran: false, reason: 'recent' });
  expect(await runExclusive(t.db, 'interval-job', work, { minIntervalMs: 60_000, now: () => new Date(now.getTime() + 61_000) })).toEqual({ ran: true, result: 1 });
  expect(work).toHaveBeenCalledTimes(2);
  const row = await t.db.selectFrom('job_runs').selectAll().where('name', '=', 'interval-job').executeTakeFirstOrThrow();
  expect(row).toMatchObject({ runs: 2, last_runner: RUNNER, last_started_at: '2026-11-22T01:01:01.000Z' });
});

test('a failing run is not recorded and does not block the next one', async () => {
  await expect(runExclusive(t.db, 'failing-job', async () => Promise.reject(new Error('smtp down')), { minIntervalMs: 60_000 })).rejects.toThrow('smtp down');
  expect(await t.db.selectFrom('job_runs').select('runs').where('name', '=', 'failing-job').executeTakeFirst()).toBeUndefined();
  expect(await runExclusive(t.db, 'failing-job', async () => 'ok', { minIntervalMs: 60_000 })).toEqual({ ran: true, result: 'ok' });
});

describe('the jobs plugin', () => {
  let j: TestApp;
  beforeAll(async () => {
    j = await createTestApp({ jobIntervalMs: 60_000 });
  });
  afterAll(async () => j.close());
  afterEach(() => jest.useRealTimers());

  const runs = async () => (await j.db.selectFrom('job_runs').select(['name', 'runs']).orderBy('name').execute()).map((row) => `${row.name}:${row.runs}`);
  /** Lets the database work of a run happen (no fixed sleep: a turn of the event loop at a time). */
  async function until(condition: () => Promise<boolean>): Promise<void> {
    for (let turn = 0; turn < 500 && !(await condition()); turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(await condition()).toBe(true);
  }

  test('declares every scheduled job in one list, with its interval from the configuration', () => {
    expect(j.app.jobs.list()).toEqual([
      { name: 'payment-expiry', intervalMs: 60_000 },
      { name: 'guest-order-expiry', intervalMs: 60_000 },
      { name: 'appointment-hold-expiry', intervalMs: 60_000 },
      { name: 'appointment-close-ended', intervalMs: 60_000 },
      // prescriptions expire by the day: hourly at most
      { name: 'rx-retention', intervalMs: 3_600_000 },
      // issue 33: an hour by default (PAYOUT_JOB_INTERVAL_SECONDS); each run makes a seller's statement of a week once
      { name: 'seller-payouts', intervalMs: 3_600_000 },
      // issue 33 follow-up: photos from before migration 0260 move to the private area
      { name: 'return-photos-private', intervalMs: 60_000 },
    ]);
  });

  test('no timer runs until started; once started each job runs on its interval; stop clears the timers', async () => {
    jest.useFakeTimers({ doNotFake: ['Date', 'hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout'] });
    jest.advanceTimersByTime(5 * 60_000);
    expect(jest.getTimerCount()).toBe(0);
    expect(await runs()).toEqual([]);

    j.app.jobs.start();
    expect(jest.getTimerCount()).toBe(7);
    jest.advanceTimersByTime(60_000);
    await until(async () => (await runs()).length === 5);
    expect(await runs()).toEqual(['appointment-close-ended:1', 'appointment-hold-expiry:1', 'guest-order-expiry:1', 'payment-expiry:1', 'return-photos-private:1']);

    await j.app.jobs.stop();
    expect(jest.getTimerCount()).toBe(0);
  });

  test('a job runs on demand without the timers, skipped when it ran within the given time', async () => {
    expect(await j.app.jobs.run('guest-order-expiry', 60_000)).toEqual({ ran: false, reason: 'recent' });
    expect(await j.app.jobs.run('guest-order-expiry', 0)).toEqual({ ran: true, result: 0 });
  });
});
