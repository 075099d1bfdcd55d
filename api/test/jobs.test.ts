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
