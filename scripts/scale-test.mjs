// `npm run scale-test`: the scale-out topology on one machine, on loopback. This script starts PostgreSQL,
// Redis and coturn (the consultation room's TURN relay, TURN REST auth) from Debian's packages; the jest file (e2e/scale/) starts an S3-compatible server (s3rver), three API
// replicas and nginx with the project's nginx.conf upstream, then checks stock, idempotency, limits, files,
// background jobs, a killed replica and a rolling restart through nginx.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { log, runAsync } from './lib.mjs';
import { coturnPresent, startCoturn } from './coturn.mjs';
import { startPostgres } from './postgres.mjs';
import { postgresBinDir, provisionSystemPackages } from './provision.mjs';
import { redisPresent, startRedis } from './redis.mjs';

export const SCALE_JEST_ARGS = ['jest', '-c', 'e2e/scale/jest.config.js', '--runInBand'];

/** Debian packages the scale test needs that are not installed. */
export function scaleTestMissing() {
  const missing = [];
  if (!postgresBinDir()) missing.push('postgresql');
  if (!redisPresent()) missing.push('redis-server');
  if (!existsSync('/usr/sbin/nginx')) missing.push('nginx');
  if (!coturnPresent()) missing.push('coturn');
  return missing;
}

/** Starts PostgreSQL, Redis and coturn; `env` is what the jest run needs. */
export async function startScaleServices() {
  const postgres = await startPostgres();
  let redis;
  let turn;
  try {
    redis = await startRedis();
    turn = await startCoturn();
  } catch (error) {
    await redis?.stop();
    postgres.stop();
    throw error;
  }
  return {
    env: { SCALE_DATABASE_URL: postgres.url, SCALE_REDIS_URL: redis.url, SCALE_TURN_URL: turn.url, SCALE_TURN_SECRET: turn.secret },
    async stop() {
      await turn.stop();
      await redis.stop();
      postgres.stop();
    },
  };
}

async function main() {
  try {
    provisionSystemPackages();
  } catch (error) {
    console.error(error.message);
  }
  const missing = scaleTestMissing();
  if (missing.length) {
    console.error(`scale-test cannot run: missing ${missing.join(', ')}. Install with: sudo apt-get install -y ${missing.join(' ')}`);
    process.exit(1);
  }
  const services = await startScaleServices();
  log(`PostgreSQL ${services.env.SCALE_DATABASE_URL}, Redis ${services.env.SCALE_REDIS_URL}, coturn ${services.env.SCALE_TURN_URL}`);
  let failed = false;
  try {
    await runAsync('npx', [...SCALE_JEST_ARGS, ...process.argv.slice(2)], { env: { ...process.env, ...services.env } });
  } catch (error) {
    console.error(error.message);
    failed = true;
  } finally {
    await services.stop();
  }
  process.exit(failed ? 1 : 0);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) void main();
