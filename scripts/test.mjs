// `npm test`: every suite, none skipped silently. Provisions what is missing, then runs
// lint (with import boundaries), typecheck, unit and component tests, API tests on SQLite and on PostgreSQL,
// the scale-out topology test (when PostgreSQL, Redis, nginx and coturn can be started), and browser journeys.
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from './build.mjs';
import { ensureDependencies } from './dependencies.mjs';
import { log, runAsync } from './lib.mjs';
import { startPostgres } from './postgres.mjs';
import { provisionSystemPackages } from './provision.mjs';
import { SCALE_JEST_ARGS, scaleTestMissing, startScaleServices } from './scale-test.mjs';

const results = [];
const reportsDir = mkdtempSync(path.join(os.tmpdir(), 'ayur-test-'));

/** A jest run as one suite. `buffered`: its output is printed when it ends (for suites that run side by side). */
async function jestSuite(name, args, env = {}, { buffered = false } = {}) {
  const outputFile = path.join(reportsDir, `${name.replace(/\W+/g, '-')}.json`);
  const logFile = path.join(reportsDir, `${name.replace(/\W+/g, '-')}.log`);
  log(`Suite: ${name}${buffered ? ' (its output follows when it ends)' : ''}`);
  let failedToRun = null;
  const logFd = buffered ? openSync(logFile, 'w') : null;
  try {
    const stdio = buffered ? ['ignore', logFd, logFd] : 'inherit';
    await runAsync('npx', ['jest', ...args, '--json', `--outputFile=${outputFile}`], { env: { ...process.env, ...env }, stdio });
  } catch (error) {
    failedToRun = error.message;
  } finally {
    if (buffered) {
      closeSync(logFd);
      log(`Suite: ${name}, its output:`);
      process.stdout.write(readFileSync(logFile));
    }
  }
  const report = existsSync(outputFile) ? JSON.parse(readFileSync(outputFile, 'utf8')) : null;
  const passed = report?.numPassedTests ?? 0;
  const failed = (report?.numFailedTests ?? 0) + (report?.numRuntimeErrorTestSuites ?? 0);
  const ran = report?.numTotalTests ?? 0;
  const ok = !failedToRun && ran > 0 && failed === 0;
  results.push({ name, passed, failed: ok ? failed : Math.max(failed, 1), ok, note: ran === 0 ? 'no test ran' : failedToRun });
}

/**
 * The API suites' seeded template (api/test/support/seeded-template.ts): migrated and seeded once, right before
 * the suite, and copied by each test file. Without it (a failure here) the files migrate and seed their own.
 */
async function seededTemplate(kind, serverUrl) {
  const dir = path.join(reportsDir, `template-${kind}`);
  try {
    await runAsync('npx', ['tsx', 'api/test/support/make-seeded-template.ts', dir, ...(serverUrl ? [serverUrl] : [])]);
    return { TEST_SEEDED_TEMPLATE: dir };
  } catch (error) {
    log(`The ${kind} seeded template was not made (${error.message}): each test file migrates and seeds its own`);
    return {};
  }
}

async function step(name, fn) {
  log(`Suite: ${name}`);
  try {
    await fn();
    results.push({ name, passed: 1, failed: 0, ok: true });
  } catch (error) {
    results.push({ name, passed: 0, failed: 1, ok: false, note: error.message });
  }
}

async function main() {
  provisionSystemPackages();
  // lint and the typecheck run while a native addon compiles (a fresh install); the tests need it
  const addons = ensureDependencies({ testTools: true });

  await step('lint (ESLint, import boundaries)', () => runAsync('node', ['scripts/lint.mjs']));
  await step('typecheck (tsc --noEmit)', () => runAsync('npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']));
  await addons;
  await jestSuite('unit and components', ['--selectProjects', 'shared-lib', 'apps', 'ops']);

  // The API suites on SQLite and on PostgreSQL side by side: each runs its files one at a time (jest's one worker
  // on two cores), and the PostgreSQL one waits on its server much of the time.
  const postgres = await startPostgres();
  try {
    const [sqliteTemplate, postgresTemplate] = await Promise.all([seededTemplate('sqlite'), seededTemplate('postgres', postgres.url)]);
    await Promise.all([
      jestSuite('api on SQLite', ['--selectProjects', 'api'], sqliteTemplate, { buffered: true }),
      jestSuite('api on PostgreSQL', ['--selectProjects', 'api'], { TEST_DATABASE_URL: postgres.url, ...postgresTemplate }, { buffered: true }),
    ]);
  } finally {
    postgres.stop();
  }

  // scale-out topology: three API replicas behind nginx on PostgreSQL, Redis, coturn and an S3-compatible server
  const missingForScale = scaleTestMissing();
  if (missingForScale.length) {
    const note = `SKIPPED: cannot start ${missingForScale.join(', ')} (install: apt-get install -y ${missingForScale.join(' ')})`;
    log(`Suite: scale-out topology ${note}`);
    results.push({ name: 'scale-out topology', passed: 0, failed: 0, ok: true, note });
  } else {
    const services = await startScaleServices();
    try {
      await jestSuite('scale-out topology (3 replicas, nginx, PostgreSQL, Redis, coturn, S3)', SCALE_JEST_ARGS.slice(1), services.env);
    } finally {
      await services.stop();
    }
  }

  await step('build every app', () => build());
  await jestSuite('browser journeys (Chromium)', ['--config', 'e2e/jest.config.js', '--runInBand']);
}

main()
  .catch((error) => {
    results.push({ name: 'test runner', passed: 0, failed: 1, ok: false, note: error.message });
  })
  .finally(() => {
    rmSync(reportsDir, { recursive: true, force: true });
    console.log('\nSuites:');
    for (const r of results) console.log(`  ${r.ok ? 'PASS' : 'FAIL'}  ${r.name}: ${r.passed} passed, ${r.failed} failed${r.note ? ` (${r.note})` : ''}`);
    const passed = results.reduce((n, r) => n + r.passed, 0);
    const failed = results.reduce((n, r) => n + r.failed, 0);
    console.log(`\n${passed} passed, ${failed} failed`);
    process.exit(results.every((r) => r.ok) ? 0 : 1);
  });
