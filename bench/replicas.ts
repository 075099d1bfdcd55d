/**
 * Replicas row of `npm run bench`: throughput of the product list through nginx (the project's nginx.conf
 * upstream) with one API replica and with three, on one PostgreSQL and one Redis, with the core count beside
 * it. On a machine with few cores the replicas share them, so the ratio is reported as measured, no budget.
 * Skipped with a message when PostgreSQL, redis-server or nginx is missing.
 */
import autocannon from 'autocannon';
import os from 'node:os';
import { startNginx, startReplica, type Replica } from '../e2e/scale/support/topology';

const DURATION_S = Number(process.env.BENCH_REPLICAS_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_REPLICAS_CONNECTIONS ?? 16);

async function throughput(url: string): Promise<{ rps: number; p99: number; errors: number }> {
  const result = await autocannon({ url: `${url}/api/product/allProducts?limit=12&offset=0`, connections: CONNECTIONS, duration: DURATION_S });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function main() {
  // @ts-expect-error plain ES modules of the scripts folder, without types
  const { scaleTestMissing, startScaleServices } = await import('../scripts/scale-test.mjs');
  const missing: string[] = scaleTestMissing();
  if (missing.length) {
    console.log(`Replicas row SKIPPED: missing ${missing.join(', ')}`);
    return;
  }
  const services = await startScaleServices();
  const replicas: Replica[] = [];
  try {
    const env = { DATABASE_URL: services.env.SCALE_DATABASE_URL, REDIS_URL: services.env.SCALE_REDIS_URL, JWT_SECRET: 'bench-replicas-secret-bench-replicas-secret', TRUST_PROXY: '1', LOG_LEVEL: 'warn' };
    replicas.push(await startReplica(env)); // migrates and seeds
    replicas.push(...(await Promise.all([startReplica(env), startReplica(env)])));
    const nginx = await startNginx([replicas[0].port]);
    try {
      await throughput(nginx.url); // warm-up of the one replica
      const one = await throughput(nginx.url);
      await nginx.reload(replicas.map((r) => r.port));
      const three = await throughput(nginx.url);
      const cores = os.cpus().length;
      console.log('\nReplicas (product list through nginx, %d connections, %d s each):', CONNECTIONS, DURATION_S);
      console.log(`  1 replica : ${one.rps.toFixed(0)} req/s, p99 ${one.p99} ms, ${one.errors} errors`);
      console.log(`  3 replicas: ${three.rps.toFixed(0)} req/s, p99 ${three.p99} ms, ${three.errors} errors`);
      console.log(`  ratio 3/1 : ${(three.rps / Math.max(one.rps, 1)).toFixed(2)}x on ${cores} core${cores === 1 ? '' : 's'} (load average ${os.loadavg()[0].toFixed(1)})`);
    } finally {
      await nginx.stop();
    }
  } finally {
    await Promise.all(replicas.map((r) => r.stop()));
    await services.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
